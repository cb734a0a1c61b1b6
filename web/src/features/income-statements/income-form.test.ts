import { describe, expect, it } from 'vitest'
import type { IncomeStatementDetail } from '@citizen/contract/web'
import { emptyIncomeForm, formPath, fromDetail, incomeFormErrors, nextChoice, toBody, toInput } from './income-form'

const today = '2026-06-15'
const context = { today, existingStartDates: [], draft: false }

function grossForm() {
  const form = emptyIncomeForm()
  form.startDate = '2026-06-01'
  form.endDate = '2027-05-31'
  form.choice = ['gross']
  form.gross.incomeSource = 'ATTACHMENTS'
  form.gross.estimatedMonthlyIncome = '3 200'
  form.gross.otherIncome = ['PENSION']
  form.assure = true
  return form
}

describe('nextChoice (spec 002 §4 form logic)', () => {
  it('highest fee unselects gross income and entrepreneur', () => {
    expect(nextChoice(['gross', 'entrepreneur'], ['gross', 'entrepreneur', 'highestFee'])).toEqual(['highestFee'])
  })
  it('gross income or entrepreneur unselects highest fee', () => {
    expect(nextChoice(['highestFee'], ['highestFee', 'gross'])).toEqual(['gross'])
    expect(nextChoice(['highestFee'], ['highestFee', 'entrepreneur'])).toEqual(['entrepreneur'])
  })
  it('unticking leaves the others', () => {
    expect(nextChoice(['gross', 'entrepreneur'], ['entrepreneur'])).toEqual(['entrepreneur'])
  })
})

describe('the form as the rules read it', () => {
  it('a highest fee statement carries only its dates', () => {
    const form = grossForm()
    form.choice = ['highestFee']
    expect(toInput(form)).toEqual({ type: 'HIGHEST_FEE', startDate: '2026-06-01', endDate: '2027-05-31', assure: true })
  })
  it('the sections not chosen are left out, the accountant only with the forms that need one', () => {
    const form = grossForm()
    form.choice = ['entrepreneur']
    form.entrepreneur.companyForms = ['lightEntrepreneur']
    form.entrepreneur.accountant.name = 'Kirjanpito Oy'
    const input = toInput(form)
    expect(input.type === 'INCOME' && input.gross).toBe(null)
    expect(input.type === 'INCOME' && input.entrepreneur?.accountant).toBe(null)
    form.entrepreneur.companyForms = ['partnership']
    const withAccountant = toInput(form)
    expect(withAccountant.type === 'INCOME' && withAccountant.entrepreneur?.accountant?.name).toBe('Kirjanpito Oy')
  })
  it('the payload has whole euros as numbers', () => {
    const body = toBody(grossForm())
    expect(body.type === 'INCOME' && body.gross?.type === 'INCOME' && body.gross.estimatedMonthlyIncome).toBe(3200)
  })
  it('each other income and the payslip need their typed attachment on send, at the upload controls’ paths', () => {
    const errors = incomeFormErrors(grossForm(), context)
    expect(errors).toEqual({
      'attachments.PAYSLIP_GROSS': 'attachmentMissing',
      'attachments.PENSION': 'attachmentMissing',
    })
    const form = grossForm()
    form.files = [
      { id: 'a', name: 'palkka.pdf', type: 'PAYSLIP_GROSS' },
      { id: 'b', name: 'elake.pdf', type: 'PENSION' },
    ]
    expect(incomeFormErrors(form, context)).toEqual({})
  })
  it('a draft skips the attachments and the assurance', () => {
    const form = grossForm()
    form.assure = false
    expect(incomeFormErrors(form, { ...context, draft: true })).toEqual({})
    expect(incomeFormErrors(form, context).assure).toBe('required')
  })
  it('errors of the rules’ own paths land on the form’s fields', () => {
    expect(formPath('type')).toBe('choice')
    expect(formPath('entrepreneur.selfEmployed')).toBe('entrepreneur.selfEmployedChoice')
    expect(formPath('entrepreneur.selfEmployed.estimatedIncome.incomeStartDate')).toBe(
      'entrepreneur.estimatedIncome.incomeStartDate',
    )
    expect(formPath('entrepreneur.limitedCompany.incomeSource')).toBe('entrepreneur.limitedCompanyIncomeSource')
    expect(formPath('entrepreneur.accountant.email')).toBe('entrepreneur.accountant.email')
    const form = grossForm()
    form.choice = []
    expect(incomeFormErrors(form, context).choice).toBe('chooseAtLeastOne')
  })
})

describe('fromDetail', () => {
  it('opens a saved draft as it was typed', () => {
    const form = grossForm()
    form.choice = ['gross', 'entrepreneur']
    form.entrepreneur.spouseWorksInCompany = 'no'
    form.entrepreneur.companyForms = ['selfEmployed', 'limitedCompany']
    form.entrepreneur.selfEmployedChoice = ['estimate']
    form.entrepreneur.estimatedIncome = {
      estimatedMonthlyIncome: '1500',
      incomeStartDate: '2026-06-01',
      incomeEndDate: null,
    }
    form.entrepreneur.limitedCompanyIncomeSource = 'INCOMES_REGISTER'
    form.others = ['student']
    form.files = [{ id: 'a', name: 'palkka.pdf', type: 'PAYSLIP_GROSS' }]
    form.attachments = { PAYSLIP_GROSS: ['a'] }
    form.gross.estimatedMonthlyIncome = '3200'
    const body = toBody(form)
    if (body.type !== 'INCOME') throw new Error('an income statement')
    const detail: IncomeStatementDetail = {
      id: 'id',
      personId: 'p',
      status: 'DRAFT',
      createdAt: '',
      modifiedAt: '',
      sentAt: null,
      handledAt: null,
      handlerName: null,
      ...body,
      attachments: [{ id: 'a', name: 'palkka.pdf', contentType: 'application/pdf', type: 'PAYSLIP_GROSS' }],
    } as IncomeStatementDetail
    expect(fromDetail(detail)).toEqual({ ...form, assure: false })
  })
})
