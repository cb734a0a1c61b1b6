import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { messageErrors, replyErrors, type RegularThread } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { dropKept, readKept, useKeptInput } from '../../shared/kept-input'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormCheckboxGroup, FormTextField, type ErrorText } from '../../shared/form/fields'
import { toast } from '../../ui/toast'
import { useMessageTexts } from './i18n'
import { participants, replyDraftKey } from './model'
import { threadChangeInvalidates } from './queries'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import styles from './messages.module.css'

interface Draft {
  content: string
  recipients: string[]
}

const isDraft = (v: unknown): v is Draft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Draft).content === 'string' &&
  Array.isArray((v as Draft).recipients) &&
  (v as Draft).recipients.every((r) => typeof r === 'string')

/**
 * The reply: to the thread's earlier participants (reference §12), at least one of them staff or
 * the municipality (replyRecipientsMissing, which the server checks too).
 * The draft is kept per thread through a reload and an expired session until sent or discarded.
 */
export default function ReplyEditor({
  thread,
  myAccountId,
  open,
  setOpen,
  onSent,
}: {
  thread: RegularThread
  myAccountId: string
  open: boolean
  setOpen: (open: boolean) => void
  /** The reply is in the thread: the reader moves the focus to it */
  onSent: (messageId: string) => void
}) {
  const t = useMessageTexts()
  const key = replyDraftKey(thread.id)
  const [restored, setRestored] = useState(() => readKept(key, isDraft))
  const people = participants(thread, myAccountId)
  const empty = (): Draft => ({ content: '', recipients: people.map((a) => a.id) })
  // The contract's rule, as the server checks it: a reply goes to staff or the municipality too
  const form = useForm<Draft>({
    defaultValues: restored ?? empty(),
    resolver: flatResolver((d: Draft) => replyErrors(d, people)),
    mode: 'onTouched',
  })
  const draft = form.watch()
  const dirty = draft.content.trim() !== ''
  const kept = useKeptInput(key, draft, dirty)
  const errorText: ErrorText = (k) =>
    k === 'replyRecipientsMissing' ? t.reply.recipientsMissing : t.errors[k as 'required']
  const last = thread.messages.at(-1)!
  const send = useApiMutation({
    mutationFn: (d: Draft) =>
      apiCall('replyToMessage', {
        params: { messageId: last.id },
        body: { content: d.content, recipientAccountIds: d.recipients },
      }),
    invalidates: threadChangeInvalidates,
    errorTexts: {
      [messageErrors.replyNotAllowed]: t.reply.notAllowed,
      [messageErrors.replyRecipientsMissing]: t.reply.recipientsMissing,
    },
  })
  // "Vastaa" pressed: the focus goes to the editor's first field, not to the page (the button is gone)
  const formRef = useRef<HTMLFormElement>(null)
  // Mounted open (the reader's own button loaded it): the first field takes the focus too
  const focusOnOpen = useRef(open)
  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    focusOnOpen.current = false
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [open])
  const valid = Object.keys(replyErrors(draft, people)).length === 0
  if (!open && !restored) {
    return (
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => {
            focusOnOpen.current = true
            setOpen(true)
          }}
        >
          {t.reply.open}
        </Button>
      </div>
    )
  }
  const discard = () => {
    kept.drop()
    dropKept(key)
    setRestored(null)
    form.reset(empty())
    setOpen(false)
  }
  const submit = form.handleSubmit(
    (d) =>
      send.mutate(d, {
        onSuccess: ({ message }) => {
          discard()
          toast(t.editor.sent)
          onSent(message.id)
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {restored && <Alert kind="info">{t.reply.kept}</Alert>}
      <FormErrorSummary
        formState={form.formState}
        title={t.editor.summary}
        container={formRef}
        text={({ path, key: k }) => `${path === 'recipients' ? t.reply.recipients : t.reply.content}: ${errorText(k)}`}
      />
      <FormCheckboxGroup<Draft, string>
        control={form.control}
        name="recipients"
        errorText={errorText}
        label={t.reply.recipients}
        options={people.map((a) => ({ value: a.id, label: a.name }))}
        horizontal
      />
      <FormTextField
        control={form.control}
        name="content"
        errorText={errorText}
        label={t.reply.content}
        multiline
        required
      />
      <div aria-live="polite">
        {send.errorText && <Alert kind="error">{`${t.reply.failed} ${send.errorText}`}</Alert>}
      </div>
      <div className={styles.actions}>
        <Button onClick={discard}>{t.reply.discard}</Button>
        <Button variant="primary" type="submit" disabled={!valid || send.isPending}>
          {t.reply.send}
        </Button>
      </div>
      <UnsavedGuard
        dirty={dirty && !send.isPending}
        texts={{ title: t.editor.leaveTitle, text: t.editor.leaveText, leave: t.editor.leave, stay: t.editor.stay }}
      />
    </form>
  )
}
