import { describe, expect, it } from 'vitest'
import {
  INCOME_ATTACHMENT_TYPES,
  MAX_MONTHLY_INCOME,
  OTHER_INCOME_TYPES,
  incomePaths,
  incomeStatementActions,
  missingAttachmentTypes,
  parseEuros,
  requiredAttachmentTypes,
  toggleIncomeChoice,
  toggleLimitedCompany,
  validateIncomeStatement,
  type ChildIncomeInput,
  type EntrepreneurInput,
  type IncomeAttachmentType,
  type IncomeInput,
  type IncomeStatementInput,
  type IncomeValidationContext,
} from './income-statement-rules'
import { attachmentPaths } from './uploads'

const today = '2026-11-27'

const grossIncome = (over: Partial<IncomeInput> = {}): IncomeInput => ({
  type: 'INCOME',
  startDate: today,
  endDate: '2027-06-30',
  assure: true,
  gross: {
    type: 'INCOME',
    incomeSource: 'INCOMES_REGISTER',
    estimatedMonthlyIncome: 3000,
    otherIncome: [],
    otherIncomeInfo: '',
  },
  entrepreneur: null,
  student: false,
  alimonyPayer: false,
  otherInfo: '',
  attachmentIds: [],
  ...over,
})

const entrepreneur = (over: Partial<EntrepreneurInput> = {}): EntrepreneurInput => ({
  startOfEntrepreneurship: '2020-01-01',
  companyName: 'Oy Firma Ab',
  businessId: '1234567-8',
  spouseWorksInCompany: false,
  startupGrant: false,
  checkupConsent: false,
  selfEmployed: null,
  limitedCompany: null,
  partnership: false,
  lightEntrepreneur: true,
  accountant: null,
  ...over,
})

const accountant = { name: 'Tilitoimisto', address: '', phone: '040 123 4567', email: 'tili@example.com' }

const child = (over: Partial<ChildIncomeInput> = {}): ChildIncomeInput => ({
  type: 'CHILD_INCOME',
  startDate: today,
  endDate: null,
  assure: true,
  otherInfo: '',
  attachmentIds: [],
  ...over,
})

const context = (over: Partial<IncomeValidationContext> = {}): IncomeValidationContext => ({
  draft: false,
  today,
  existingStartDates: [],
  attachments: [],
  ...over,
})

const typed = (...types: IncomeAttachmentType[]) => types.map((type) => ({ type }))
const send = (statement: IncomeStatementInput, over: Partial<IncomeValidationContext> = {}) =>
  validateIncomeStatement(statement, context(over))
const draft = (statement: IncomeStatementInput, over: Partial<IncomeValidationContext> = {}) =>
  validateIncomeStatement(statement, context({ draft: true, ...over }))

describe('enums', () => {
  it('has the 24 other income types and one attachment type for each, plus OTHER and the 11 of the sections', () => {
    expect(OTHER_INCOME_TYPES).toHaveLength(24)
    expect(new Set(INCOME_ATTACHMENT_TYPES).size).toBe(INCOME_ATTACHMENT_TYPES.length)
    for (const t of OTHER_INCOME_TYPES) expect(INCOME_ATTACHMENT_TYPES).toContain(t)
    expect(INCOME_ATTACHMENT_TYPES).toHaveLength(1 + 24 + 11)
  })
})

describe('a complete statement', () => {
  it.each<[string, IncomeStatementInput]>([
    ['gross income', grossIncome()],
    ['highest fee without an end', { type: 'HIGHEST_FEE', startDate: today, endDate: null, assure: true }],
    ['no income', grossIncome({ gross: { type: 'NO_INCOME', noIncomeDescription: 'Kotona' } })],
    ['a light entrepreneur', grossIncome({ gross: null, entrepreneur: entrepreneur() })],
  ])('%s passes', (_, statement) => {
    const attachments = typed(...requiredAttachmentTypes(statement))
    expect(send(statement, { attachments })).toEqual({})
  })
  it('a child statement with its attachment passes', () => {
    expect(send(child(), { attachments: typed('CHILD_INCOME') })).toEqual({})
  })
})

