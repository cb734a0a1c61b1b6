/**
 * Income statements' rules (spec 002 "Income statement dates", "Income statement send", the
 * states' form logic; reference §9): the income forms and POST/PUT /citizen/income-statements
 * both apply `validateIncomeStatement`, so the server refuses exactly what the form refuses,
 * typed attachments included (which the reference leaves to the browser). Zod-free so the web
 * app can use them; the zod schemas in income-statements.ts are built from these enums.
 *
 * Errors are keyed by the field's path in the statement payload (the web form names its fields
 * the same): 'startDate', 'gross.estimatedMonthlyIncome', 'entrepreneur.accountant.email', and
 * a few group keys that name no single value:
 *   - 'type': the choice of highest fee / gross income / entrepreneur (nothing chosen)
 *   - 'entrepreneur.companyForms': no company form chosen
 *   - 'entrepreneur.selfEmployed': self-employed without attachments or an estimate
 *   - 'attachments.<TYPE>': a required attachment of that type is missing (one key per type)
 *   - 'assure': the assurance checkbox
 */

import { addMonths, isCalendarDate } from './dates'
import { isValidEmail, isValidPhone } from './validators'

export const INCOME_STATEMENT_TYPES = ['HIGHEST_FEE', 'INCOME', 'CHILD_INCOME'] as const
export type IncomeStatementType = (typeof INCOME_STATEMENT_TYPES)[number]

export const INCOME_STATEMENT_STATUSES = ['DRAFT', 'SENT', 'HANDLED'] as const
export type IncomeStatementStatus = (typeof INCOME_STATEMENT_STATUSES)[number]

export const INCOME_SOURCES = ['INCOMES_REGISTER', 'ATTACHMENTS'] as const
export type IncomeSource = (typeof INCOME_SOURCES)[number]

/** spec 002 §3: the 24 other income types, in the form's order */
export const OTHER_INCOME_TYPES = [
  'PENSION',
  'ADULT_EDUCATION_ALLOWANCE',
  'SICKNESS_ALLOWANCE',
  'PARENTAL_ALLOWANCE',
  'HOME_CARE_ALLOWANCE',
  'FLEXIBLE_AND_PARTIAL_HOME_CARE_ALLOWANCE',
  'ALIMONY',
  'INTEREST_AND_INVESTMENT_INCOME',
  'RENTAL_INCOME',
  'UNEMPLOYMENT_ALLOWANCE',
  'LABOUR_MARKET_SUBSIDY',
  'ADJUSTED_DAILY_ALLOWANCE',
  'JOB_ALTERNATION_COMPENSATION',
  'REWARD_OR_BONUS',
  'RELATIVE_CARE_SUPPORT',
  'BASIC_INCOME',
  'FOREST_INCOME',
  'FAMILY_CARE_COMPENSATION',
  'REHABILITATION',
  'EDUCATION_ALLOWANCE',
  'GRANT',
  'APPRENTICESHIP_SALARY',
  'ACCIDENT_INSURANCE_COMPENSATION',
  'OTHER_INCOME',
] as const
export type OtherIncomeType = (typeof OTHER_INCOME_TYPES)[number]

/**
 * spec 002 §3: OTHER, one per other income type, and the typed attachments of the form's sections.
 * Built in a function marked pure: a spread at the top level counts as a side effect to the
 * bundler, which would then run (and ship) this whole module in the entry chunk /login loads.
 */
export const INCOME_ATTACHMENT_TYPES = /* @__PURE__ */ (() =>
  [
    'OTHER',
    ...OTHER_INCOME_TYPES,
    'ALIMONY_PAYOUT',
    'PAYSLIP_GROSS',
    'PAYSLIP_LLC',
    'STARTUP_GRANT',
    'ACCOUNTANT_REPORT_PARTNERSHIP',
    'ACCOUNTANT_REPORT_LLC',
    'PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED',
    'PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP',
    'SALARY',
    'PROOF_OF_STUDIES',
    'CHILD_INCOME',
  ] as const)()
export type IncomeAttachmentType = (typeof INCOME_ATTACHMENT_TYPES)[number]

/** spec 002 §3 company forms: sole proprietorship, limited company, partnership, light entrepreneurship */
export const COMPANY_FORMS = ['selfEmployed', 'limitedCompany', 'partnership', 'lightEntrepreneur'] as const
export type CompanyForm = (typeof COMPANY_FORMS)[number]

