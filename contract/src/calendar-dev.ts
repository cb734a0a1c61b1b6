import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, LocalDate } from './common'
import { PlacementType } from './children'
import { AbsenceType, CHILD_IMAGE_CONTENT_TYPES, ClockTime } from './calendar'

// Calendar fixtures (api/src/dev/calendar.ts) and child images (api/src/dev/child-images.ts)

/**
 * POST /api/dev/calendar: the calendar's facts staff and the municipality set, for tests and
 * demos (issue 16): placements with a service need, opening hours, reservations, absences
 * (staff-made or the guardian's), arrivals and departures, holiday periods and "daily service
 * time changed" notices. Everything is added; nothing is removed.
 */
export const devCalendarFixtures = endpoint(devRoutes.devCalendarFixtures, {
  body: z.object({
    placements: z
      .array(
        z.object({
          childId: z.uuid(),
          unitId: z.uuid(),
          type: PlacementType,
          startDate: LocalDate,
          endDate: LocalDate,
          /** Default: the type's default option */
          serviceNeedOptionId: z.uuid().optional(),
          shiftCare: z.enum(['NONE', 'FULL', 'INTERMITTENT']).default('NONE'),
          /** No service need: the child page shows the placement's default row */
          withoutServiceNeed: z.boolean().default(false),
          /** The placement's group (by name in its unit; created when missing) */
          groupName: z.string().optional(),
        }),
      )
      .default([]),
    operationTimes: z
      .array(
        z.object({
          unitId: z.uuid(),
          shiftCare: z.boolean().default(false),
          weekday: z.number().int().min(1).max(7),
          start: ClockTime,
          end: ClockTime,
        }),
      )
      .default([]),
    reservations: z
      .array(
        z.object({
          childId: z.uuid(),
          date: LocalDate,
          start: ClockTime.nullable(),
          end: ClockTime.nullable(),
          byStaff: z.boolean().default(false),
        }),
      )
      .default([]),
    absences: z
      .array(
        z.object({
          childId: z.uuid(),
          date: LocalDate,
          type: AbsenceType,
          category: z.enum(['BILLABLE', 'NONBILLABLE']).default('BILLABLE'),
          byStaff: z.boolean().default(true),
        }),
      )
      .default([]),
    attendances: z
      .array(
        z.object({ childId: z.uuid(), unitId: z.uuid(), date: LocalDate, start: ClockTime, end: ClockTime.nullable() }),
      )
      .default([]),
    holidayPeriods: z
      .array(
        z.object({ start: LocalDate, end: LocalDate, reservationsOpenOn: LocalDate, reservationDeadline: LocalDate }),
      )
      .default([]),
    dailyServiceTimeNotifications: z.array(z.object({ guardianId: z.uuid() })).default([]),
    /** The child page's daily service times (end null: valid until further notice) */
    dailyServiceTimes: z
      .array(
        z.object({
          childId: z.uuid(),
          type: z.enum(['REGULAR', 'IRREGULAR', 'VARIABLE_TIME']),
          startDate: LocalDate,
          endDate: LocalDate.nullable(),
          regular: z.object({ start: ClockTime, end: ClockTime }).optional(),
          weekdays: z
            .array(z.object({ weekday: z.number().int().min(1).max(7), start: ClockTime, end: ClockTime }))
            .default([]),
        }),
      )
      .default([]),
  }),
  response: z.object({}),
})

/** POST /api/dev/child-images: a child's image (replaces the child's earlier one); answers its id */
export const devCreateChildImage = endpoint(devRoutes.devCreateChildImage, {
  body: z.object({
    childId: z.uuid(),
    contentType: z.enum(CHILD_IMAGE_CONTENT_TYPES),
    /** The image's bytes in base64 */
    data: z.base64().max(1_000_000),
  }),
  response: Created,
})
