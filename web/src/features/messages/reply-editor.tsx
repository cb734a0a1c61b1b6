import { useEffect, useRef, useState } from 'react'
import { messageErrors, replyRecipientsMissing, type RegularThread } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { dropKept, readKept, useKeptInput } from '../../shared/kept-input'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { CheckboxGroup } from '../../ui/choice-group'
import { TextField } from '../../ui/form'
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
  const [draft, setDraft] = useState<Draft>(() => restored ?? { content: '', recipients: people.map((a) => a.id) })
  const dirty = draft.content.trim() !== ''
  const kept = useKeptInput(key, draft, dirty)
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
  const form = useRef<HTMLFormElement>(null)
  // Mounted open (the reader's own button loaded it): the first field takes the focus too
  const focusOnOpen = useRef(open)
  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    focusOnOpen.current = false
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [open])
  const chosen = people.filter((a) => draft.recipients.includes(a.id))
  // The server's rule (message-rules): a reply goes to staff or the municipality, not to guardians only
  const valid = dirty && !replyRecipientsMissing(chosen)
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
    setDraft({ content: '', recipients: people.map((a) => a.id) })
    setOpen(false)
  }
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!valid) return
        send.mutate(draft, {
          onSuccess: ({ message }) => {
            discard()
            toast(t.editor.sent)
            onSent(message.id)
          },
        })
      }}
    >
      {restored && <Alert kind="info">{t.reply.kept}</Alert>}
      <CheckboxGroup<string>
        label={t.reply.recipients}
        value={draft.recipients}
        onChange={(recipients) => setDraft((d) => ({ ...d, recipients }))}
        options={people.map((a) => ({ value: a.id, label: a.name }))}
        horizontal
      />
      {replyRecipientsMissing(chosen) && <p className={styles.error}>{t.reply.recipientsMissing}</p>}
      <TextField
        label={t.reply.content}
        multiline
        value={draft.content}
        onChange={(content) => setDraft((d) => ({ ...d, content }))}
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
