import { describe, expect, it } from 'vitest'
import {
  holidayCta,
  isFixedPeriodOption,
  isOpenForReservations,
  isPartlyAnswered,
  openRangeAbsenceType,
  openRangeIssues,
} from './holiday-period-rules'

const period = { start: '2027-06-01', end: '2027-08-31' }

describe('openRangeIssues', () => {
  it('accepts ranges inside the period that do not overlap, in any order', () => {
    expect(
      openRangeIssues(
        [
          { start: '2027-07-01', end: '2027-07-10' },
          { start: '2027-06-01', end: '2027-06-30' },
          { start: '2027-08-31', end: '2027-08-31' },
        ],
        period,
      ),
    ).toEqual([])
  })
  it('says a range starting before the period is too early and one ending after it too late', () => {
    expect(
      openRangeIssues(
        [
          { start: '2027-05-31', end: '2027-06-05' },
          { start: '2027-08-30', end: '2027-09-01' },
        ],
        period,
      ),
    ).toEqual([
      { index: 0, error: 'tooEarly' },
      { index: 1, error: 'tooLate' },
    ])
  })
  it('marks the later of two overlapping ranges, also when they share only one day', () => {
    expect(
      openRangeIssues(
        [
          { start: '2027-07-01', end: '2027-07-10' },
          { start: '2027-07-20', end: '2027-07-25' },
          { start: '2027-07-10', end: '2027-07-12' },
        ],
        period,
      ),
    ).toEqual([{ index: 2, error: 'rangesOverlap' }])
    expect(
      openRangeIssues(
        [
          { start: '2027-07-01', end: '2027-07-10' },
          { start: '2027-07-11', end: '2027-07-12' },
        ],
        period,
      ),
    ).toEqual([])
  })
})

describe('isFixedPeriodOption', () => {
  const options = [
    { start: '2027-06-01', end: '2027-06-28' },
    { start: '2027-07-01', end: '2027-07-28' },
  ]
  it('accepts no holiday and exactly an option', () => {
    expect(isFixedPeriodOption(options, null)).toBe(true)
    expect(isFixedPeriodOption(options, { start: '2027-07-01', end: '2027-07-28' })).toBe(true)
  })
  it('refuses a range that is not an option, even one inside an option', () => {
    expect(isFixedPeriodOption(options, { start: '2027-07-01', end: '2027-07-27' })).toBe(false)
    expect(isFixedPeriodOption([], { start: '2027-07-01', end: '2027-07-28' })).toBe(false)
  })
})

describe('openRangeAbsenceType', () => {
  const q = { absenceType: 'FREE_ABSENCE', absenceTypeThreshold: 5 }
  it('gives the questionnaire’s type from the threshold on, else OTHER_ABSENCE', () => {
    expect(openRangeAbsenceType({ start: '2027-07-01', end: '2027-07-05' }, q)).toBe('FREE_ABSENCE')
    expect(openRangeAbsenceType({ start: '2027-07-01', end: '2027-07-04' }, q)).toBe('OTHER_ABSENCE')
  })
})

describe('the call to action', () => {
  const holiday = { period, reservationsOpenOn: '2027-03-01', reservationDeadline: '2027-04-15' }
  it('is open from reservationsOpenOn to the deadline, both included', () => {
    expect(isOpenForReservations(holiday, '2027-02-28')).toBe(false)
    expect(isOpenForReservations(holiday, '2027-03-01')).toBe(true)
    expect(isOpenForReservations(holiday, '2027-04-15')).toBe(true)
    expect(isOpenForReservations(holiday, '2027-04-16')).toBe(false)
  })
  it('shows an open holiday period when no questionnaire asks', () => {
    expect(holidayCta([holiday], null, '2027-02-28')).toBeNull()
    expect(holidayCta([holiday], null, '2027-03-01')).toEqual({ type: 'holiday', period, deadline: '2027-04-15' })
    expect(holidayCta([holiday], null, '2027-04-16')).toBeNull()
  })
  it('shows the active questionnaire with children to answer for, and whether it is partly answered', () => {
    const questionnaire = {
      active: { start: '2027-03-10', end: '2027-03-31' },
      eligibleChildIds: ['a', 'b'],
      answeredChildIds: ['a'],
    }
    expect(holidayCta([holiday], questionnaire, '2027-03-10')).toEqual({
      type: 'questionnaire',
      deadline: '2027-03-31',
      partlyAnswered: true,
    })
    expect(holidayCta([], { ...questionnaire, eligibleChildIds: [] }, '2027-03-10')).toBeNull()
    expect(holidayCta([], questionnaire, '2027-04-01')).toBeNull()
    // Every child answered: nothing asks any more (a holiday period open for reservations still may)
    const answered = { ...questionnaire, answeredChildIds: ['b', 'a'] }
    expect(holidayCta([], answered, '2027-03-10')).toBeNull()
    expect(holidayCta([holiday], answered, '2027-03-10')).toEqual({ type: 'holiday', period, deadline: '2027-04-15' })
  })
  it('is partly answered when some but not all eligible children have an answer', () => {
    expect(isPartlyAnswered(['a', 'b'], [])).toBe(false)
    expect(isPartlyAnswered(['a', 'b'], ['b', 'x'])).toBe(true)
    expect(isPartlyAnswered(['a', 'b'], ['a', 'b'])).toBe(false)
    expect(isPartlyAnswered(['a'], ['x'])).toBe(false)
  })
})
