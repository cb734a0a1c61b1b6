import { describe, expect, it } from 'vitest'
import type { ActiveQuestionnaire } from '@citizen/contract/web'
import { fixedPeriodsBody, holidayErrors, initialHolidayForm, NO_HOLIDAY, openRangesBody } from './holiday-form'

const text = { fi: '', sv: '', en: '' }
const base = {
  id: 'q',
  absenceType: 'FREE_ABSENCE' as const,
  requiresStrongAuth: false,
  active: { start: '2027-03-01', end: '2027-04-15' },
  title: text,
  description: text,
  descriptionLink: text,
  conditions: { continuousPlacement: null },
}
const june = { start: '2027-06-01', end: '2027-06-28' }
const july = { start: '2027-07-01', end: '2027-07-28' }
const summer = { start: '2027-06-01', end: '2027-08-31' }
const children = [
  { id: 'a', firstName: 'A', lastName: 'X' },
  { id: 'b', firstName: 'B', lastName: 'X' },
]
const fixed: ActiveQuestionnaire = {
  questionnaire: { type: 'FIXED_PERIOD', ...base, periodOptions: [june, july], periodOptionLabel: text },
  eligibleChildren: { a: [june, july], b: [july] },
  children,
  previousAnswers: [{ questionnaireId: 'q', childId: 'b', fixedPeriod: null, openRanges: [] }],
}
const open: ActiveQuestionnaire = {
  questionnaire: { type: 'OPEN_RANGES', ...base, period: summer, absenceTypeThreshold: 5 },
  eligibleChildren: { a: [summer], b: [summer] },
  children,
  previousAnswers: [{ questionnaireId: 'q', childId: 'a', fixedPeriod: null, openRanges: [july] }],
}

describe('the holiday form', () => {
  it('starts from the previous answers', () => {
    expect(initialHolidayForm(fixed).fixedPeriods).toEqual({ a: null, b: NO_HOLIDAY })
    expect(initialHolidayForm(open).openRanges).toEqual({ a: [july], b: [] })
  })
  it('FIXED_PERIOD: needs a choice for some child and sends only the children chosen', () => {
    expect(holidayErrors({ fixedPeriods: { a: null, b: null }, openRanges: {} }, fixed)).toEqual({
      'fixedPeriods.a': 'noAnswer',
    })
    const values = { fixedPeriods: { a: '2027-07-01/2027-07-28', b: null }, openRanges: {} }
    expect(holidayErrors(values, fixed)).toEqual({})
    expect(fixedPeriodsBody(values, fixed)).toEqual({ fixedPeriods: { a: july } })
    expect(fixedPeriodsBody({ fixedPeriods: { a: NO_HOLIDAY, b: null }, openRanges: {} }, fixed)).toEqual({
      fixedPeriods: { a: null },
    })
  })
  it('OPEN_RANGES: the contract’s messages on the range they concern, and a range left empty', () => {
    const values = {
      fixedPeriods: {},
      openRanges: {
        a: [july, null, { start: '2027-07-20', end: '2027-08-02' }],
        b: [
          { start: '2027-05-30', end: '2027-06-02' },
          { start: '2027-08-30', end: '2027-09-02' },
        ],
      },
    }
    expect(holidayErrors(values, open)).toEqual({
      'openRanges.a.1': 'required',
      'openRanges.a.2': 'rangesOverlap',
      'openRanges.b.0': 'tooEarly',
      'openRanges.b.1': 'tooLate',
    })
    expect(openRangesBody({ fixedPeriods: {}, openRanges: { a: [july, null] } }, open)).toEqual({
      openRanges: { a: [july], b: [] },
    })
  })
})
