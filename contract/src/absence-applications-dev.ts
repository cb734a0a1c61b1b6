import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Ok } from './common'

// Dev API of absence applications (api/src/dev/absence-applications.ts): the unit head's decision in eVaka

/**
 * POST /api/dev/absence-applications/{id}/decision: ACCEPTED marks the days absent (OTHER_ABSENCE,
 * full days) and emails the guardians; REJECTED needs a reason. 409 when already decided.
 */
export const devDecideAbsenceApplication = endpoint(devRoutes.devDecideAbsenceApplication, {
  params: z.object({ id: z.uuid() }),
  body: z.discriminatedUnion('status', [
    z.object({ status: z.literal('ACCEPTED'), decidedBy: z.string().min(1).default('Johtaja Jaana') }),
    z.object({
      status: z.literal('REJECTED'),
      decidedBy: z.string().min(1).default('Johtaja Jaana'),
      reason: z.string().trim().min(1),
    }),
  ]),
  response: Ok,
})