describe('start date', () => {
  it.each(['2026-02-30', 'tomorrow'])('%j is not a valid date, even in a draft', (startDate) => {
    expect(draft(grossIncome({ startDate })).startDate).toBe('validDate')
    expect(send(grossIncome({ startDate })).startDate).toBe('validDate')
  })
  it('is required, even in a draft: the same word as an empty end', () => {
    expect(draft(grossIncome({ startDate: '' })).startDate).toBe('required')
    expect(send(grossIncome({ startDate: '' })).startDate).toBe('required')
    expect(send(grossIncome({ endDate: null })).endDate).toBe('required')
  })
  it('may not equal another statement’s start', () => {
    expect(draft(grossIncome(), { existingStartDates: ['2026-01-01', today] }).startDate).toBe('unselectableDate')
    expect(send(grossIncome(), { existingStartDates: ['2026-01-01'] }).startDate).toBeUndefined()
  })
  it('is at most 12 months back on an adult statement', () => {
    const end = '2026-06-30'
    expect(send(grossIncome({ startDate: '2025-11-27', endDate: end })).startDate).toBeUndefined()
    expect(send(grossIncome({ startDate: '2025-11-26', endDate: end })).startDate).toBe('dateTooEarly')
    expect(draft({ type: 'HIGHEST_FEE', startDate: '2025-11-26', endDate: null, assure: false }).startDate).toBe(
      'dateTooEarly',
    )
  })
  it('may be further back on a child’s statement', () => {
    expect(send(child({ startDate: '2024-01-01' }), { attachments: typed('CHILD_INCOME') })).toEqual({})
  })
  it('is at most a year ahead', () => {
    expect(send(grossIncome({ startDate: '2027-11-27', endDate: '2028-01-01' })).startDate).toBeUndefined()
    expect(send(grossIncome({ startDate: '2027-11-28', endDate: '2028-01-01' })).startDate).toBe('dateTooLate')
  })
})

describe('end date', () => {
  it('may not precede the start', () => {
    expect(draft(grossIncome({ endDate: '2026-11-26' })).endDate).toBe('endBeforeStart')
    expect(send({ type: 'HIGHEST_FEE', startDate: today, endDate: '2026-11-01', assure: true }).endDate).toBe(
      'endBeforeStart',
    )
    expect(send(grossIncome({ endDate: today })).endDate).toBeUndefined()
  })
  it('is not a valid date when malformed', () => {
    expect(draft(grossIncome({ endDate: '2027-13-01' })).endDate).toBe('validDate')
  })
  it('is required on a sent income statement, not on a draft', () => {
    expect(send(grossIncome({ endDate: null })).endDate).toBe('required')
    expect(send(grossIncome({ gross: null, entrepreneur: entrepreneur(), endDate: null })).endDate).toBe('required')
    expect(draft(grossIncome({ endDate: null })).endDate).toBeUndefined()
  })
  it('is optional with the highest fee and on a child’s statement', () => {
    expect(send({ type: 'HIGHEST_FEE', startDate: today, endDate: null, assure: true })).toEqual({})
    expect(send(child(), { attachments: typed('CHILD_INCOME') }).endDate).toBeUndefined()
  })
  it('is at most a year after the start with gross income', () => {
    expect(send(grossIncome({ endDate: '2027-11-27' })).endDate).toBeUndefined()
    expect(send(grossIncome({ endDate: '2027-11-28' })).endDate).toBe('endTooLate')
    expect(draft(grossIncome({ endDate: '2027-11-28' })).endDate).toBe('endTooLate')
    // Without gross income (an entrepreneur only) the year's limit does not apply
    const onlyEntrepreneur = grossIncome({ gross: null, entrepreneur: entrepreneur(), endDate: '2028-06-30' })
    expect(send(onlyEntrepreneur, { attachments: typed('SALARY') }).endDate).toBeUndefined()
  })
})

