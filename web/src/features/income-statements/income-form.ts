import {
  parseEuros,
  toggleIncomeChoice,
  validateIncomeStatement,
  type CompanyForm,
  type IncomeAttachmentType,
  type IncomeChoice,
  type IncomeStatementBody,
  type IncomeStatementDetail,
  type IncomeInput,
  type IncomeSource,
  type IncomeStatementInput,
  type IncomeValidationContext,
  type OtherIncomeType,
} from '@citizen/contract/web'

/**
 * The adult income form's values (spec 002 "Income forms", entity l.79-89): the payload's parts as
 * the form's widgets hold them (numbers as typed text, yes/no as a choice, the company forms and
 * the self-employed alternatives as ticked lists), the attachments uploaded so far and, per type,
 * their ids (the upload controls' fields, so that a missing one is an error of its own).
 */
export type GrossSource = IncomeSource | 'NO_INCOME'
export type ChoiceKey = keyof IncomeChoice
export type SelfEmployedChoice = 'attachments' | 'estimate'
export type OtherChoice = 'student' | 'alimonyPayer'

export interface UploadedAttachment {
  id: string
  name: string
  type: IncomeAttachmentType
}

export interface IncomeForm {
  startDate: string | null
  endDate: string | null
  choice: ChoiceKey[]
  gross: {
    incomeSource: GrossSource | null
    estimatedMonthlyIncome: string
    otherIncome: OtherIncomeType[]
    otherIncomeInfo: string
    noIncomeDescription: string
  }
  entrepreneur: {
    startOfEntrepreneurship: string | null
    companyName: string
    businessId: string
    spouseWorksInCompany: 'yes' | 'no' | null
    startupGrant: boolean
    checkupConsent: boolean
    companyForms: CompanyForm[]
    selfEmployedChoice: SelfEmployedChoice[]
    estimatedIncome: { estimatedMonthlyIncome: string; incomeStartDate: string | null; incomeEndDate: string | null }
    limitedCompanyIncomeSource: IncomeSource | null
    accountant: { name: string; address: string; phone: string; email: string }
  }
  others: OtherChoice[]
  otherInfo: string
  assure: boolean
  files: UploadedAttachment[]
  /** Per attachment type, the ids of its files (FormUpload keeps them in step with `files`) */
  attachments: Record<string, string[]>
}

export function emptyIncomeForm(): IncomeForm {
  return {
    startDate: null,
    endDate: null,
    choice: [],
    gross: {
      incomeSource: null,
      estimatedMonthlyIncome: '',
      otherIncome: [],
      otherIncomeInfo: '',
      noIncomeDescription: '',
    },
    entrepreneur: {
      startOfEntrepreneurship: null,
      companyName: '',
      businessId: '',
      spouseWorksInCompany: null,
      startupGrant: false,
      checkupConsent: false,
      companyForms: [],
      selfEmployedChoice: [],
      estimatedIncome: { estimatedMonthlyIncome: '', incomeStartDate: null, incomeEndDate: null },
      limitedCompanyIncomeSource: null,
      accountant: { name: '', address: '', phone: '', email: '' },
    },
    others: [],
    otherInfo: '',
    assure: false,
    files: [],
    attachments: {},
  }
}

/** A change of the top-level choices through the form logic of spec 002 §4 (highest fee excludes the others) */
export function nextChoice(current: ChoiceKey[], chosen: ChoiceKey[]): ChoiceKey[] {
  const before: IncomeChoice = {
    highestFee: current.includes('highestFee'),
    gross: current.includes('gross'),
    entrepreneur: current.includes('entrepreneur'),
  }
  let next = before
  for (const key of ['highestFee', 'gross', 'entrepreneur'] as const) {
    const on = chosen.includes(key)
    if (on !== before[key]) next = toggleIncomeChoice(next, key, on)
  }
  return (['highestFee', 'gross', 'entrepreneur'] as const).filter((key) => next[key])
}

