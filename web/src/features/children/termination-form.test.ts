import { describe, expect, it } from 'vitest'
import type { PlacementGroup } from '@citizen/contract/web'
import { chosen, lastDayLimits, terminationChoices, terminationErrors, terminationRequests } from './termination-form'

const placement = (type: PlacementGroup['placements'][number]['type'], endDate: string) => ({
  id: `${type}-${endDate}`,
  childId: 'c',
  type,
  startDate: '2026-08-01',
  endDate,
  unitId: 'u',
  unitName: 'Aurinkoinen',
  terminatable: true,
  terminationRequestedDate: null,
  terminatedBy: null,
})
const preschool: PlacementGroup = {
  type: 'PRESCHOOL',
  unitId: 'u',
  unitName: 'Aurinkoinen',
  startDate: '2026-08-01',
  endDate: '2027-05-31',
  terminatable: true,
  daycareOnlyTerminatable: true,
  placements: [placement('PRESCHOOL_DAYCARE', '2027-05-31')],
  additionalPlacements: [],
}
const future: PlacementGroup = {
  ...preschool,
  type: 'DAYCARE',
  unitId: 'v',
  terminatable: false,
  daycareOnlyTerminatable: false,
}
const today = '2026-11-27'

describe('termination form', () => {
  const choices = terminationChoices([preschool, future])

  it('offers the terminatable groups, and their paid daycare alone', () => {
    expect(choices.map((c) => c.value)).toEqual(['PRESCHOOL|u|all', 'PRESCHOOL|u|daycare'])
    // The paid daycare already ends (the server says so): the group alone
    const daycareEnded = { ...preschool, daycareOnlyTerminatable: false }
    expect(terminationChoices([daycareEnded]).map((c) => c.value)).toEqual(['PRESCHOOL|u|all'])
  })

  it('requires a placement and a day within the limits', () => {
    expect(terminationErrors({ choices: [], lastDay: null }, { choices, today })).toEqual({
      choices: 'placements',
      lastDay: 'required',
    })
    expect(terminationErrors({ choices: ['PRESCHOOL|u|all'], lastDay: '2026-11-26' }, { choices, today })).toEqual({
      lastDay: 'tooEarly',
    })
    expect(terminationErrors({ choices: ['PRESCHOOL|u|all'], lastDay: '2027-06-01' }, { choices, today })).toEqual({
      lastDay: 'tooLate',
    })
    expect(terminationErrors({ choices: ['PRESCHOOL|u|daycare'], lastDay: '2026-12-31' }, { choices, today })).toEqual(
      {},
    )
  })

  it('sends one request per group; the whole group wins over its paid daycare', () => {
    const picked = chosen(choices, ['PRESCHOOL|u|all', 'PRESCHOOL|u|daycare'])
    expect(lastDayLimits(picked, today)).toEqual({ min: today, max: '2027-05-31' })
    expect(terminationRequests(picked, '2026-12-31')).toEqual([
      { type: 'PRESCHOOL', unitId: 'u', terminationDate: '2026-12-31', terminateDaycareOnly: false },
    ])
  })
})
