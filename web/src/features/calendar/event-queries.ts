import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'
import { initialRange } from './model'

export const calendarEventKeys = {
  all: ['calendar-events'] as const,
  events: (today: string) => [...calendarEventKeys.all, 'events', today] as const,
  subscription: () => [...calendarEventKeys.all, 'subscription'] as const,
}

/** The family's events over the calendar's initial range (spec 001 §7 GET /citizen/calendar-events) */
export const calendarEventsQuery = (today: string) => {
  const range = initialRange(today)
  return queryOptions({
    queryKey: calendarEventKeys.events(today),
    queryFn: () => apiCall('getCalendarEvents', { query: { start: range.start, end: range.end } }),
    // Every day cell reads it: mounting more of them (the phone list growing) is no reason to read again
    staleTime: 60_000,
  })
}

export const calendarSubscriptionQuery = queryOptions({
  queryKey: calendarEventKeys.subscription(),
  queryFn: () => apiCall('getCalendarSubscription'),
  staleTime: 60_000,
})
