import { useQuery } from '@tanstack/react-query'
import { helsinkiToday } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { webConfig } from '../../shared/config'
import { Button } from '../../ui/button'
import { calendarEventsQuery } from './event-queries'
import { surveysByChild } from './event-model'
import { useCalendarEventTexts } from './i18n/events'

/** Discussion times are offered only with the discussionReservations feature on (spec 001 §6) */
export const discussionsEnabled = () => webConfig.discussionReservations

/** Opens ?modal=discussions; shown when the feature is on and a child has a discussion survey */
export function DiscussionsButton({ onOpen, fullWidth }: { onOpen: () => void; fullWidth?: boolean }) {
  const t = useCalendarEventTexts()
  const { data } = useQuery(calendarEventsQuery(helsinkiToday(clientNow())))
  if (!discussionsEnabled() || !data || surveysByChild(data).size === 0) return null
  return (
    <Button fullWidth={fullWidth} onClick={onOpen}>
      {t.discussions.open}
    </Button>
  )
}