/** The statement as the contract's rules read it (and, numbers parsed, as it is sent) */
export function toInput(form: IncomeForm): IncomeStatementInput {
  const common = { startDate: form.startDate ?? '', endDate: form.endDate, assure: form.assure }
  if (form.choice.includes('highestFee')) return { type: 'HIGHEST_FEE', ...common }
  const g = form.gross
  const e = form.entrepreneur
  const gross: IncomeInput['gross'] = !form.choice.includes('gross')
    ? null
    : g.incomeSource === 'NO_INCOME'
      ? { type: 'NO_INCOME', noIncomeDescription: g.noIncomeDescription }
      : {
          type: 'INCOME',
          incomeSource: g.incomeSource,
          estimatedMonthlyIncome: g.estimatedMonthlyIncome,
          otherIncome: g.otherIncome,
          otherIncomeInfo: g.otherIncomeInfo,
        }
  const has = (f: CompanyForm) => e.companyForms.includes(f)
  const entrepreneur: IncomeInput['entrepreneur'] = !form.choice.includes('entrepreneur')
    ? null
    : {
        startOfEntrepreneurship: e.startOfEntrepreneurship,
        companyName: e.companyName,
        businessId: e.businessId,
        spouseWorksInCompany: e.spouseWorksInCompany === null ? null : e.spouseWorksInCompany === 'yes',
        startupGrant: e.startupGrant,
        checkupConsent: e.checkupConsent,
        selfEmployed: has('selfEmployed')
          ? {
              attachments: e.selfEmployedChoice.includes('attachments'),
              estimatedIncome: e.selfEmployedChoice.includes('estimate') ? e.estimatedIncome : null,
            }
          : null,
        limitedCompany: has('limitedCompany') ? { incomeSource: e.limitedCompanyIncomeSource } : null,
        partnership: has('partnership'),
        lightEntrepreneur: has('lightEntrepreneur'),
        // The accountant is asked for these forms only
        accountant: has('selfEmployed') || has('limitedCompany') || has('partnership') ? e.accountant : null,
      }
  return {
    type: 'INCOME',
    ...common,
    gross,
    entrepreneur,
    student: form.others.includes('student'),
    alimonyPayer: form.others.includes('alimonyPayer'),
    otherInfo: form.otherInfo,
    attachmentIds: form.files.map((f) => f.id),
  }
}

/** The rules' paths that are not the form's own: where the form shows their errors */
const renamed: [from: string, to: string][] = [
  ['type', 'choice'],
  ['entrepreneur.selfEmployed.estimatedIncome.', 'entrepreneur.estimatedIncome.'],
  ['entrepreneur.selfEmployed', 'entrepreneur.selfEmployedChoice'],
  ['entrepreneur.limitedCompany.incomeSource', 'entrepreneur.limitedCompanyIncomeSource'],
]

export function formPath(path: string): string {
  for (const [from, to] of renamed) {
    if (from.endsWith('.') ? path.startsWith(from) : path === from) return to + path.slice(from.length)
  }
  return path
}

export type IncomeFormContext = Omit<IncomeValidationContext, 'attachments'>

/** The contract's validation of the form's statement, its errors at the form's paths */
export function incomeFormErrors(form: IncomeForm, context: IncomeFormContext): Record<string, string> {
  const errors = validateIncomeStatement(toInput(form), { ...context, attachments: form.files })
  return Object.fromEntries(Object.entries(errors).map(([path, code]) => [formPath(path), code]))
}

/** A kept form's shape (sessionStorage may hold anything) */
export function isIncomeForm(value: unknown): value is IncomeForm {
  const v = value as Partial<IncomeForm> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.choice) &&
    typeof v.gross === 'object' &&
    typeof v.entrepreneur === 'object' &&
    Array.isArray(v.files) &&
    typeof v.attachments === 'object'
  )
}

const eurosText = (n: number | null) => (n === null ? '' : String(n))

