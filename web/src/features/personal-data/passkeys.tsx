import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PASSKEY_NAME_MAX_LENGTH, personalDataErrors, type Passkey } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { dayAndTime } from '../../shared/date-time'
import { flatResolver } from '../../shared/form-errors'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { browserSupportsPasskeys, passkeyFailure } from '../../shared/passkeys'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import { usePersonalDataTexts, type PersonalDataTexts } from './i18n'
import { passkeysQuery, personalDataKeys } from './queries'
import styles from './personal-data.module.css'

interface NameDraft {
  name: string
}

const nameErrors = (v: NameDraft): Record<string, string> => (v.name.trim() === '' ? { name: 'required' } : {})

/**
 * Passkeys (beyond the spec: the leading open-source system added them in 2026): log in without a
 * password, as a weak session. Registering, renaming and removing need a strong session.
 */
export function PasskeysPart({ strong }: { strong: boolean }) {
  const t = usePersonalDataTexts()
  const { data: passkeys } = useSuspenseQuery(passkeysQuery)
  const [adding, setAdding] = useState(false)
  const supported = browserSupportsPasskeys()
  return (
    <div className={styles.part}>
      <h3>{t.passkeys.title}</h3>
      <p>{t.passkeys.info}</p>
      {passkeys.length === 0 ? (
        <p>{t.passkeys.none}</p>
      ) : (
        <ul className={styles.passkeys}>
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} strong={strong} />
          ))}
        </ul>
      )}
      {!supported && <Alert kind="info">{t.passkeys.unsupported}</Alert>}
      {supported && strong && !adding && <Button onClick={() => setAdding(true)}>{t.passkeys.add}</Button>}
      {supported && strong && adding && <AddPasskey onDone={() => setAdding(false)} />}
    </div>
  )
}

/** Names the new passkey, then asks the browser (its authenticator) to make it */
function AddPasskey({ onDone }: { onDone: () => void }) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NameDraft>({
    defaultValues: { name: t.passkeys.defaultName },
    resolver: flatResolver(nameErrors),
    mode: 'onTouched',
  })
  const [failure, setFailure] = useState<string | null>(null)
  const register = useApiMutation({
    mutationFn: async (name: string) => (await import('./passkey-registration')).registerPasskey(name),
    invalidates: [personalDataKeys.passkeys()],
    errorTexts: { [personalDataErrors.passkeyVerificationFailed]: t.passkeys.verificationFailed },
  })
  const errorText: ErrorText = (key) => t.passkeys.errors[key as keyof PersonalDataTexts['passkeys']['errors']]
  const submit = form.handleSubmit(
    ({ name }) => {
      setFailure(null)
      register.mutate(name.trim(), {
        onSuccess: () => {
          toast(t.passkeys.added)
          onDone()
        },
        onError: (error) => {
          const kind = passkeyFailure(error)
          if (kind !== 'other') setFailure(kind === 'cancelled' ? t.passkeys.cancelled : t.passkeys.exists)
        },
      })
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <FormTextField
        control={form.control}
        name="name"
        errorText={errorText}
        label={t.passkeys.name}
        hint={t.passkeys.nameHint}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
      />
      {(failure ?? register.errorText) && (
        <Alert kind="error" live>
          {failure ?? register.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={register.isPending}>
          {t.passkeys.create}
        </Button>
      </div>
    </form>
  )
}

function PasskeyRow({ passkey: p, strong }: { passkey: Passkey; strong: boolean }) {
  const t = usePersonalDataTexts()
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const remove = useApiMutation({
    mutationFn: () => apiCall('deletePasskey', { params: { passkeyId: p.id } }),
    invalidates: [personalDataKeys.passkeys()],
    failureTitle: t.passkeys.removeFailed,
    onSettled: () => setConfirming(false),
  })
  return (
    <li className={styles.passkey}>
      {renaming ? (
        <RenamePasskey passkey={p} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <strong>{p.name}</strong>
          <span className={styles.hint}>
            {dayAndTime(p.createdAt, t.passkeys.created)}
            {' · '}
            {p.lastUsedAt ? dayAndTime(p.lastUsedAt, t.passkeys.lastUsed) : t.passkeys.neverUsed}
          </span>
          {strong && (
            <span className={styles.rowActions}>
              <Button onClick={() => setRenaming(true)} aria-label={t.passkeys.renameOf(p.name)}>
                {t.passkeys.rename}
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)} aria-label={t.passkeys.removeOf(p.name)}>
                {t.passkeys.remove}
              </Button>
            </span>
          )}
        </>
      )}
      {confirming && (
        <Dialog
          title={t.passkeys.removeTitle}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
              <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t.passkeys.remove}
              </Button>
            </>
          }
        >
          <p>{t.passkeys.removeText(p.name)}</p>
        </Dialog>
      )}
    </li>
  )
}

function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = usePersonalDataTexts()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NameDraft>({
    defaultValues: { name: passkey.name },
    resolver: flatResolver(nameErrors),
    mode: 'onTouched',
  })
  const rename = useApiMutation({
    mutationFn: (name: string) => apiCall('renamePasskey', { params: { passkeyId: passkey.id }, body: { name } }),
    invalidates: [personalDataKeys.passkeys()],
  })
  const errorText: ErrorText = (key) => t.passkeys.errors[key as keyof PersonalDataTexts['passkeys']['errors']]
  const submit = form.handleSubmit(
    ({ name }) => rename.mutate(name.trim(), { onSuccess: onDone }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <FormTextField
        control={form.control}
        name="name"
        errorText={errorText}
        label={t.passkeys.name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
      />
      {rename.errorText && (
        <Alert kind="error" live>
          {rename.errorText}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button variant="primary" type="submit" disabled={rename.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  )
}
