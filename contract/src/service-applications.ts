import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { Created, LocalDate, Ok } from './common'
import { PlacementType } from './children'
import { SERVICE_APPLICATION_ACTIONS, SERVICE_APPLICATION_INFO_MAX } from './service-application-rules'

// Service need change applications: spec 001 "Service application" (entity, states, form, calls),
// reference §7. The zod-free rules are in service-application-rules.ts.

const DateRange = z.object({ start: LocalDate, end: LocalDate.nullable() })

/** reference §7 ServiceNeedOptionBasics: an option a guardian may apply for */
export const ServiceNeedOptionBasics = z.object({
  id: z.uuid(),
  nameFi: z.string(),
  nameSv: z.string(),
  nameEn: z.string(),
  validPlacementType: PlacementType,
  partWeek: z.boolean(),
  validity: DateRange,
})
export type ServiceNeedOptionBasics = z.infer<typeof ServiceNeedOptionBasics>

export const ServiceApplicationDecisionStatus = z.enum(['ACCEPTED', 'REJECTED'])
export type ServiceApplicationDecisionStatus = z.infer<typeof ServiceApplicationDecisionStatus>

export const ServiceApplication = z.object({
  id: z.uuid(),
  /** ISO instant */
  sentAt: z.string(),
  /** The guardian who sent it */
  personId: z.uuid(),
  personName: z.string(),
  childId: z.uuid(),
  childName: z.string(),
  startDate: LocalDate,
  serviceNeedOption: ServiceNeedOptionBasics,
  additionalInfo: z.string(),
  /** null while undecided */
  decision: z
    .object({
      status: ServiceApplicationDecisionStatus,
      /** The deciding unit manager's id in the staff system */
      decidedBy: z.uuid().nullable(),
      decidedByName: z.string(),
      /** ISO instant */
      decidedAt: z.string(),
      rejectedReason: z.string().nullable(),
    })
    .nullable(),
})
export type ServiceApplication = z.infer<typeof ServiceApplication>

/** reference §7 CitizenServiceApplication: DELETE while undecided, for the guardian who sent it */
export const CitizenServiceApplication = z.object({
  data: ServiceApplication,
  permittedActions: z.array(z.enum(SERVICE_APPLICATION_ACTIONS)),
})
export type CitizenServiceApplication = z.infer<typeof CitizenServiceApplication>

/** The child's applications, newest first (weak session) */
export const getServiceApplications = endpoint(routes.getServiceApplications, {
  query: z.object({ childId: z.uuid() }),
  response: z.array(CitizenServiceApplication),
})

export const ServiceApplicationRequest = z.object({
  childId: z.uuid(),
  startDate: LocalDate,
  serviceNeedOptionId: z.uuid(),
  additionalInfo: z.string().max(SERVICE_APPLICATION_INFO_MAX),
})
export type ServiceApplicationRequest = z.infer<typeof ServiceApplicationRequest>

/** Sends an application (strong session); answers its id */
export const createServiceApplication = endpoint(routes.createServiceApplication, {
  body: ServiceApplicationRequest,
  response: Created,
})

/** Cancels an undecided application of the user's own (strong session) */
export const deleteServiceApplication = endpoint(routes.deleteServiceApplication, {
  params: z.object({ id: z.uuid() }),
  response: Ok,
})

/** The options the child may apply for from the date (strong session, reference §7) */
export const getServiceApplicationOptions = endpoint(routes.getServiceApplicationOptions, {
  query: z.object({ childId: z.uuid(), date: LocalDate }),
  response: z.array(ServiceNeedOptionBasics),
})