describe('choice of income', () => {
  it('needs highest fee, gross income or entrepreneur on send', () => {
    expect(send(grossIncome({ gross: null })).type).toBe('chooseAtLeastOne')
    expect(draft(grossIncome({ gross: null })).type).toBeUndefined()
  })
  it('highest fee unselects gross income and entrepreneur; either of them unselects highest fee', () => {
    const both = { highestFee: false, gross: true, entrepreneur: true }
    expect(toggleIncomeChoice(both, 'highestFee', true)).toEqual({
      highestFee: true,
      gross: false,
      entrepreneur: false,
    })
    const highest = { highestFee: true, gross: false, entrepreneur: false }
    expect(toggleIncomeChoice(highest, 'gross', true)).toEqual({ highestFee: false, gross: true, entrepreneur: false })
    expect(toggleIncomeChoice(highest, 'entrepreneur', true)).toEqual({
      highestFee: false,
      gross: false,
      entrepreneur: true,
    })
    expect(toggleIncomeChoice(both, 'gross', false)).toEqual({ highestFee: false, gross: false, entrepreneur: true })
  })
  it('unselecting limited company clears its income source', () => {
    expect(toggleLimitedCompany(false)).toBeNull()
    expect(toggleLimitedCompany(true)).toEqual({ incomeSource: null })
  })
})

describe('gross income', () => {
  const gross = (over: object) => grossIncome({ gross: { ...grossIncome().gross, ...over } as IncomeInput['gross'] })
  it('needs an income source on send', () => {
    expect(send(gross({ incomeSource: null }))['gross.incomeSource']).toBe('choose')
    expect(draft(gross({ incomeSource: null }))['gross.incomeSource']).toBeUndefined()
  })
  it('needs an estimated monthly income on send', () => {
    expect(send(gross({ estimatedMonthlyIncome: null }))['gross.estimatedMonthlyIncome']).toBe('required')
    expect(send(gross({ estimatedMonthlyIncome: '  ' }))['gross.estimatedMonthlyIncome']).toBe('required')
    expect(draft(gross({ estimatedMonthlyIncome: null }))['gross.estimatedMonthlyIncome']).toBeUndefined()
  })
  it.each<[number | string, string | undefined]>([
    [0, undefined],
    ['3 500', undefined],
    [MAX_MONTHLY_INCOME, undefined],
    [MAX_MONTHLY_INCOME + 1, 'numberTooLarge'],
    ['9999999', 'numberTooLarge'],
    [-1, 'number'],
    [12.5, 'number'],
    ['12,50', 'number'],
    ['abc', 'number'],
  ])('estimated monthly income %j: %s, also in a draft', (value, code) => {
    expect(send(gross({ estimatedMonthlyIncome: value }))['gross.estimatedMonthlyIncome']).toBe(code)
    expect(draft(gross({ estimatedMonthlyIncome: value }))['gross.estimatedMonthlyIncome']).toBe(code)
  })
  it('no income needs a description on send', () => {
    const none = grossIncome({ gross: { type: 'NO_INCOME', noIncomeDescription: ' ' } })
    expect(send(none)['gross.noIncomeDescription']).toBe('required')
    expect(draft(none)['gross.noIncomeDescription']).toBeUndefined()
  })
})

