import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { FiniteDateRange, LocalDate } from './common'
import { ClockTime } from './calendar'
import { CalendarEventTypeSchema } from './calendar-events'

// Dev API of calendar events (api/src/dev/calendar-events.ts): what staff do in eVaka, for tests and the demo

/**
 * POST /api/dev/calendar-events: an event with its attendees (a unit, a group of it, or one child
 * of it) and, for a DISCUSSION_SURVEY, its discussion times (free, or booked for a child)
 */
export const devCreateCalendarEvent = endpoint(devRoutes.devCreateCalendarEvent, {
  body: z.object({
    title: z.string().min(1),
    description: z.string().default(''),
    period: FiniteDateRange,
    eventType: CalendarEventTypeSchema.default('DAYCARE_EVENT'),
    attendees: z
      .array(
        z.object({
          unitId: z.uuid(),
          /** A group of the unit by name (devCalendarFixtures' groupName) */
          groupName: z.string().nullable().default(null),
          childId: z.uuid().nullable().default(null),
        }),
      )
      .min(1),
    times: z
      .array(
        z.object({
          date: LocalDate,
          startTime: ClockTime,
          endTime: ClockTime,
          childId: z.uuid().nullable().default(null),
        }),
      )
      .default([]),
  }),
  response: z.object({ id: z.uuid(), timeIds: z.array(z.uuid()) }),
})
