import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { Created, FiniteDateRange, LocalDate, Ok } from './common'
import { ABSENCE_APPLICATION_DESCRIPTION_MAX, ABSENCE_APPLICATION_STATUSES } from './absence-application-rules'

// Long preschool absence applications (spec 001 "Absence application form", reference §7)

const AbsenceApplicationStatusSchema = z.enum(ABSENCE_APPLICATION_STATUSES)

/** reference §7 AbsenceApplicationSummary */
export const AbsenceApplicationSummary = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** The guardian who sent it */
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  child: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  startDate: LocalDate,
  endDate: LocalDate,
  description: z.string(),
  status: AbsenceApplicationStatusSchema,
  decidedAt: z.iso.datetime().nullable(),
  /** The staff member's name */
  decidedBy: z.string().nullable(),
  rejectedReason: z.string().nullable(),
})
export type AbsenceApplicationSummary = z.infer<typeof AbsenceApplicationSummary>

/** reference §7 AbsenceApplicationSummaryCitizen: DELETE while it waits and is the user's own */
export const AbsenceApplicationCitizen = z.object({
  data: AbsenceApplicationSummary,
  actions: z.array(z.literal('DELETE')),
})
export type AbsenceApplicationCitizen = z.infer<typeof AbsenceApplicationCitizen>

const ChildQuery = z.object({ childId: z.uuid() })

/** GET ?childId: the child's applications, newest first */
export const getAbsenceApplications = endpoint(routes.getAbsenceApplications, {
  query: ChildQuery,
  response: z.array(AbsenceApplicationCitizen),
})

/** GET /application-possible?childId: the ranges an application may cover */
export const getAbsenceApplicationPossibleRanges = endpoint(routes.getAbsenceApplicationPossibleRanges, {
  query: ChildQuery,
  response: z.array(FiniteDateRange),
})

export const AbsenceApplicationCreateRequest = z
  .object({
    childId: z.uuid(),
    startDate: LocalDate,
    endDate: LocalDate,
    description: z
      .string()
      .max(ABSENCE_APPLICATION_DESCRIPTION_MAX)
      .refine((d) => d.trim() !== '', 'a description is required'),
  })
  .refine((r) => r.startDate <= r.endDate, { message: 'the end is on or after the start', path: ['endDate'] })
export type AbsenceApplicationCreateRequest = z.infer<typeof AbsenceApplicationCreateRequest>

export const createAbsenceApplication = endpoint(routes.createAbsenceApplication, {
  body: AbsenceApplicationCreateRequest,
  response: Created,
})

/** DELETE /{id}: the creator withdraws it while it waits for a decision */
export const deleteAbsenceApplication = endpoint(routes.deleteAbsenceApplication, {
  params: z.object({ id: z.uuid() }),
  response: Ok,
})