/** spec 002 §9: the start date at most 12 months back (adult statements), at most a year ahead */
export const INCOME_START_MONTHS_BACK = 12
export const INCOME_START_MONTHS_AHEAD = 12
/** spec 002 §9: with gross income the end date at most a year after the start */
export const GROSS_END_MONTHS_AFTER_START = 12
/**
 * The upper bound of a monthly income in whole euros (the spec does not show its value): a
 * million a month is far above any real income statement yet keeps sums of the fee calculation
 * inside 32-bit integers, and stops a mistyped extra digit group from being stored.
 */
export const MAX_MONTHLY_INCOME = 1_000_000
/** Longest free text (other info, descriptions) and longest short field (names, ids, contact details) */
export const INCOME_TEXT_MAX_LENGTH = 5000
export const INCOME_FIELD_MAX_LENGTH = 200
/** spec 002 §9 / reference §9: 10 statements a page, pages from 1 */
export const INCOME_STATEMENTS_PAGE_SIZE = 10

export const INCOME_VALIDATION_CODES = [
  /** A required value is missing */
  'required',
  /** A date is missing or not a real day */
  'validDate',
  /** The start date is more than 12 months back */
  'dateTooEarly',
  /** The start date is more than a year ahead */
  'dateTooLate',
  /** Another statement of the person starts on this day */
  'unselectableDate',
  /** The end date is before the start date */
  'endBeforeStart',
  /** With gross income the end date is more than a year after the start */
  'endTooLate',
  /** A yes/no or one-of choice is not made */
  'choose',
  /** None of a group of choices is ticked */
  'chooseAtLeastOne',
  /** A required typed attachment is missing */
  'attachmentMissing',
  /** Not a whole number of euros (0 or more) */
  'number',
  /** Over MAX_MONTHLY_INCOME */
  'numberTooLarge',
  'phone',
  'email',
] as const
export type IncomeValidationCode = (typeof INCOME_VALIDATION_CODES)[number]
export type IncomeValidationErrors = Record<string, IncomeValidationCode>

/** Error codes of the income statement calls (besides VALIDATION_FAILED of a refused payload) */
export const incomeStatementErrors = {
  /**
   * 400: the statement does not pass validateIncomeStatement; the answer carries the errors by field next to errorCode
   * and message: `{ errorCode, message, 'gross.incomeSource': 'choose', ... }`
   */
  invalid: 'INCOME_STATEMENT_INVALID',
  /**
   * 400: another statement of the person starts on the same day (instead of `invalid`, with the
   * same errors beside it: `startDate: 'unselectableDate'`)
   */
  startDateTaken: 'INCOME_STATEMENT_START_DATE_TAKEN',
  /** 409: the statement is no longer a draft (edit, or a non-draft PUT on a sent one; deleting a file of a sent one) */
  notDraft: 'INCOME_STATEMENT_NOT_DRAFT',
  /** 409: update-sent on a statement that is not SENT (or a HIGHEST_FEE one: nothing to update) */
  notSent: 'INCOME_STATEMENT_NOT_SENT',
  /** 409: a HANDLED statement cannot be deleted or changed */
  handled: 'INCOME_STATEMENT_HANDLED',
  /** 400: an attachment id is not this user's upload for this statement (or an unlinked one) */
  invalidAttachment: 'INCOME_STATEMENT_INVALID_ATTACHMENT',
  /** 400: the payload's type cannot replace the statement's (a child's stays CHILD_INCOME) */
  typeMismatch: 'INCOME_STATEMENT_TYPE_MISMATCH',
} as const

/** Browser paths of the income pages (spec 000 routes); the uploads' are `attachmentPaths`' */
export const incomePaths = {
  list: '/income',
  /** The adult form for a new statement ('new' in place of the id, as in the reference) */
  newStatement: '/income/new/edit',
  newChildStatement: (childId: string) => `/child-income/${childId}/new/edit`,
  statement: (id: string) => `/income/${id}`,
  editStatement: (id: string) => `/income/${id}/edit`,
  childStatement: (childId: string, id: string) => `/child-income/${childId}/${id}`,
  editChildStatement: (childId: string, id: string) => `/child-income/${childId}/${id}/edit`,
} as const

