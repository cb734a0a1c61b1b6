import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { AuthLevel, Language, LocalDate } from './common'
import { EmailMessageType, EmailStatus } from './email'
import { ApplicationStatus, ApplicationType } from './applications'
import { PlacementType } from './children'
import { AbsenceType, CHILD_IMAGE_CONTENT_TYPES, ClockTime } from './calendar'
import {
  AssistanceDecisionContent,
  AssistanceDecisionStatus,
  AssistanceLevel,
  PreschoolAssistanceDecisionContent,
  PreschoolAssistanceDecisionType,
} from './decisions'

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
  response: z.object({ id: z.uuid() }),
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
  response: z.object({ ok: z.literal(true) }),
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

// ---------------------------------------------------------------------------------------------
// Finance and assistance decision fixtures (api/src/dev/decisions.ts). Amounts are euro cents.

const DevFinanceDecisionStatus = z.enum([
  'DRAFT',
  'WAITING_FOR_SENDING',
  'WAITING_FOR_MANUAL_SENDING',
  'SENT',
  'ANNULLED',
  'IGNORED',
])
type DevFinanceDecisionStatus = z.infer<typeof DevFinanceDecisionStatus>

const Cents = z.number().int().min(0).max(10_000_000)
const DocumentLanguage = z.enum(['fi', 'sv'])
const Created = z.object({ id: z.uuid() })

/** validTo, when given, is not before validFrom (a 400, not a database error) */
const validityInOrder = (v: { validFrom: string; validTo?: string | null | undefined }) =>
  !v.validTo || v.validFrom <= v.validTo
const validityMessage = { message: 'validTo must not be before validFrom', path: ['validTo'] }

const FinanceDecisionCommon = {
  headOfFamilyId: z.uuid(),
  partnerId: z.uuid().nullable().optional(),
  validFrom: LocalDate,
  /** Inclusive; null or left out: until further notice */
  validTo: LocalDate.nullable().optional(),
  status: DevFinanceDecisionStatus.default('SENT'),
  /** ISO instant; default now for SENT, else none */
  sentAt: z.iso.datetime({ offset: true }).optional(),
  /** Default: head + partner + children */
  familySize: z.number().int().min(1).max(30).optional(),
  language: DocumentLanguage.default('fi'),
  decisionMaker: z.string().optional(),
}

/** One child of a fee decision; unit and placement type default from the child's placement at validFrom */
const DevFeeDecisionChild = z.object({
  childId: z.uuid(),
  unitId: z.uuid().optional(),
  placementType: PlacementType.optional(),
  /** Default: the default service need option of the placement type */
  serviceNeedFi: z.string().optional(),
  serviceNeedSv: z.string().optional(),
  /** Default 31100 (the highest monthly fee, 311 €) */
  baseFee: Cents.optional(),
  /** Percent, default 0 */
  siblingDiscount: z.number().int().min(0).max(100).optional(),
  /** Default: baseFee less the sibling discount */
  finalFee: Cents.optional(),
})

/**
 * POST /api/dev/fee-decisions: a fee decision of a family; a SENT one also gets its case process
 * (COMPLETED at sentAt).
 */
export const devCreateFeeDecision = endpoint(devRoutes.devCreateFeeDecision, {
  body: z
    .object({
      ...FinanceDecisionCommon,
      children: z.array(DevFeeDecisionChild).min(1).max(20),
      /** Monthly gross incomes; null or left out: not reported (the highest fee) */
      headOfFamilyIncome: Cents.nullable().optional(),
      partnerIncome: Cents.nullable().optional(),
    })
    .refine(validityInOrder, validityMessage)
    .refine((v) => new Set(v.children.map((c) => c.childId)).size === v.children.length, {
      message: 'a child only once',
      path: ['children'],
    })
    .refine((v) => v.partnerId !== v.headOfFamilyId, {
      message: 'the partner is not the head of family',
      path: ['partnerId'],
    }),
  response: Created,
})

/** POST /api/dev/voucher-value-decisions: one child in a service voucher unit (default: the first such unit) */
export const devCreateVoucherValueDecision = endpoint(devRoutes.devCreateVoucherValueDecision, {
  body: z
    .object({
      ...FinanceDecisionCommon,
      childId: z.uuid(),
      unitId: z.uuid().optional(),
      placementType: PlacementType.optional(),
      serviceNeedFi: z.string().optional(),
      serviceNeedSv: z.string().optional(),
      /** Default 104000 (1040 €) */
      voucherValue: Cents.optional(),
      /** Default 31100 */
      coPayment: Cents.optional(),
      /** Default: coPayment */
      finalCoPayment: Cents.optional(),
    })
    .refine(validityInOrder, validityMessage)
    .refine((v) => v.partnerId !== v.headOfFamilyId, {
      message: 'the partner is not the head of family',
      path: ['partnerId'],
    }),
  response: Created,
})