describe('entrepreneur', () => {
  const withEntrepreneur = (over: Partial<EntrepreneurInput>) =>
    grossIncome({ gross: null, entrepreneur: entrepreneur(over) })
  const errorsOf = (over: Partial<EntrepreneurInput>) => {
    const statement = withEntrepreneur(over)
    return send(statement, { attachments: typed(...requiredAttachmentTypes(statement)) })
  }
  it('needs the start of entrepreneurship and whether the spouse works in the company', () => {
    const errors = errorsOf({ startOfEntrepreneurship: null, spouseWorksInCompany: null })
    expect(errors['entrepreneur.startOfEntrepreneurship']).toBe('validDate')
    expect(errors['entrepreneur.spouseWorksInCompany']).toBe('choose')
    expect(draft(withEntrepreneur({ startOfEntrepreneurship: null, spouseWorksInCompany: null }))).toEqual({})
  })
  it('needs at least one company form', () => {
    expect(errorsOf({ lightEntrepreneur: false })['entrepreneur.companyForms']).toBe('chooseAtLeastOne')
  })
  it('self-employed needs attachments or an estimate', () => {
    const base = { lightEntrepreneur: false, accountant }
    expect(errorsOf({ ...base, selfEmployed: { attachments: false, estimatedIncome: null } })).toEqual({
      'entrepreneur.selfEmployed': 'chooseAtLeastOne',
    })
    expect(errorsOf({ ...base, selfEmployed: { attachments: true, estimatedIncome: null } })).toEqual({})
  })
  it('an estimate needs a monthly income, a start date and an end not before the start', () => {
    const prefix = 'entrepreneur.selfEmployed.estimatedIncome'
    const estimate = (estimatedIncome: object) =>
      errorsOf({
        lightEntrepreneur: false,
        accountant,
        selfEmployed: { attachments: false, estimatedIncome: estimatedIncome as never },
      })
    expect(estimate({ estimatedMonthlyIncome: null, incomeStartDate: null, incomeEndDate: null })).toEqual({
      [`${prefix}.estimatedMonthlyIncome`]: 'required',
      [`${prefix}.incomeStartDate`]: 'validDate',
    })
    expect(
      estimate({ estimatedMonthlyIncome: 2000, incomeStartDate: '2026-06-01', incomeEndDate: '2026-05-31' }),
    ).toEqual({ [`${prefix}.incomeEndDate`]: 'endBeforeStart' })
    expect(estimate({ estimatedMonthlyIncome: 2000, incomeStartDate: '2026-06-01', incomeEndDate: null })).toEqual({})
  })
  it('a limited company needs its income source', () => {
    const errors = errorsOf({ lightEntrepreneur: false, limitedCompany: { incomeSource: null }, accountant })
    expect(errors).toEqual({ 'entrepreneur.limitedCompany.incomeSource': 'choose' })
  })
  it.each<[string, Partial<EntrepreneurInput>]>([
    ['self-employed', { selfEmployed: { attachments: true, estimatedIncome: null } }],
    ['a limited company', { limitedCompany: { incomeSource: 'INCOMES_REGISTER' } }],
    ['a partnership', { partnership: true }],
  ])('%s needs an accountant’s name, phone and email (trimmed); the address is optional', (_, form) => {
    expect(errorsOf({ ...form, accountant: null })).toEqual({
      'entrepreneur.accountant.name': 'required',
      'entrepreneur.accountant.phone': 'required',
      'entrepreneur.accountant.email': 'required',
    })
    expect(errorsOf({ ...form, accountant: { name: ' ', address: '', phone: '', email: ' ' } })).toEqual({
      'entrepreneur.accountant.name': 'required',
      'entrepreneur.accountant.phone': 'required',
      'entrepreneur.accountant.email': 'required',
    })
    expect(errorsOf({ ...form, accountant: { ...accountant, phone: 'soita', email: 'tili' } })).toEqual({
      'entrepreneur.accountant.phone': 'phone',
      'entrepreneur.accountant.email': 'email',
    })
    expect(errorsOf({ ...form, accountant: { ...accountant, email: 'tili@example.fi; evil@evil.example' } })).toEqual({
      'entrepreneur.accountant.email': 'email',
    })
    expect(errorsOf({ ...form, accountant })).toEqual({})
  })
  it('a light entrepreneur alone needs no accountant', () => {
    expect(errorsOf({ accountant: null })).toEqual({})
  })
})

