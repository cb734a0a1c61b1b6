import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { expandCalendar, type CalendarData, type FiniteDayRange } from '@citizen/contract/web'
import { apiCall, apiQuery } from '../../api/client'
import { initialRange, previousRange } from './model'

export const calendarKeys = {
  all: ['calendar'] as const,
  reservations: (today: string) => [...calendarKeys.all, 'reservations', today] as const,
  dailyServiceTimeNotifications: () => [...calendarKeys.all, 'daily-service-time-notifications'] as const,
  expiringIncome: () => [...calendarKeys.all, 'expiring-income'] as const,
  preschoolDays: (childIds: string[], range: FiniteDayRange) =>
    [...calendarKeys.all, 'preschool-days', childIds.join(), range.start, range.end] as const,
}

/**
 * The calendar's days: the initial range first, "fetch previous" adds earlier ranges in front
 * (one infinite query, so a save refetches every loaded range together).
 */
export const reservationsQuery = (today: string) =>
  infiniteQueryOptions({
    queryKey: calendarKeys.reservations(today),
    initialPageParam: initialRange(today),
    queryFn: ({ pageParam }: { pageParam: FiniteDayRange }) =>
      apiCall('getReservations', { query: { from: pageParam.start, to: pageParam.end } }).then(expandCalendar),
    getNextPageParam: () => undefined,
    getPreviousPageParam: (_first, _all, firstParam: FiniteDayRange) => previousRange(firstParam.start),
  })

/**
 * Without a network, the days as last read on an earlier day (the offline copy of issue 42 keeps
 * the query under that day's key): the newest of them, with the time it was read
 */
export function earlierReservations(client: QueryClient) {
  const [latest] = client
    .getQueryCache()
    .findAll({ queryKey: [...calendarKeys.all, 'reservations'] })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  return (
    latest && { data: latest.state.data as InfiniteData<CalendarData, FiniteDayRange>, at: latest.state.dataUpdatedAt }
  )
}

/**
 * The notices above the days never fail: the page waits for them with the days (arriving later
 * they pushed the days down), and one that cannot be read is left out (the calendar matters more).
 * A minute fresh (NOTICE_STALE_TIME): the notices mount after the days, and with none each was read
 * a second time during the page's load (a save still reads them again: calendarKeys.all)
 */
export const NOTICE_STALE_TIME = 60_000

export const dailyServiceTimeNotificationsQuery = queryOptions({
  queryKey: calendarKeys.dailyServiceTimeNotifications(),
  queryFn: () => apiCall('getDailyServiceTimeNotifications').catch((): string[] => []),
  staleTime: NOTICE_STALE_TIME,
})

export const expiringIncomeQuery = queryOptions({
  queryKey: calendarKeys.expiringIncome(),
  queryFn: () => apiCall('getExpiringIncome').catch((): string[] => []),
  staleTime: NOTICE_STALE_TIME,
})

/** Each child's preschool operational days in the range (the absence modal's preschool block) */
export const preschoolDaysQuery = (childIds: string[], range: FiniteDayRange) =>
  apiQuery(calendarKeys.preschoolDays(childIds, range), 'getPreschoolOperationalDates', { body: { childIds, range } })
