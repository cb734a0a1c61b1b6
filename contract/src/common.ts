import { z } from 'zod'
import { isCalendarDate } from './dates'

/** A calendar day as YYYY-MM-DD; never a Date (see docs/decisions.md). */
export const LocalDate = z
  .string()
  // A real day (no 2025-02-30, no year 0): PostgreSQL would reject it with an error, not a 400
  .refine(isCalendarDate, 'date must be a real day as YYYY-MM-DD')
export type LocalDate = z.infer<typeof LocalDate>

export const Uuid = z.uuid()

/** reference §0 FiniteDateRange: both ends given, the end on or after the start */
export const FiniteDateRange = z
  .object({ start: LocalDate, end: LocalDate })
  .refine((r) => r.start <= r.end, 'a date range ends on or after its start')
export type FiniteDateRange = z.infer<typeof FiniteDateRange>

export const AuthLevel = z.enum(['STRONG', 'WEAK'])
export type AuthLevel = z.infer<typeof AuthLevel>

export const Language = z.enum(['fi', 'sv', 'en'])
export type Language = z.infer<typeof Language>

/** The answer of a command that has nothing else to say */
export const Ok = z.object({ ok: z.literal(true) })

/** The answer of a command that made something: the new row's id */
export const Created = z.object({ id: z.uuid() })