/**
 * What the guardian may do with a statement (spec 002 §4): a DRAFT is edited or deleted; a SENT
 * one gets details added (other info and attachments; a highest-fee one has neither) or is
 * cancelled; a HANDLED one is read only.
 */
export type IncomeStatementAction = 'EDIT' | 'DELETE' | 'UPDATE_SENT' | 'CANCEL'
export function incomeStatementActions(statement: {
  status: IncomeStatementStatus
  type: IncomeStatementType
}): IncomeStatementAction[] {
  switch (statement.status) {
    case 'DRAFT':
      return ['EDIT', 'DELETE']
    case 'SENT':
      return statement.type === 'HIGHEST_FEE' ? ['CANCEL'] : ['UPDATE_SENT', 'CANCEL']
    case 'HANDLED':
      return []
  }
}

/** A number typed as text (the form) or given as a number (the payload); null or '' when not given */
export type EurosInput = number | string | null

/** Whole euros as people type them ("3 500", "3500"); null when not a whole number of 0 or more */
export function parseEuros(value: EurosInput): number | null {
  if (value === null) return null
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null
  const text = value.replace(/[\s\u00a0]/g, '')
  return /^\d{1,12}$/.test(text) ? Number(text) : null
}

// ---- The statement as the rules read it: the payload, numbers also as typed text ----

export interface GrossIncomeInput {
  type: 'INCOME'
  /** null: not chosen yet (a draft) */
  incomeSource: IncomeSource | null
  estimatedMonthlyIncome: EurosInput
  otherIncome: readonly OtherIncomeType[]
  otherIncomeInfo: string
}
export interface NoIncomeInput {
  type: 'NO_INCOME'
  noIncomeDescription: string
}
export interface EstimatedIncomeInput {
  estimatedMonthlyIncome: EurosInput
  incomeStartDate: string | null
  incomeEndDate: string | null
}
export interface AccountantInput {
  name: string
  address: string
  phone: string
  email: string
}
export interface EntrepreneurInput {
  startOfEntrepreneurship: string | null
  companyName: string
  businessId: string
  /** null: not answered yet (a draft) */
  spouseWorksInCompany: boolean | null
  startupGrant: boolean
  checkupConsent: boolean
  /** null: not self-employed; estimatedIncome null: no estimate given */
  selfEmployed: { attachments: boolean; estimatedIncome: EstimatedIncomeInput | null } | null
  /** null: not a limited company */
  limitedCompany: { incomeSource: IncomeSource | null } | null
  partnership: boolean
  lightEntrepreneur: boolean
  accountant: AccountantInput | null
}

interface Common {
  startDate: string
  endDate: string | null
  /** The assurance checkbox: required (true) on send */
  assure: boolean
}
export interface HighestFeeInput extends Common {
  type: 'HIGHEST_FEE'
}
export interface IncomeInput extends Common {
  type: 'INCOME'
  gross: GrossIncomeInput | NoIncomeInput | null
  entrepreneur: EntrepreneurInput | null
  student: boolean
  alimonyPayer: boolean
  otherInfo: string
  attachmentIds: readonly string[]
}
export interface ChildIncomeInput extends Common {
  type: 'CHILD_INCOME'
  otherInfo: string
  attachmentIds: readonly string[]
}
export type IncomeStatementInput = HighestFeeInput | IncomeInput | ChildIncomeInput

export interface IncomeValidationContext {
  /** Save as a draft: attachment, assurance and "required" checks are skipped; formats and dates still apply */
  draft: boolean
  /** Today in Helsinki (YYYY-MM-DD) */
  today: string
  /** Start dates of the person's OTHER statements (the edited one left out) */
  existingStartDates: readonly string[]
  /** The statement's attachments (uploads listed in attachmentIds), by type */
  attachments: readonly { type: IncomeAttachmentType | null }[]
}

// ---- Form logic (spec 002 §4 "Form logic") ----

/** The form's top-level choice: highest fee, gross income, entrepreneur */
export interface IncomeChoice {
  highestFee: boolean
  gross: boolean
  entrepreneur: boolean
}

/**
 * Ticking or unticking one of the top-level choices: highest fee unselects gross income and
 * entrepreneur; gross income or entrepreneur unselects highest fee (a highest-fee statement has
 * neither).
 */
export function toggleIncomeChoice(choice: IncomeChoice, which: keyof IncomeChoice, on: boolean): IncomeChoice {
  if (!on) return { ...choice, [which]: false }
  if (which === 'highestFee') return { highestFee: true, gross: false, entrepreneur: false }
  return { ...choice, highestFee: false, [which]: true }
}

