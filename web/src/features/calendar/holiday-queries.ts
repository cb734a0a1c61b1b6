import { queryOptions } from '@tanstack/react-query'
import type { ActiveQuestionnaire, HolidayPeriod } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { calendarKeys, NOTICE_STALE_TIME } from './queries'

/** Under the calendar's keys: a save (calendarKeys.all) reads them again too */
export const holidayKeys = {
  periods: () => [...calendarKeys.all, 'holiday-periods'] as const,
  questionnaires: () => [...calendarKeys.all, 'holiday-questionnaires'] as const,
}

/**
 * The holiday periods and the active questionnaire (the call to action above the days). Like the
 * other notices they never fail: one that cannot be read is left out (the calendar matters more).
 */
export const holidayPeriodsQuery = queryOptions({
  queryKey: holidayKeys.periods(),
  queryFn: () => apiCall('getHolidayPeriods').catch((): HolidayPeriod[] => []),
  staleTime: NOTICE_STALE_TIME,
})

export const activeQuestionnairesQuery = queryOptions({
  queryKey: holidayKeys.questionnaires(),
  queryFn: () => apiCall('getActiveQuestionnaires').catch((): ActiveQuestionnaire[] => []),
  staleTime: NOTICE_STALE_TIME,
})