/** A saved statement (a draft being edited) as the form's values */
export function fromDetail(d: IncomeStatementDetail): IncomeForm {
  const form = emptyIncomeForm()
  form.startDate = d.startDate
  form.endDate = d.endDate
  form.otherInfo = d.otherInfo
  form.files = d.attachments.map((a) => ({ id: a.id, name: a.name, type: a.type }))
  for (const f of form.files) form.attachments[f.type] = [...(form.attachments[f.type] ?? []), f.id]
  if (d.type === 'HIGHEST_FEE') {
    form.choice = ['highestFee']
    return form
  }
  form.others = [...(d.student ? ['student' as const] : []), ...(d.alimonyPayer ? ['alimonyPayer' as const] : [])]
  if (d.gross) {
    form.choice.push('gross')
    if (d.gross.type === 'NO_INCOME') {
      form.gross.incomeSource = 'NO_INCOME'
      form.gross.noIncomeDescription = d.gross.noIncomeDescription
    } else {
      form.gross.incomeSource = d.gross.incomeSource
      form.gross.estimatedMonthlyIncome = eurosText(d.gross.estimatedMonthlyIncome)
      form.gross.otherIncome = d.gross.otherIncome
      form.gross.otherIncomeInfo = d.gross.otherIncomeInfo
    }
  }
  const e = d.entrepreneur
  if (e) {
    form.choice.push('entrepreneur')
    const f = form.entrepreneur
    f.startOfEntrepreneurship = e.startOfEntrepreneurship
    f.companyName = e.companyName
    f.businessId = e.businessId
    f.spouseWorksInCompany = e.spouseWorksInCompany === null ? null : e.spouseWorksInCompany ? 'yes' : 'no'
    f.startupGrant = e.startupGrant
    f.checkupConsent = e.checkupConsent
    f.companyForms = [
      ...(e.selfEmployed ? ['selfEmployed' as const] : []),
      ...(e.limitedCompany ? ['limitedCompany' as const] : []),
      ...(e.partnership ? ['partnership' as const] : []),
      ...(e.lightEntrepreneur ? ['lightEntrepreneur' as const] : []),
    ]
    if (e.selfEmployed) {
      f.selfEmployedChoice = [
        ...(e.selfEmployed.attachments ? ['attachments' as const] : []),
        ...(e.selfEmployed.estimatedIncome ? ['estimate' as const] : []),
      ]
      const estimate = e.selfEmployed.estimatedIncome
      if (estimate) {
        f.estimatedIncome = {
          estimatedMonthlyIncome: eurosText(estimate.estimatedMonthlyIncome),
          incomeStartDate: estimate.incomeStartDate,
          incomeEndDate: estimate.incomeEndDate,
        }
      }
    }
    f.limitedCompanyIncomeSource = e.limitedCompany?.incomeSource ?? null
    if (e.accountant) f.accountant = e.accountant
  }
  return form
}

/** The payload of the form (numbers parsed: the rules have refused any that cannot be read) */
export function toBody(form: IncomeForm): IncomeStatementBody {
  const input = toInput(form)
  if (input.type !== 'INCOME') return input as IncomeStatementBody
  const gross =
    input.gross?.type === 'INCOME'
      ? { ...input.gross, estimatedMonthlyIncome: parseEuros(input.gross.estimatedMonthlyIncome) }
      : input.gross
  const e = input.entrepreneur
  const estimate = e?.selfEmployed?.estimatedIncome
  const entrepreneur = e && {
    ...e,
    selfEmployed: e.selfEmployed && {
      ...e.selfEmployed,
      estimatedIncome: estimate
        ? { ...estimate, estimatedMonthlyIncome: parseEuros(estimate.estimatedMonthlyIncome) }
        : null,
    },
  }
  return { ...input, gross, entrepreneur, attachmentIds: [...input.attachmentIds] } as IncomeStatementBody
}
