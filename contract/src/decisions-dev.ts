import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, LocalDate } from './common'
import { PlacementType } from './children'
import {
  AssistanceDecisionContent,
  AssistanceDecisionStatus,
  AssistanceLevel,
  PreschoolAssistanceDecisionContent,
  PreschoolAssistanceDecisionType,
} from './decisions'

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
