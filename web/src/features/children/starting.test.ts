import { describe, expect, it } from 'vitest'
import type { Child } from '@citizen/contract/web'
import { startingChildren } from './starting'

const child = (id: string, start: string | null): Child => ({
  id,
  firstName: 'Oona',
  preferredName: 'Oona',
  lastName: 'Salonen',
  duplicateOf: null,
  imageId: null,
  group: null,
  unit: null,
  upcomingPlacementType: start ? 'DAYCARE' : null,
  upcomingPlacementStartDate: start,
  upcomingPlacementIsCalendarOpen: null,
  upcomingPlacementUnit: start ? { id: 'u', name: 'Aurinkoinen' } : null,
  permittedActions: [],
  serviceApplicationCreationPossible: false,
  absenceApplicationCreationPossible: false,
})
const DAY = 24 * 3600_000
const now = Date.parse('2026-11-27T10:00:00Z')

describe('startingChildren', () => {
  const children = [child('a', '2026-12-27'), child('b', '2026-12-28'), child('c', null)]
  it('shows children starting more than 30 days ahead', () => {
    expect(startingChildren(children, '2026-11-27', () => null, now).map((c) => c.id)).toEqual(['b'])
  })
  it('hides a notice dismissed less than 7 days ago', () => {
    expect(startingChildren(children, '2026-11-27', () => now - 6 * DAY, now)).toEqual([])
    expect(startingChildren(children, '2026-11-27', () => now - 7 * DAY, now).map((c) => c.id)).toEqual(['b'])
  })
})
