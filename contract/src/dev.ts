import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { AuthLevel, Created, Language, LocalDate, Ok } from './common'
import { EmailMessageType, EmailStatus } from './email'
import { ApplicationStatus, ApplicationType } from './applications'

// The dev API's core (personas, login, applications, jobs, emails, credentials). The fixtures of
// a domain are in its own file, re-exported here so that `@citizen/contract` (and, as types,
// `@citizen/contract/web`) offer them all from this module as before.
export * from './decisions-dev'
export * from './calendar-dev'
export * from './income-dev'
export * from './messages-dev'

export const Persona = z.object({
  key: z.string(),
  ssn: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  weakLoginUsername: z.string().nullable(),
  weakLoginPassword: z.string().nullable(),
  children: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
})
export type Persona = z.infer<typeof Persona>

export const devReset = endpoint(devRoutes.devReset, {
  response: z.object({ personas: z.array(Persona) }),
})

export const devLogin = endpoint(devRoutes.devLogin, {
  body: z.object({ ssn: z.string().min(1), authLevel: AuthLevel.default('STRONG') }),
  response: z.object({ personId: z.uuid() }),
})

/**
 * POST /api/dev/applications: a complete, valid application in any status for a child (the
 * guardian need not be related to the child). Unset form values get valid defaults: the term's
 * or a month ahead's start date, the first unit taking applications then, the first fitting
 * service need option. Statuses from WAITING_MAILING on also get their decisions (PENDING for
 * WAITING_MAILING and WAITING_CONFIRMATION, ACCEPTED for ACTIVE, REJECTED for REJECTED).
 */
export const devCreateApplication = endpoint(devRoutes.devCreateApplication, {
  body: z.object({
    childId: z.uuid(),
    guardianId: z.uuid(),
    type: ApplicationType,
    status: ApplicationStatus.default('SENT'),
    form: z
      .object({
        preferredStartDate: LocalDate.optional(),
        /** In order of preference; default the first unit taking applications of the type on the start date */
        preferredUnitIds: z.array(z.uuid()).min(1).max(3).optional(),
        /** PRESCHOOL: apply for connected daycare too */
        connectedDaycare: z.boolean().optional(),
        connectedDaycarePreferredStartDate: LocalDate.optional(),
        urgent: z.boolean().optional(),
        shiftCare: z.boolean().optional(),
        partTime: z.boolean().optional(),
        preparatory: z.boolean().optional(),
        serviceNeedOptionId: z.uuid().optional(),
        assistanceNeeded: z.boolean().optional(),
        otherInfo: z.string().optional(),
      })
      .default({}),
    /** Default: today for sent statuses */
    sentDate: LocalDate.optional(),
    allowOtherGuardianAccess: z.boolean().default(false),
    /** application_other_guardian; default for sent statuses: the child's guardians other than the applicant */
    otherGuardianIds: z.array(z.uuid()).optional(),
    transferApplication: z.boolean().optional(),
    hideFromGuardian: z.boolean().default(false),
  }),
  response: Created,
})

/** The staff-side steps that move an application on (reference §3 "Staff-side transitions") */
export const DevApplicationAction = z.enum([
  'MOVE_TO_WAITING_PLACEMENT',
  'CREATE_PLACEMENT_PLAN',
  'SEND_DECISIONS',
  'CONFIRM_DECISION_MAILED',
])
export type DevApplicationAction = z.infer<typeof DevApplicationAction>

export const devApplicationAction = endpoint(devRoutes.devApplicationAction, {
  params: z.object({ applicationId: z.uuid(), action: DevApplicationAction }),
  response: Ok,
})

/** Runs the background jobs now (the daily ones included), at the mocked time when one is given */
export const devRunJobs = endpoint(devRoutes.devRunJobs, { response: z.object({ ran: z.number().int() }) })

/**
 * GET /api/dev/emails: the email outbox, newest first: what was sent and (without SMTP settings,
 * the default) what would have been. POST /api/dev/run-jobs runs the sending job now.
 */
export const devEmails = endpoint(devRoutes.devEmails, {
  response: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.string(),
      personId: z.uuid(),
      to: z.string(),
      language: Language,
      type: EmailMessageType,
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      status: EmailStatus,
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    }),
  ),
})

/**
 * POST /api/dev/persons/{personId}/credentials: a person's email, verified email, username and
 * password login and passkeys, as given (no rules checked, nothing emailed). A field left out
 * stays as it is; `weakLogin: null` turns the login off, `passkeys` replaces them all.
 */
export const devPersonCredentials = endpoint(devRoutes.devPersonCredentials, {
  params: z.object({ personId: z.uuid() }),
  body: z.object({
    email: z.string().nullable().optional(),
    verifiedEmail: z.string().nullable().optional(),
    weakLogin: z
      .object({ username: z.string().min(1), password: z.string().min(1) })
      .nullable()
      .optional(),
    disabledEmailTypes: z.array(EmailMessageType).optional(),
    passkeys: z
      .array(
        z.object({
          /** The credential id and its COSE public key, both base64url */
          credentialId: z.string().min(1),
          publicKey: z.string().min(1),
          counter: z.number().int().min(0).default(0),
          name: z.string().min(1).default('Passkey'),
        }),
      )
      .optional(),
  }),
  response: z.object({}),
})
