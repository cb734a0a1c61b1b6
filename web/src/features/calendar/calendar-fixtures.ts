/** Calendar data for the unit tests */
import type { CalendarChild, CalendarChildDay } from '@citizen/contract/web'

export const A = '00000000-0000-4000-8000-00000000000a'
export const B = '00000000-0000-4000-8000-00000000000b'

export const childDay = (over: Partial<CalendarChildDay> = {}): CalendarChildDay => ({
  childId: A,
  scheduleType: 'RESERVATION_REQUIRED',
  shiftCare: false,
  absence: null,
  reservations: [],
  attendances: [],
  reservableTimeRange: { type: 'NORMAL', range: { start: '06:30', end: '17:30' } },
  holidayPeriodEffect: null,
  usedService: null,
  ...over,
})

export const child = (id: string, over: Partial<CalendarChild> = {}): CalendarChild => ({
  id,
  firstName: id === A ? 'Onni' : 'Ella',
  lastName: 'Korhonen',
  preferredName: '',
  imageId: null,
  upcomingPlacementType: 'DAYCARE',
  upcomingPlacementStartDate: null,
  upcomingPlacementUnitName: null,
  contractDaysPerMonth: null,
  monthSummaries: [],
  ...over,
})