/** Ticking or unticking limited company: unticking clears its income source */
export function toggleLimitedCompany(on: boolean): EntrepreneurInput['limitedCompany'] {
  return on ? { incomeSource: null } : null
}

// ---- Attachments ----

/**
 * The typed attachments a statement needs on send, in the form's order (spec 002 §5 "Income
 * statement send"; the types by the form's sections as in the reference's form).
 */
export function requiredAttachmentTypes(statement: IncomeStatementInput): IncomeAttachmentType[] {
  if (statement.type === 'HIGHEST_FEE') return []
  if (statement.type === 'CHILD_INCOME') return ['CHILD_INCOME']
  const types: IncomeAttachmentType[] = []
  const { gross, entrepreneur } = statement
  if (gross?.type === 'INCOME') {
    if (gross.incomeSource === 'ATTACHMENTS') types.push('PAYSLIP_GROSS')
    for (const other of OTHER_INCOME_TYPES) if (gross.otherIncome.includes(other)) types.push(other)
  }
  if (entrepreneur) {
    if (entrepreneur.startupGrant) types.push('STARTUP_GRANT')
    if (entrepreneur.selfEmployed?.attachments) types.push('PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED')
    if (entrepreneur.limitedCompany) {
      if (entrepreneur.limitedCompany.incomeSource === 'ATTACHMENTS') types.push('PAYSLIP_LLC')
      types.push('ACCOUNTANT_REPORT_LLC')
    }
    if (entrepreneur.partnership) {
      types.push('PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP', 'ACCOUNTANT_REPORT_PARTNERSHIP')
    }
    if (entrepreneur.lightEntrepreneur) types.push('SALARY')
  }
  if (statement.student) types.push('PROOF_OF_STUDIES')
  if (statement.alimonyPayer) types.push('ALIMONY_PAYOUT')
  return types
}

/** The required types without an attachment among `attachments` */
export function missingAttachmentTypes(
  statement: IncomeStatementInput,
  attachments: readonly { type: IncomeAttachmentType | null }[],
): IncomeAttachmentType[] {
  const present = new Set(attachments.map((a) => a.type))
  return requiredAttachmentTypes(statement).filter((type) => !present.has(type))
}

// ---- Validation ----

const blank = (text: string | null | undefined) => (text ?? '').trim() === ''
const notGiven = (value: EurosInput) => value === null || (typeof value === 'string' && value.trim() === '')

/**
 * Every error of a statement by field path; empty when it may be saved (draft) or sent. A draft
 * needs a valid start date and well-formed values; sending needs everything spec 002 §5 lists.
 */
export function validateIncomeStatement(
  statement: IncomeStatementInput,
  context: IncomeValidationContext,
): IncomeValidationErrors {
  const errors: IncomeValidationErrors = {}
  const { draft } = context
  const set = (field: string, code: IncomeValidationCode) => {
    errors[field] ??= code
  }
  const requireText = (field: string, value: string | null | undefined) => {
    if (!draft && blank(value)) set(field, 'required')
  }
  const checkEuros = (field: string, value: EurosInput, required: boolean) => {
    if (notGiven(value)) {
      if (required && !draft) set(field, 'required')
      return
    }
    const euros = parseEuros(value)
    if (euros === null) set(field, 'number')
    else if (euros > MAX_MONTHLY_INCOME) set(field, 'numberTooLarge')
  }
  /** A date that may be left empty: invalid text is an error even in a draft */
  const checkOptionalDate = (field: string, value: string | null): string | null => {
    if (blank(value)) return null
    if (!isCalendarDate(value!)) {
      set(field, 'validDate')
      return null
    }
    return value
  }

  // Dates (spec 002 §5 "Income statement dates")
  const start = isCalendarDate(statement.startDate) ? statement.startDate : null
  // An empty start is missing, as an empty end is; only typed text that is no day is a format error
  if (start === null) set('startDate', blank(statement.startDate) ? 'required' : 'validDate')
  else if (context.existingStartDates.includes(start)) set('startDate', 'unselectableDate')
  else if (statement.type !== 'CHILD_INCOME' && start < addMonths(context.today, -INCOME_START_MONTHS_BACK)) {
    set('startDate', 'dateTooEarly')
  } else if (start > addMonths(context.today, INCOME_START_MONTHS_AHEAD)) set('startDate', 'dateTooLate')

  const end = checkOptionalDate('endDate', statement.endDate)
  const grossSelected = statement.type === 'INCOME' && statement.gross !== null
  if (end === null && !errors.endDate) {
    // Adult income statements end (reference: INCOME needs an endDate); highest fee and a child's may stay open
    if (statement.type === 'INCOME' && !draft) set('endDate', 'required')
  } else if (end !== null && start !== null) {
    if (end < start) set('endDate', 'endBeforeStart')
    else if (grossSelected && end > addMonths(start, GROSS_END_MONTHS_AFTER_START)) set('endDate', 'endTooLate')
  }

  if (statement.type === 'INCOME') validateIncome(statement, { draft, set, requireText, checkEuros, checkOptionalDate })

  // Attachments and the assurance (drafts skip them)
  if (!draft) {
    for (const type of missingAttachmentTypes(statement, context.attachments)) {
      set(`attachments.${type}`, 'attachmentMissing')
    }
    if (!statement.assure) set('assure', 'required')
  }
  return errors
}

