import { describe, expect, it } from 'vitest'
import type { ChildPlacement, PlacementType } from '@citizen/contract'
import { attendanceDays, placementGroups, serviceNeedSummaries } from './page-rules'

const placement = (
  id: string,
  type: PlacementType,
  startDate: string,
  endDate: string,
  unitName = 'A',
  terminatable = true,
): ChildPlacement => ({
  id,
  childId: 'c',
  type,
  startDate,
  endDate,
  unitId: `unit-${unitName}`,
  unitName,
  terminatable,
  terminationRequestedDate: null,
  terminatedBy: null,
})

describe('placementGroups', () => {
  it('groups by unit and type; daycare after preschool in the same unit is additional', () => {
    const groups = placementGroups(
      [
        placement('d1', 'DAYCARE', '2025-01-01', '2026-07-31'),
        placement('p1', 'PRESCHOOL_DAYCARE', '2026-08-01', '2027-05-31'),
        placement('d2', 'DAYCARE', '2027-06-01', '2027-07-31'),
        placement('c1', 'CLUB', '2026-09-01', '2027-05-31', 'B', false),
      ],
      '2026-11-27',
    )
    expect(
      groups.map((g) => [g.type, g.unitName, g.startDate, g.endDate, g.terminatable, g.daycareOnlyTerminatable]),
    ).toEqual([
      ['DAYCARE', 'A', '2025-01-01', '2026-07-31', false, false],
      ['PRESCHOOL', 'A', '2026-08-01', '2027-07-31', true, true],
      ['CLUB', 'B', '2026-09-01', '2027-05-31', false, false],
    ])
    expect(groups[1]!.placements.map((p) => p.id)).toEqual(['p1'])
    expect(groups[1]!.additionalPlacements.map((p) => p.id)).toEqual(['d2'])
  })

  it('does not offer a group that ends today (terminated with today as its last day)', () => {
    const [group] = placementGroups([placement('t', 'DAYCARE', '2026-01-01', '2026-11-27')], '2026-11-27')
    expect(group!.terminatable).toBe(false)
  })

  it('does not let a group that has not started be terminated', () => {
    const [group] = placementGroups([placement('f', 'DAYCARE', '2027-01-01', '2027-12-31')], '2026-11-27')
    expect(group!.terminatable).toBe(false)
  })
})

describe('serviceNeedSummaries', () => {
  const option = {
    id: 'o',
    nameFi: 'n',
    nameSv: 'n',
    nameEn: 'n',
    validPlacementType: 'DAYCARE' as const,
    validFrom: '2020-01-01',
    validTo: null,
    contractDaysPerMonth: 20,
  }
  const base = {
    unitName: 'A',
    reservationsEnabled: true,
    hasNonDefaultOptions: true,
    defaultOption: null,
  }
  it('fills the gaps of a placement with default rows, newest first', () => {
    const rows = serviceNeedSummaries([
      {
        ...base,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        serviceNeeds: [{ startDate: '2026-03-01', endDate: '2026-06-30', option }],
      },
    ])
    expect(
      rows.map((r) => [r.startDate, r.endDate, r.isDefault, r.contractDaysPerMonth, r.option?.id ?? null]),
    ).toEqual([
      ['2026-07-01', '2026-12-31', true, null, null],
      ['2026-03-01', '2026-06-30', false, 20, 'o'],
      ['2026-01-01', '2026-02-28', true, null, null],
    ])
    expect(rows[1]!.option).not.toHaveProperty('contractDaysPerMonth')
  })

  it('gives a placement without service needs one default row with the default option', () => {
    const rows = serviceNeedSummaries([
      { ...base, defaultOption: option, startDate: '2026-01-01', endDate: '2026-12-31', serviceNeeds: [] },
    ])
    expect(rows).toEqual([expect.objectContaining({ isDefault: true, option: expect.objectContaining({ id: 'o' }) })])
  })
})

describe('attendanceDays', () => {
  it('counts the open days of the placement less the absences, skipping holidays and closed weekdays', () => {
    // December 2026: 6.12. is a Sunday (Independence Day), 24.–26.12. holidays
    const placements = [{ start_date: '2026-12-01', end_date: '2026-12-31', weekdays: [1, 2, 3, 4, 5] }]
    const open = attendanceDays('2026-12', placements, [])
    expect(open).toBe(21)
    expect(attendanceDays('2026-12', placements, ['2026-12-02', '2026-12-05'])).toBe(20)
    expect(attendanceDays('2026-12', [{ ...placements[0]!, start_date: '2026-12-15' }], [])).toBe(11)
  })
})
