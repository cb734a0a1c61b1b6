import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { FiniteDayRange } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { initialRange, previousRange } from './model'

export const calendarKeys = {
  all: ['calendar'] as const,
  reservations: (today: string) => [...calendarKeys.all, 'reservations', today] as const,
  dailyServiceTimeNotifications: () => [...calendarKeys.all, 'daily-service-time-notifications'] as const,
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
      apiCall('getReservations', { query: { from: pageParam.start, to: pageParam.end } }),
    getNextPageParam: () => undefined,
    getPreviousPageParam: (_first, _all, firstParam: FiniteDayRange) => previousRange(firstParam.start),
  })

export const dailyServiceTimeNotificationsQuery = queryOptions({
  queryKey: calendarKeys.dailyServiceTimeNotifications(),
  queryFn: () => apiCall('getDailyServiceTimeNotifications'),
})
