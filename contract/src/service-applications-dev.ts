import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, LocalDate, Ok } from './common'

// Dev API of service applications (api/src/dev/service-applications.ts): what the unit manager
// does in eVaka, for tests and the demo

/** POST /api/dev/service-applications: an undecided application, as a guardian would send it */
export const devCreateServiceApplication = endpoint(devRoutes.devCreateServiceApplication, {
  body: z.object({
    childId: z.uuid(),
    personId: z.uuid(),
    startDate: LocalDate,
    serviceNeedOptionId: z.uuid(),
    additionalInfo: z.string().default(''),
    /** ISO instant; default now */
    sentAt: z.iso.datetime({ offset: true }).optional(),
  }),
  response: Created,
})

/**
 * POST /api/dev/service-applications/{id}/decision: the unit manager accepts (the child's service
 * need changes from the start date) or rejects with a reason. 409 when decided already.
 */
export const devDecideServiceApplication = endpoint(devRoutes.devDecideServiceApplication, {
  params: z.object({ id: z.uuid() }),
  body: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ACCEPTED'),
      decidedBy: z.uuid().nullable().default(null),
      decidedByName: z.string().min(1).default('Johtaja Jaana'),
    }),
    z.object({
      status: z.literal('REJECTED'),
      decidedBy: z.uuid().nullable().default(null),
      decidedByName: z.string().min(1).default('Johtaja Jaana'),
      rejectedReason: z.string().min(1),
    }),
  ]),
  response: Ok,
})
