import { z } from 'zod'

/** A calendar day as YYYY-MM-DD; never a Date (see docs/decisions.md). */
export const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
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

