import { describe, expect, it } from 'vitest'
import { optionsFor } from '@citizen/contract/web'
import { editorState, fullTime, option } from './editor-fixtures'
import { countBySection, validateApplication, type ValidationContext } from './validation'

const today = '2026-11-22'
const partTime = option('2', 'DAYCARE_PART_TIME')
const expired = option('3', 'DAYCARE', '2020-01-01', '2026-12-31')
const ctx: ValidationContext = {
  type: 'DAYCARE',
  status: 'CREATED',
  savedStartDate: null,
  today,
  clubTerms: [],
  preschoolTerms: [
    {
      id: '00000000-0000-4000-8000-0000000000bb',
      finnishPreschool: { start: '2027-08-11', end: '2028-05-31' },
      swedishPreschool: { start: '2027-08-11', end: '2028-05-31' },
      extendedTerm: { start: '2027-08-01', end: '2028-05-31' },
      applicationPeriod: { start: '2026-11-01', end: '2028-05-31' },
      termBreaks: [],
    },
  ],
  serviceNeedOptions: [fullTime, partTime, expired],
  askOtherGuardianAgreement: false,
}

/** The start date's error key when only the start date differs from a complete application */
const startDateError = (preferredStartDate: string | null, context = ctx) =>
  validateApplication(editorState({}, { preferredStartDate }), context)['form.preferences.preferredStartDate']

describe('validateApplication', () => {
  it('accepts a complete daycare application', () => {
    expect(validateApplication(editorState(), ctx)).toEqual({})
  })
  it('checks the start date window', () => {
    // An empty date is missing, not in a wrong format
    expect(startDateError(null)).toBe('required')
    expect(startDateError('2026-11-21')).toBe('dateTooEarly')
    expect(startDateError('2027-11-23')).toBe('dateTooLate')
    expect(startDateError('2027-11-22')).toBeUndefined()
  })
  it('lets a sent application keep its saved date but not move earlier', () => {
    const sent = { ...ctx, status: 'SENT' as const, savedStartDate: '2027-03-01' }
    expect(startDateError('2027-02-28', sent)).toBe('dateTooEarly')
    expect(startDateError('2027-03-01', sent)).toBeUndefined()
  })
  it('needs the preschool date inside a term', () => {
    const preschool = { ...ctx, type: 'PRESCHOOL' as const }
    const s = editorState({}, { preferredStartDate: '2027-07-01', serviceNeed: null })
    expect(validateApplication(s, preschool)['form.preferences.preferredStartDate']).toBe('unselectableDate')
    expect(
      validateApplication(editorState({}, { preferredStartDate: '2027-08-11', serviceNeed: null }), preschool),
    ).toEqual({})
  })
  it('checks the connected daycare date', () => {
    const preschool = { ...ctx, type: 'PRESCHOOL' as const, serviceNeedOptions: [option('4', 'PRESCHOOL_DAYCARE')] }
    const need = {
      startTime: '',
      endTime: '',
      shiftCare: false,
      partTime: false,
      serviceNeedOption: option('4', 'PRESCHOOL_DAYCARE'),
    }
    const base = { preferredStartDate: '2027-08-11', serviceNeed: need }
    const v = (connected: string | null) =>
      validateApplication(
        editorState({ connectedDaycare: true }, { ...base, connectedDaycarePreferredStartDate: connected }),
        preschool,
      )['form.preferences.connectedDaycarePreferredStartDate']
    expect(v(null)).toBe('required')
    expect(v('2027-08-11')).toBeUndefined()
    expect(v('2027-09-01')).toBeUndefined()
    expect(v('2027-08-02')).toBeUndefined() // earlier, inside the extended term, preschool starts on the term's first day
    expect(v('2028-06-15')).toBe('unselectableDate')
  })
  it('needs a service need option valid on the date, of the part-time kind when part-time', () => {
    const optionError = (partTime: boolean, serviceNeedOption: typeof fullTime | null) =>
      validateApplication(
        editorState({}, { serviceNeed: { startTime: '', endTime: '', shiftCare: false, partTime, serviceNeedOption } }),
        ctx,
      )['form.preferences.serviceNeed.serviceNeedOption']
    expect(optionError(false, null)).toBe('choose')
    expect(optionError(true, fullTime)).toBe('choose')
    expect(optionError(false, expired)).toBe('choose')
    expect(optionsFor(ctx.serviceNeedOptions, 'DAYCARE', true, '2027-04-01').map((o) => o.id)).toEqual([partTime.id])
  })
  it('keeps part-time within 5 hours a day and takes daily times as hh:mm', () => {
    const need = (part: boolean, startTime: string, endTime: string) =>
      validateApplication(
        editorState(
          {},
          {
            serviceNeed: {
              startTime,
              endTime,
              shiftCare: false,
              partTime: part,
              serviceNeedOption: part ? partTime : fullTime,
            },
          },
        ),
        ctx,
      )
    expect(need(true, '09:00', '17:00')['form.preferences.serviceNeed.endTime']).toBe('partTimeTooLong')
    expect(need(true, '08:00', '13:00')).toEqual({})
    expect(need(false, '07:00', '17:00')).toEqual({})
    expect(need(true, '8.30', '')).toEqual({ 'form.preferences.serviceNeed.startTime': 'timeFormat' })
  })
  it('needs at least one unit', () => {
    expect(validateApplication(editorState({}, { preferredUnits: [] }), ctx)['form.preferences.preferredUnits']).toBe(
      'unitNotSelected',
    )
  })
  it('checks sibling basis, contact details and household members', () => {
    const errors = validateApplication(
      editorState(
        { siblingBasis: true, otherPartnerExists: true, verifyEmail: 'b@example.com' },
        { siblingBasis: { siblingName: 'Onni', siblingSsn: '131052-308U', siblingUnit: '' } },
      ),
      ctx,
    )
    expect(errors['form.preferences.siblingBasis.siblingSsn']).toBe('ssn')
    expect(errors.verifyEmail).toBe('emailsDoNotMatch')
    expect(errors['form.otherPartner.firstName']).toBe('required')
    expect(countBySection(errors)).toEqual({ serviceNeed: 0, units: 1, contact: 4, additional: 0 })
  })
  it('allows no email when the box is ticked and the field is empty', () => {
    const s = editorState({ noEmail: true, verifyEmail: '' })
    s.form.guardian.email = ''
    expect(validateApplication(s, ctx)).toEqual({})
  })
  it('asks the agreement with another guardian at a different address', () => {
    expect(
      validateApplication(editorState(), { ...ctx, askOtherGuardianAgreement: true })[
        'form.secondGuardian.agreementStatus'
      ],
    ).toBe('choose')
  })
  it('requires the assistance description', () => {
    const s = editorState()
    s.form.child.assistanceNeeded = true
    expect(validateApplication(s, ctx)['form.child.assistanceDescription']).toBe('required')
  })
})
