import { describe, expect, it } from 'vitest'
import type { HolidayQuestionnaire } from '@citizen/contract'
import { coversContinuously, eligibleChildren, type PlacementFact } from './policy'

const text = { fi: '', sv: '', en: '' }
const base = {
  id: '00000000-0000-4000-8000-000000000001',
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
const fixed: HolidayQuestionnaire = {
  type: 'FIXED_PERIOD',
  ...base,
  periodOptions: [june, july],
  periodOptionLabel: text,
}
const summer = { start: '2027-06-01', end: '2027-08-31' }
const open: HolidayQuestionnaire = {
  type: 'OPEN_RANGES',
  ...base,
  period: summer,
  absenceTypeThreshold: 5,
}
const today = '2027-03-10'

const p = (type: PlacementFact['type'], start: string, end: string, providerType = 'MUNICIPAL'): PlacementFact => ({
  type,
  start,
  end,
  providerType,
})

describe('coversContinuously', () => {
  it.each([
    ['one placement over the range', [p('DAYCARE', '2027-01-01', '2027-12-31')], true],
    [
      'consecutive placements',
      [p('DAYCARE', '2027-07-10', '2027-12-31'), p('DAYCARE', '2027-01-01', '2027-07-09')],
      true,
    ],
    ['a day between', [p('DAYCARE', '2027-01-01', '2027-07-09'), p('DAYCARE', '2027-07-11', '2027-12-31')], false],
    ['ending a day early', [p('DAYCARE', '2027-01-01', '2027-07-27')], false],
    ['starting a day late', [p('DAYCARE', '2027-07-02', '2027-12-31')], false],
    ['nothing', [], false],
  ])('%s', (_, placements, expected) => {
    expect(coversContinuously(placements, july)).toBe(expected)
  })
})

describe('eligibleChildren', () => {
  const child = (id: string, placements: PlacementFact[]) => ({ id, placements })
  it.each([
    ['FIXED_PERIOD: daycare over both options', fixed, [p('DAYCARE', '2026-08-01', '2027-12-31')], [june, july]],
    ['FIXED_PERIOD: only the options the placement covers', fixed, [p('DAYCARE', '2026-08-01', '2027-06-30')], [june]],
    ['FIXED_PERIOD: preschool is not invoiced', fixed, [p('PRESCHOOL', '2026-08-01', '2027-12-31')], undefined],
    ['FIXED_PERIOD: club is not invoiced', fixed, [p('CLUB', '2026-08-01', '2027-12-31')], undefined],
    [
      'FIXED_PERIOD: temporary daycare is not invoiced',
      fixed,
      [p('TEMPORARY_DAYCARE', '2026-08-01', '2027-12-31')],
      undefined,
    ],
    [
      'FIXED_PERIOD: preschool with daycare, then daycare',
      fixed,
      [p('PRESCHOOL_DAYCARE', '2026-08-01', '2027-06-10'), p('DAYCARE', '2027-06-11', '2027-12-31')],
      [june, july],
    ],
    ['OPEN_RANGES: a placement during the period', open, [p('CLUB', '2026-08-01', '2027-06-05')], [summer]],
    ['OPEN_RANGES: no placement during the period', open, [p('DAYCARE', '2026-08-01', '2027-05-31')], undefined],
    [
      'a private service voucher placement today',
      open,
      [p('DAYCARE', '2026-08-01', '2027-12-31', 'PRIVATE_SERVICE_VOUCHER')],
      undefined,
    ],
    [
      'a private service voucher placement that has ended',
      fixed,
      [p('DAYCARE', '2026-08-01', '2027-03-09', 'PRIVATE_SERVICE_VOUCHER'), p('DAYCARE', '2027-03-10', '2027-12-31')],
      [june, july],
    ],
  ])('%s', (_, questionnaire, placements, expected) => {
    expect(eligibleChildren(questionnaire, [child('a', placements)], today).get('a')).toEqual(expected)
  })

  it('asks only children placed without a break over the continuous-placement condition', () => {
    const q = { ...fixed, conditions: { continuousPlacement: { start: '2027-01-01', end: '2027-08-31' } } }
    const result = eligibleChildren(
      q,
      [
        child('whole', [p('DAYCARE', '2026-08-01', '2027-12-31')]),
        child('late', [p('DAYCARE', '2027-02-01', '2027-12-31')]),
        child('gap', [p('DAYCARE', '2026-08-01', '2027-04-30'), p('DAYCARE', '2027-05-02', '2027-12-31')]),
      ],
      today,
    )
    expect([...result.keys()]).toEqual(['whole'])
  })
})
