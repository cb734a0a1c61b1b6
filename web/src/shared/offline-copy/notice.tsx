import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { dayAndTime } from '../date-time'
import { useOnline } from '../online'

/**
 * Above a page shown from the offline copy while there is no network (issue 42): when its data
 * was read ("06.12. 07:42") and why the actions that need the server are off; `also`, what still works.
 */
export function OfflineCopyNotice({ updatedAt, also }: { updatedAt: number; also?: string }) {
  const { t } = useTranslation()
  const online = useOnline()
  if (online || updatedAt === 0) return null
  const asOf = dayAndTime(new Date(updatedAt).toISOString(), (day, time) => `${day.slice(0, 6)} ${time}`)
  return (
    <Alert kind="info">
      {t.notices.offlineCopy(asOf)}
      {also && ` ${also}`}
    </Alert>
  )
}
