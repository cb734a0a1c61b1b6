/**
 * What other features may use of the calendar besides its service: the holiday questionnaire
 * (features/holiday-periods) writes the same days, so it takes the same per-child lock first and
 * clears what a guardian may change as the calendar's saves do.
 */
export { lockChildren, deleteCitizenAbsences, deleteReservations, insertAbsences } from './queries'
export { childDayContext, type CalendarFacts } from './day-context'
export { absenceCategories } from './absence-categories'