describe('attachments', () => {
  it('each chosen type needs its attachment', () => {
    const statement = grossIncome({
      gross: {
        type: 'INCOME',
        incomeSource: 'ATTACHMENTS',
        estimatedMonthlyIncome: 1,
        otherIncome: ['PENSION', 'ALIMONY'],
        otherIncomeInfo: '',
      },
      entrepreneur: entrepreneur({
        startupGrant: true,
        selfEmployed: { attachments: true, estimatedIncome: null },
        limitedCompany: { incomeSource: 'ATTACHMENTS' },
        partnership: true,
        lightEntrepreneur: true,
        accountant,
      }),
      student: true,
      alimonyPayer: true,
    })
    const all: IncomeAttachmentType[] = [
      'PAYSLIP_GROSS',
      'PENSION',
      'ALIMONY',
      'STARTUP_GRANT',
      'PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED',
      'PAYSLIP_LLC',
      'ACCOUNTANT_REPORT_LLC',
      'PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP',
      'ACCOUNTANT_REPORT_PARTNERSHIP',
      'SALARY',
      'PROOF_OF_STUDIES',
      'ALIMONY_PAYOUT',
    ]
    expect(requiredAttachmentTypes(statement)).toEqual(all)
    expect(send(statement)).toEqual(Object.fromEntries(all.map((t) => [`attachments.${t}`, 'attachmentMissing'])))
    expect(send(statement, { attachments: typed(...all) })).toEqual({})
    expect(missingAttachmentTypes(statement, typed('PENSION', 'OTHER', ...all.slice(2)))).toEqual(['PAYSLIP_GROSS'])
    expect(draft(statement)).toEqual({})
  })
  it('an attachment of another type does not stand in for a required one', () => {
    const statement = grossIncome({ student: true })
    expect(send(statement, { attachments: typed('OTHER', 'PAYSLIP_GROSS') })).toEqual({
      'attachments.PROOF_OF_STUDIES': 'attachmentMissing',
    })
  })
  it('the incomes register and a limited company on it need no payslip, the LLC still its accountant’s report', () => {
    const statement = grossIncome({
      entrepreneur: entrepreneur({ limitedCompany: { incomeSource: 'INCOMES_REGISTER' }, lightEntrepreneur: false }),
    })
    expect(requiredAttachmentTypes(statement)).toEqual(['ACCOUNTANT_REPORT_LLC'])
  })
  it('highest fee needs none; a child’s statement needs one', () => {
    expect(requiredAttachmentTypes({ type: 'HIGHEST_FEE', startDate: today, endDate: null, assure: true })).toEqual([])
    expect(send(child())).toEqual({ 'attachments.CHILD_INCOME': 'attachmentMissing' })
    expect(draft(child({ assure: false }))).toEqual({})
  })
})

describe('assurance', () => {
  it('is required on send, not in a draft', () => {
    expect(send(grossIncome({ assure: false }))).toEqual({ assure: 'required' })
    expect(send(child({ assure: false }), { attachments: typed('CHILD_INCOME') })).toEqual({ assure: 'required' })
    expect(draft(grossIncome({ assure: false }))).toEqual({})
  })
})

describe('parseEuros', () => {
  it.each<[number | string | null, number | null]>([
    ['1200', 1200],
    [' 1 200 ', 1200],
    ['1\u00a0200', 1200],
    [1200, 1200],
    ['', null],
    [null, null],
    ['1.5', null],
    ['-3', null],
    [Number.NaN, null],
  ])('%j → %j', (input, out) => {
    expect(parseEuros(input)).toBe(out)
  })
})

describe('actions by state', () => {
  it.each([
    ['DRAFT', 'INCOME', ['EDIT', 'DELETE']],
    ['SENT', 'INCOME', ['UPDATE_SENT', 'CANCEL']],
    ['SENT', 'CHILD_INCOME', ['UPDATE_SENT', 'CANCEL']],
    ['SENT', 'HIGHEST_FEE', ['CANCEL']],
    ['HANDLED', 'INCOME', []],
  ] as const)('%s %s: %j', (status, type, actions) => {
    expect(incomeStatementActions({ status, type })).toEqual(actions)
  })
})

describe('paths', () => {
  it('uploads typed attachments to a statement or unlinked', () => {
    expect(attachmentPaths.uploadForIncomeStatement('PAYSLIP_GROSS')).toEqual({
      endpoint: 'uploadUnlinkedIncomeStatementAttachment',
      url: '/api/citizen/attachments/income-statements?attachmentType=PAYSLIP_GROSS',
    })
    expect(attachmentPaths.uploadForIncomeStatement('SALARY', 'abc').url).toBe(
      '/api/citizen/attachments/income-statements/abc?attachmentType=SALARY',
    )
    expect(attachmentPaths.uploadForMessage().url).toBe('/api/citizen/attachments/messages')
    expect(attachmentPaths.uploadForApplication('a', 'URGENCY').url).toBe(
      '/api/citizen/attachments/applications/a?type=URGENCY',
    )
    expect(incomePaths.editChildStatement('c', 's')).toBe('/child-income/c/s/edit')
  })
})
