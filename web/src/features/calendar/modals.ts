import { lazyComponent } from '../../shared/lazy-component'
import type { DayViewProps, ModalProps } from './calendar-page'
import type { QueuedWrite } from '../../shared/offline-copy/queue-state'
import type { CalendarTexts } from './i18n'

// The modals bring the form machinery (react-aria-components' fields, react-hook-form): none of it
// is the calendar's first load. Each is fetched on intent (a pointer over, a touch on or the focus
// on what opens it), in idle time once the calendar is shown (useIdlePreload), or when it opens
export const DayView = lazyComponent<DayViewProps>(() => import('./day-view'))
export const ReservationModal = lazyComponent<ModalProps>(() => import('./reservation-modal'))
export const AbsenceModal = lazyComponent<ModalProps>(() => import('./absence-modal'))
export const HolidayModal = lazyComponent<ModalProps>(() => import('./holiday-modal'))
export const DiscussionsModal = lazyComponent<ModalProps>(() => import('./discussions-modal'))
export const DiscussionReservationModal = lazyComponent<ModalProps>(() => import('./discussion-reservation-modal'))
// Only where absences wait on the device (offline, issue 42): most never need it
export const QueuedAbsences = lazyComponent<{ entries: readonly QueuedWrite[]; t: CalendarTexts }>(
  () => import('./queued-absences'),
)
