import type { ButtonHTMLAttributes } from 'react'
import { useQuery } from '@tanstack/react-query'
import { helsinkiToday } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { webConfig } from '../../shared/config'
import { Button } from '../../ui/button'
import { calendarEventsQuery } from './event-queries'
import { offersDiscussionTimes } from './event-model'
import { useCalendarEventTexts } from './i18n/events'

/** Discussion times are offered only with the discussionReservations feature on (spec 001 §6) */
export const discussionsEnabled = () => webConfig.discussionReservations

/** Opens ?modal=discussions; shown when the feature is on and a survey offers a child a time (or its booked one) */
export function DiscussionsButton({
  onOpen,
  fullWidth,
  disabled,
  ...intent
}: { onOpen: () => void; fullWidth?: boolean; disabled?: boolean } & Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onPointerEnter' | 'onPointerDown' | 'onFocus'
>) {
  const t = useCalendarEventTexts()
  const today = helsinkiToday(clientNow())
  const { data } = useQuery(calendarEventsQuery(today))
  if (!discussionsEnabled() || !data || !offersDiscussionTimes(data, today)) return null
  return (
    <Button fullWidth={fullWidth} disabled={disabled} onClick={onOpen} {...intent}>
      {t.discussions.open}
    </Button>
  )
}