const DECIDED_STATUSES: readonly string[] = ['ACCEPTED', 'REJECTED', 'ANNULLED']

const AssistanceDecisionCommon = {
  childId: z.uuid(),
  status: AssistanceDecisionStatus.default('ACCEPTED'),
  validFrom: LocalDate,
  validTo: LocalDate.nullable().optional(),
  /** Default: today for ACCEPTED, REJECTED and ANNULLED; none for DRAFT and NEEDS_WORK */
  decisionMade: LocalDate.nullable().optional(),
  /** Default: the unit of the child's placement at validFrom (else the latest); null: none */
  unitId: z.uuid().nullable().optional(),
  language: DocumentLanguage.default('fi'),
  /** Required (non-blank) for ANNULLED, empty otherwise */
  annulmentReason: z.string().default(''),
  /** Default for decided statuses: the child's guardians and foster parents valid today; drafts: none */
  unreadGuardianIds: z.array(z.uuid()).optional(),
}

const annulmentRule = (v: { status: string; annulmentReason: string }) =>
  (v.status === 'ANNULLED') === (v.annulmentReason.trim() !== '')
const annulmentMessage = {
  message: 'annulmentReason is required for ANNULLED and only for it',
  path: ['annulmentReason'],
}
const decidedRule = (v: { status: string; decisionMade?: string | null | undefined }) =>
  !(DECIDED_STATUSES.includes(v.status) && v.decisionMade === null)
const decidedMessage = { message: 'a decided decision has a decisionMade date', path: ['decisionMade'] }

/** POST /api/dev/assistance-decisions: an early childhood education assistance decision; content defaults are realistic Finnish text */
export const devCreateAssistanceDecision = endpoint(devRoutes.devCreateAssistanceDecision, {
  body: z
    .object({
      ...AssistanceDecisionCommon,
      assistanceLevels: z.array(AssistanceLevel).default(['ENHANCED_ASSISTANCE']),
      /** Replaces the named fields of the default content */
      content: AssistanceDecisionContent.partial().default({}),
    })
    .refine(validityInOrder, validityMessage)
    .refine(annulmentRule, annulmentMessage)
    .refine(decidedRule, decidedMessage),
  response: Created,
})

/** POST /api/dev/preschool-assistance-decisions: a preschool assistance decision */
export const devCreatePreschoolAssistanceDecision = endpoint(devRoutes.devCreatePreschoolAssistanceDecision, {
  body: z
    .object({
      ...AssistanceDecisionCommon,
      type: PreschoolAssistanceDecisionType.default('NEW'),
      content: PreschoolAssistanceDecisionContent.partial().default({}),
    })
    .refine(validityInOrder, validityMessage)
    .refine(annulmentRule, annulmentMessage)
    .refine(decidedRule, decidedMessage),
  response: Created,
})

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

const Period = { startDate: LocalDate, endDate: LocalDate }
const periodInOrder = (p: { startDate: string; endDate: string | null }) =>
  p.endDate === null || p.startDate <= p.endDate

/**
 * POST /api/dev/income: the family and income facts finance staff keep (reference §14): who is
 * the head of a child's family (fridge child) and the head's partner, income decisions' validity
 * and income statements. Everything is added; nothing is removed.
 */
export const devIncomeFixtures = endpoint(devRoutes.devIncomeFixtures, {
  body: z.object({
    fridgeChildren: z
      .array(z.object({ childId: z.uuid(), headOfChildId: z.uuid(), ...Period }).refine(periodInOrder))
      .default([]),
    fridgePartners: z
      .array(
        z
          .object({ personId: z.uuid(), partnerId: z.uuid(), startDate: LocalDate, endDate: LocalDate.nullable() })
          .refine(periodInOrder),
      )
      .default([]),
    incomes: z
      .array(
        z
          .object({
            personId: z.uuid(),
            validFrom: LocalDate,
            validTo: LocalDate.nullable(),
            effect: z.enum(['MAX_FEE_ACCEPTED', 'INCOMPLETE', 'INCOME', 'NOT_AVAILABLE']).default('INCOME'),
          })
          .refine((i) => i.validTo === null || i.validFrom <= i.validTo),
      )
      .default([]),
    incomeStatements: z
      .array(
        z
          .object({
            personId: z.uuid(),
            type: z.enum(['HIGHEST_FEE', 'INCOME', 'CHILD_INCOME']).default('INCOME'),
            startDate: LocalDate,
            endDate: LocalDate.nullable(),
            status: z.enum(['DRAFT', 'SENT', 'HANDLED']).default('SENT'),
            /** Default: now for SENT and HANDLED */
            sentAt: z.iso.datetime({ offset: true }).nullable().optional(),
          })
          .refine(periodInOrder),
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
  response: z.object({ id: z.uuid() }),
})

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
