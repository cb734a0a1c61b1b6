import { lazyPage } from '../../shared/lazy-page'
import type { DayViewProps, ModalProps } from './calendar-page'

// The modals bring the form machinery (react-aria-components' fields, react-hook-form): none of it
// is the calendar's first load. Each is fetched on intent (a pointer over, a touch on or the focus
// on what opens it), in idle time once the calendar is shown (useIdlePreload), or when it opens
export const DayView = lazyPage<DayViewProps>(() => import('./day-view'))
export const ReservationModal = lazyPage<ModalProps>(() => import('./reservation-modal'))
export const AbsenceModal = lazyPage<ModalProps>(() => import('./absence-modal'))
export const HolidayModal = lazyPage<ModalProps>(() => import('./holiday-modal'))
export const DiscussionsModal = lazyPage<ModalProps>(() => import('./discussions-modal'))
export const DiscussionReservationModal = lazyPage<ModalProps>(() => import('./discussion-reservation-modal'))

/** Props of a button that opens the modals: their code is fetched when a person heads for it */
export const intentTo = (...modals: { preload: () => Promise<unknown> }[]) => {
  const preload = () => modals.forEach((m) => void m.preload().catch(() => undefined))
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload }
}
