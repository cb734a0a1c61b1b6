import type { Passkey } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { usePersonalDataTexts } from './i18n'
import { personalDataKeys } from './queries'
import { PasskeyNameForm } from './passkey-name-forms'

export default function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = usePersonalDataTexts()
  const rename = useApiMutation({
    mutationFn: (name: string) => apiCall('renamePasskey', { params: { passkeyId: passkey.id }, body: { name } }),
    invalidates: [personalDataKeys.passkeys()],
  })
  return (
    <PasskeyNameForm
      initialName={passkey.name}
      submitText={t.save}
      error={rename.errorText}
      pending={rename.isPending}
      onSubmit={(name) => rename.mutate(name, { onSuccess: onDone })}
      onCancel={onDone}
    />
  )
}
