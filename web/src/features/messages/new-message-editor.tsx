import { useCallback, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSuspenseQueries } from '@tanstack/react-query'
import {
  allowedNewMessageAccounts,
  attachmentPaths,
  formatDateRange,
  messageErrors,
  newMessageErrors,
  type MessageAccount,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useUser } from '../../shared/auth'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormCheckboxGroup, FormTextField, type ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { UploadList } from '../../shared/uploads/upload-list'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/choice-group'
import { Dialog } from '../../ui/dialog'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import { childrenQuery } from '../children/public'
import { useMessageTexts, type MessageTexts } from './i18n'
import { ChildChips } from './child-chips'
import { isNewMessageForm, type NewMessageForm } from './new-message-form'
import { messageChildren } from './model'
import { messageKeys, myAccountQuery, recipientsQuery } from './queries'
import { useLeaveForm } from '../../shared/unsaved-guard'
import styles from './messages.module.css'

const KEPT = 'messages.new'
type ErrorKey = keyof MessageTexts['errors']

/**
 * ?editorVisible=true (spec 001 "Messages screen"): the children, recipients the children allow
 * (message-rules), subject, text and attachments when the account may attach. What is typed
 * stays through a failed send and an expired session.
 */
export default function NewMessageEditor({ onClose }: { onClose: (sentThreadId?: string) => void }) {
  const t = useMessageTexts()
  const [{ data: recipientsData }, { data: children }, { data: account }] = useSuspenseQueries({
    queries: [recipientsQuery, childrenQuery, myAccountQuery],
  })
  const user = useUser()
  const body = useRef<HTMLFormElement>(null)
  const childOptions = messageChildren(children, recipientsData.childrenToMessageAccounts)
  const context = useMemo(
    () => ({
      accounts: recipientsData.messageAccounts.map((a) => a.account),
      childrenAccounts: recipientsData.childrenToMessageAccounts,
      unitOfChild: Object.fromEntries(children.map((c) => [c.id, c.unit?.id ?? null])),
    }),
    [recipientsData, children],
  )
  const [restored] = useState(() => readKept(KEPT, isNewMessageForm))
  const form = useForm<NewMessageForm>({
    defaultValues: restored ?? {
      children: childOptions.length === 1 ? [childOptions[0]!.id] : [],
      recipients: [],
      title: '',
      content: '',
      attachments: [],
    },
    resolver: flatResolver((v: NewMessageForm) => newMessageErrors(v, context)),
    mode: 'onTouched',
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(KEPT, values, dirty)
  const errorText: ErrorText = (key) => t.errors[key as ErrorKey]
  const [uploading, setUploading] = useState(false)
  const onUploadingChange = useCallback((busy: boolean) => setUploading(busy), [])

  const chosenChildren = childOptions.length === 1 ? [childOptions[0]!.id] : values.children
  const allowed = allowedNewMessageAccounts(context.accounts, context.childrenAccounts, chosenChildren)
  const primary = allowed.filter((a) => a.type !== 'CITIZEN')
  const secondary = allowed.filter((a) => a.type === 'CITIZEN')
  const presence = new Map(recipientsData.messageAccounts.map((a) => [a.account.id, a.outOfOffice]))
  const valid = Object.keys(newMessageErrors(values, context)).length === 0

  const send = useApiMutation({
    mutationFn: (v: NewMessageForm) =>
      apiCall('sendMessage', {
        body: {
          title: v.title,
          content: v.content,
          recipients: v.recipients,
          children: childOptions.length === 1 ? [childOptions[0]!.id] : v.children,
          attachmentIds: v.attachments.map((a) => a.id),
        },
      }),
    invalidates: [messageKeys.received()],
    errorTexts: {
      [messageErrors.invalidRecipients]: t.errors.invalidRecipients,
      [messageErrors.attachmentsNotAllowed]: t.errors.attachmentsNotAllowed,
    },
  })
  const close = (sentThreadId?: string) => {
    kept.drop()
    onClose(sentThreadId)
  }
  // Cancel and Escape ask before dropping what was typed (not once it is sent)
  const leaveForm = useLeaveForm({
    texts: { title: t.editor.leaveTitle, text: t.editor.leaveText, leave: t.editor.leave, stay: t.editor.stay },
    to: () => onClose(),
    dirty: dirty && !send.isSuccess,
    busy: send.isPending,
    drop: kept.drop,
  })
  const cancel = leaveForm.cancel
  const submit = form.handleSubmit(
    (v) =>
      send.mutate(v, {
        onSuccess: ({ threadId }) => {
          toast(t.editor.sent)
          close(threadId)
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  const label = (a: MessageAccount) => {
    const away = presence.get(a.id)
    return away ? `${a.name} (${t.editor.outOfOffice(formatDateRange(away.start, away.end, (d) => d))})` : a.name
  }
  const names = {
    children: t.editor.children,
    recipients: t.editor.recipients,
    title: t.editor.subject,
    content: t.editor.content,
  }

  return (
    <Dialog
      title={t.editor.title}
      size="panel"
      onClose={cancel}
      actions={
        <>
          <Button onClick={cancel}>{t.editor.cancel}</Button>
          <Button variant="primary" type="submit" form="new-message" disabled={!valid || uploading || send.isPending}>
            {t.editor.send}
          </Button>
        </>
      }
    >
      <form
        id="new-message"
        ref={body}
        noValidate
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        {restored && <Alert kind="info">{t.editor.kept}</Alert>}
        <FormErrorSummary
          formState={form.formState}
          title={t.editor.summary}
          container={body}
          text={({ path, key }) => `${names[path as keyof typeof names] ?? path}: ${errorText(key)}`}
        />
        <p>
          <strong>{t.editor.sender}:</strong> {user && `${user.user.details.firstName} ${user.user.details.lastName}`}
        </p>
        {childOptions.length > 1 && (
          <ChildChips
            form={form}
            errorText={errorText}
            options={childOptions.map((c) => ({ id: c.id, name: c.preferredName || c.firstName }))}
            allowedFor={(ids) =>
              allowedNewMessageAccounts(context.accounts, context.childrenAccounts, ids).map((a) => a.id)
            }
          />
        )}
        {childOptions.length > 1 && chosenChildren.length === 0 ? (
          // The recipients follow from the children: an empty list would look broken
          <p>{t.editor.chooseChildrenFirst}</p>
        ) : allowed.length === 0 ? (
          <Alert kind="warning">{t.editor.noRecipients}</Alert>
        ) : (
          <FormCheckboxGroup<NewMessageForm, string>
            control={form.control}
            name="recipients"
            errorText={errorText}
            label={t.editor.recipients}
            options={primary.map((a) => ({ value: a.id, label: label(a) }))}
            kept={(id) => secondary.some((a) => a.id === id)}
            required
          />
        )}
        {secondary.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend>{t.editor.secondary}</legend>
            {secondary.map((a) => (
              <Checkbox
                key={a.id}
                label={a.name}
                checked={values.recipients.includes(a.id)}
                onChange={(on) =>
                  form.setValue(
                    'recipients',
                    on ? [...values.recipients, a.id] : values.recipients.filter((id) => id !== a.id),
                    { shouldDirty: true },
                  )
                }
              />
            ))}
          </fieldset>
        )}
        <FormTextField control={form.control} name="title" errorText={errorText} label={t.editor.subject} required />
        <FormTextField
          control={form.control}
          name="content"
          errorText={errorText}
          label={t.editor.content}
          multiline
          required
        />
        {account.messageAttachmentsAllowed && (
          <UploadList
            title={t.editor.attachments}
            files={values.attachments.map((a) => ({ ...a, href: attachmentPaths.download(a.id, a.name) }))}
            emptyText={t.editor.noAttachments}
            uploadLabel={t.editor.addAttachment}
            hint={t.editor.attachmentHint}
            uploadTo={attachmentPaths.uploadForMessage()}
            remove={async (attachmentId) => {
              await apiCall('deleteAttachment', { params: { attachmentId } })
              const rest = form.getValues('attachments').filter((a) => a.id !== attachmentId)
              form.setValue('attachments', rest, { shouldDirty: true })
            }}
            invalidates={[]}
            removeLabel={t.editor.removeAttachment}
            onUploadingChange={onUploadingChange}
            onUploaded={(answer, file) => {
              const added = [...form.getValues('attachments'), { id: answer.id, name: file.name }]
              form.setValue('attachments', added, { shouldDirty: true })
            }}
          />
        )}
        <div aria-live="polite">
          {send.errorText && <Alert kind="error">{`${t.editor.failed} ${send.errorText}`}</Alert>}
        </div>
      </form>
      {leaveForm.element}
    </Dialog>
  )
}
