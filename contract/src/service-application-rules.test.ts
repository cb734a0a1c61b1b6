import { describe, expect, it } from 'vitest'
import {
  type ServiceApplicationForm,
  isFirstOfMonth,
  isPlacementTypeChangeAllowed,
  placementTypesChangeableFrom,
  serviceApplicationFormErrors,
} from './service-application-rules'

const today = '2026-03-10'
const valid: ServiceApplicationForm = { startDate: '2026-04-01', serviceNeedOptionId: 'o', additionalInfo: '' }

describe('serviceApplicationFormErrors (spec 001 "Child-page forms")', () => {
  it.each<[string, Partial<ServiceApplicationForm>, object]>([
    ['a valid application from the 1st', {}, {}],
    ['today as the start', { startDate: today, additionalInfo: 'Vuorotyö' }, {}],
    ['no start', { startDate: null }, { startDate: 'required' }],
    ['a start that is no day', { startDate: '2026-02-30' }, { startDate: 'required' }],
    ['a start before today', { startDate: '2026-03-01' }, { startDate: 'dateTooEarly' }],
    ['no option', { serviceNeedOptionId: null }, { serviceNeedOptionId: 'required' }],
    ['another day than the 1st without info', { startDate: '2026-04-15' }, { additionalInfo: 'explainDate' }],
    [
      'another day than the 1st with blank info',
      { startDate: '2026-04-15', additionalInfo: '  ' },
      { additionalInfo: 'explainDate' },
    ],
    ['another day than the 1st explained', { startDate: '2026-04-15', additionalInfo: 'Töihin' }, {}],
    ['too long info', { additionalInfo: 'x'.repeat(5001) }, { additionalInfo: 'tooLong' }],
  ])('%s', (_, overrides, expected) => {
    expect(serviceApplicationFormErrors({ ...valid, ...overrides }, today)).toEqual(expected)
  })
})

describe('placement type changes (reference §7)', () => {
  it.each<[string, string, boolean]>([
    ['DAYCARE', 'DAYCARE', true],
    ['DAYCARE', 'DAYCARE_PART_TIME', true],
    ['DAYCARE_PART_TIME', 'DAYCARE', true],
    ['DAYCARE_FIVE_YEAR_OLDS', 'DAYCARE_PART_TIME_FIVE_YEAR_OLDS', true],
    ['DAYCARE_PART_TIME_FIVE_YEAR_OLDS', 'DAYCARE_FIVE_YEAR_OLDS', true],
    ['PRESCHOOL_DAYCARE', 'PRESCHOOL_DAYCARE', true],
    ['DAYCARE', 'DAYCARE_FIVE_YEAR_OLDS', false],
    ['DAYCARE', 'PRESCHOOL_DAYCARE', false],
    ['PRESCHOOL', 'PRESCHOOL_DAYCARE', false],
    ['CLUB', 'DAYCARE', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(isPlacementTypeChangeAllowed(from, to)).toBe(allowed)
  })

  it('lists the types an option may be for', () => {
    expect(placementTypesChangeableFrom('DAYCARE')).toEqual(['DAYCARE', 'DAYCARE_PART_TIME'])
    expect(placementTypesChangeableFrom('DAYCARE_PART_TIME_FIVE_YEAR_OLDS')).toEqual([
      'DAYCARE_PART_TIME_FIVE_YEAR_OLDS',
      'DAYCARE_FIVE_YEAR_OLDS',
    ])
    expect(placementTypesChangeableFrom('PRESCHOOL')).toEqual(['PRESCHOOL'])
  })

  it('knows the first of a month', () => {
    expect([isFirstOfMonth('2026-05-01'), isFirstOfMonth('2026-05-02'), isFirstOfMonth('2026-02-30')]).toEqual([
      true,
      false,
      false,
    ])
  })
})
