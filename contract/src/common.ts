import { z } from 'zod'

/** A calendar day as YYYY-MM-DD; never a Date (see docs/decisions.md). */
export const LocalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  // A real day (no 2025-02-30, no year 0): PostgreSQL would reject it with an error, not a 400
  .refine(isCalendarDate, 'not a valid date')

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(y, m - 1, d) // not Date.UTC, which maps years 0-99 to 1900-1999
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
export type LocalDate = z.infer<typeof LocalDate>

export const Uuid = z.uuid()

export const ErrorResponse = z.object({
  message: z.string().nullable(),
  errorCode: z.string().optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponse>

export const AuthLevel = z.enum(['STRONG', 'WEAK'])
export type AuthLevel = z.infer<typeof AuthLevel>

export const Language = z.enum(['fi', 'sv', 'en'])
export type Language = z.infer<typeof Language>

export const UnitLanguage = z.enum(['fi', 'sv', 'en'])