interface Checks {
  draft: boolean
  set: (field: string, code: IncomeValidationCode) => void
  requireText: (field: string, value: string | null | undefined) => void
  checkEuros: (field: string, value: EurosInput, required: boolean) => void
  checkOptionalDate: (field: string, value: string | null) => string | null
}

function validateIncome(statement: IncomeInput, checks: Checks) {
  const { draft, set, requireText, checkEuros, checkOptionalDate } = checks
  const { gross, entrepreneur } = statement
  if (!draft && gross === null && entrepreneur === null) set('type', 'chooseAtLeastOne')

  if (gross?.type === 'INCOME') {
    if (!draft && gross.incomeSource === null) set('gross.incomeSource', 'choose')
    checkEuros('gross.estimatedMonthlyIncome', gross.estimatedMonthlyIncome, true)
  } else if (gross?.type === 'NO_INCOME') {
    requireText('gross.noIncomeDescription', gross.noIncomeDescription)
  }

  if (entrepreneur) {
    const e = entrepreneur
    const startOf = checkOptionalDate('entrepreneur.startOfEntrepreneurship', e.startOfEntrepreneurship)
    if (!draft && startOf === null) set('entrepreneur.startOfEntrepreneurship', 'validDate')
    if (!draft && e.spouseWorksInCompany === null) set('entrepreneur.spouseWorksInCompany', 'choose')
    if (!draft && !e.selfEmployed && !e.limitedCompany && !e.partnership && !e.lightEntrepreneur) {
      set('entrepreneur.companyForms', 'chooseAtLeastOne')
    }
    if (e.selfEmployed) {
      const estimate = e.selfEmployed.estimatedIncome
      if (!draft && !e.selfEmployed.attachments && !estimate) set('entrepreneur.selfEmployed', 'chooseAtLeastOne')
      if (estimate) {
        const prefix = 'entrepreneur.selfEmployed.estimatedIncome'
        checkEuros(`${prefix}.estimatedMonthlyIncome`, estimate.estimatedMonthlyIncome, true)
        const from = checkOptionalDate(`${prefix}.incomeStartDate`, estimate.incomeStartDate)
        if (!draft && from === null) set(`${prefix}.incomeStartDate`, 'validDate')
        const to = checkOptionalDate(`${prefix}.incomeEndDate`, estimate.incomeEndDate)
        if (from !== null && to !== null && to < from) set(`${prefix}.incomeEndDate`, 'endBeforeStart')
      }
    }
    if (!draft && e.limitedCompany && e.limitedCompany.incomeSource === null) {
      set('entrepreneur.limitedCompany.incomeSource', 'choose')
    }
    if (e.selfEmployed || e.limitedCompany || e.partnership) {
      const a = e.accountant
      requireText('entrepreneur.accountant.name', a?.name)
      requireText('entrepreneur.accountant.phone', a?.phone)
      requireText('entrepreneur.accountant.email', a?.email)
      if (!draft && a && !blank(a.phone) && !isValidPhone(a.phone)) set('entrepreneur.accountant.phone', 'phone')
      if (!draft && a && !blank(a.email) && !isValidEmail(a.email)) set('entrepreneur.accountant.email', 'email')
    }
  }
}
