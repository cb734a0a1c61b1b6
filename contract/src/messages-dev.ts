import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Period, periodInOrder } from './dev-common'

// Messaging fixtures (api/src/dev/messages.ts): the staff side of messages

/**
 * POST /api/dev/messaging: the staff side of messages (reference §12): employees (each with a
 * PERSONAL account), their units (ACL), daycare groups (each with a GROUP account), children's
 * group placements (within the child's placement in the group's unit), out of office and the
 * municipality's accounts. Ids are the caller's, so a test names what it made.
 */
export const devMessagingFixtures = endpoint(devRoutes.devMessagingFixtures, {
  body: z.object({
    employees: z
      .array(z.object({ id: z.uuid(), firstName: z.string().min(1), lastName: z.string().min(1) }))
      .default([]),
    acl: z
      .array(
        z.object({
          employeeId: z.uuid(),
          unitId: z.uuid(),
          role: z.enum([
            'UNIT_SUPERVISOR',
            'STAFF',
            'SPECIAL_EDUCATION_TEACHER',
            'EARLY_CHILDHOOD_EDUCATION_SECRETARY',
          ]),
        }),
      )
      .default([]),
    groups: z.array(z.object({ id: z.uuid(), unitId: z.uuid(), name: z.string().min(1) })).default([]),
    /** A child's group placement replaces any it has in those days (one group at a time) */
    groupPlacements: z
      .array(z.object({ childId: z.uuid(), groupId: z.uuid(), ...Period }).refine(periodInOrder))
      .default([]),
    outOfOffice: z.array(z.object({ employeeId: z.uuid(), ...Period }).refine(periodInOrder)).default([]),
    municipalAccounts: z
      .array(
        z.object({ id: z.uuid(), type: z.enum(['MUNICIPAL', 'SERVICE_WORKER', 'FINANCE']), name: z.string().min(1) }),
      )
      .default([]),
  }),
  response: z.object({}),
})

/** The staff account a dev message is sent from */
const DevSender = z.union([
  z.object({ employeeId: z.uuid() }),
  z.object({ groupId: z.uuid() }),
  z.object({ accountId: z.uuid() }),
])

/**
 * POST /api/dev/messages: staff send a message or bulletin to guardians (persons) about children.
 * `asCopies` (reference: is_copy) gives each guardian a thread of their own that cannot be
 * replied to, as a bulletin to a whole group is sent. Sent at `sentAt` (default now).
 */
export const devStaffMessage = endpoint(devRoutes.devStaffMessage, {
  body: z.object({
    sender: DevSender,
    recipientPersonIds: z.array(z.uuid()).min(1),
    childIds: z.array(z.uuid()).default([]),
    title: z.string().min(1),
    content: z.string().min(1),
    type: z.enum(['MESSAGE', 'BULLETIN']).default('MESSAGE'),
    urgent: z.boolean().default(false),
    sensitive: z.boolean().default(false),
    asCopies: z.boolean().default(false),
    applicationId: z.uuid().nullable().default(null),
    /** The group or unit name the guardians see as the recipients, when given */
    recipientNames: z.array(z.string()).nullable().default(null),
    attachments: z
      .array(z.object({ name: z.string().min(1), contentType: z.string().min(1), data: z.base64().max(1_000_000) }))
      .default([]),
    sentAt: z.iso.datetime({ offset: true }).optional(),
  }),
  response: z.object({ threadIds: z.array(z.uuid()), messageIds: z.array(z.uuid()) }),
})

/** POST /api/dev/messages/{messageId}/reply: staff reply to everyone else in the thread */
export const devStaffReply = endpoint(devRoutes.devStaffReply, {
  params: z.object({ messageId: z.uuid() }),
  body: z.object({
    sender: DevSender,
    content: z.string().min(1),
    sentAt: z.iso.datetime({ offset: true }).optional(),
  }),
  response: z.object({ messageId: z.uuid() }),
})
