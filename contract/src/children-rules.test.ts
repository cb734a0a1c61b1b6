import { describe, expect, it } from 'vitest'
import {
  periodTiming,
  permittedChildActions,
  placementGroupType,
  terminationDateLimits,
  terminationError,
  terminatableParts,
  WEAK_CHILD_ACTIONS,
} from './children-rules'

describe('placementGroupType', () => {
  it.each([
    ['CLUB', 'CLUB'],
    ['PRESCHOOL', 'PRESCHOOL'],
    ['PRESCHOOL_DAYCARE', 'PRESCHOOL'],
    ['PRESCHOOL_CLUB', 'PRESCHOOL'],
    ['PREPARATORY', 'PREPARATORY'],
    ['PREPARATORY_DAYCARE', 'PREPARATORY'],
    ['DAYCARE', 'DAYCARE'],
    ['DAYCARE_PART_TIME', 'DAYCARE'],
    ['PRESCHOOL_DAYCARE_ONLY', 'DAYCARE'],
    ['TEMPORARY_DAYCARE', 'DAYCARE'],
  ] as const)('%s → %s', (type, group) => {
    expect(placementGroupType(type)).toBe(group)
  })
})

describe('termination limits', () => {
  const group = {
    endDate: '2027-05-31',
    placements: [{ type: 'PRESCHOOL_DAYCARE' as const, endDate: '2027-05-31' }],
    additionalPlacements: [{ endDate: '2027-07-31' }],
  }
  it('runs from today to the group’s end, or the daycare parts’ end', () => {
    expect(terminationDateLimits(group, false, '2026-11-27')).toEqual({ min: '2026-11-27', max: '2027-05-31' })
    expect(terminationDateLimits(group, true, '2026-11-27')).toEqual({ min: '2026-11-27', max: '2027-07-31' })
  })
  it.each([
    [null, 'required'],
    ['2026-11-26', 'tooEarly'],
    ['2026-11-27', null],
    ['2027-05-31', null],
    ['2027-06-01', 'tooLate'],
  ])('%s: %s', (date, expected) => {
    expect(terminationError(date, { min: '2026-11-27', max: '2027-05-31' })).toBe(expected)
  })
  it('offers the group while it ends after today, its paid daycare while a daycare part does', () => {
    const today = '2026-11-27'
    expect(terminatableParts(group, true, today)).toEqual({ whole: true, daycareOnly: true })
    expect(terminatableParts(group, false, today)).toEqual({ whole: false, daycareOnly: false })
    const preschoolOnly = { ...group, placements: [{ type: 'PRESCHOOL' as const, endDate: '2027-05-31' }] }
    expect(terminatableParts({ ...preschoolOnly, additionalPlacements: [] }, true, today)).toEqual({
      whole: true,
      daycareOnly: false,
    })
    // Paid daycare terminated with today as its last day: the preschool part continues
    const daycareEnded = {
      endDate: '2027-05-31',
      placements: [
        { type: 'PRESCHOOL_DAYCARE' as const, endDate: today },
        { type: 'PRESCHOOL' as const, endDate: '2027-05-31' },
      ],
      additionalPlacements: [],
    }
    expect(terminatableParts(daycareEnded, true, today)).toEqual({ whole: true, daycareOnly: false })
    // Terminated with today as the last day: nothing left to end
    const ended = { ...group, endDate: today, placements: [{ type: 'PRESCHOOL_DAYCARE' as const, endDate: today }] }
    expect(terminatableParts({ ...ended, additionalPlacements: [] }, true, today)).toEqual({
      whole: false,
      daycareOnly: false,
    })
  })
})

describe('permittedChildActions', () => {
  it('gives a weak login the weak actions only, a strong one the documents with a placement', () => {
    expect(permittedChildActions('WEAK', true)).toEqual([...WEAK_CHILD_ACTIONS])
    expect(permittedChildActions('STRONG', true)).toContain('READ_PLACEMENT')
    expect(permittedChildActions('STRONG', true)).toContain('READ_CHILD_DOCUMENTS')
    expect(permittedChildActions('STRONG', false)).not.toContain('READ_CHILD_DOCUMENTS')
  })
})

describe('periodTiming', () => {
  it.each([
    [{ start: '2026-01-01', end: '2026-11-26' }, 'PAST'],
    [{ start: '2026-01-01', end: '2026-11-27' }, 'PRESENT'],
    [{ start: '2026-11-27', end: null }, 'PRESENT'],
    [{ start: '2026-11-28', end: null }, 'FUTURE'],
  ])('%o: %s', (range, expected) => {
    expect(periodTiming(range, '2026-11-27')).toBe(expected)
  })
})
