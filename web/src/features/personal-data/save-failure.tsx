import { Alert } from '../../ui/alert'
import { usePersonalDataTexts } from './i18n'

/** Why a save failed: the username (`conflictWith`) being another person's, or the mutation's own text */
export function SaveFailure({ conflictWith, errorText }: { conflictWith: string | null; errorText: string | null }) {
  const t = usePersonalDataTexts()
  const text = conflictWith !== null ? t.usernameConflict(conflictWith) : errorText
  return text ? (
    <Alert kind="error" live>
      {text}
    </Alert>
  ) : null
}
