import { describe, expect, it } from 'vitest'
import type { Child } from '@citizen/contract/web'
import { navigationModel } from './nav-model'
import { loggedIn } from '../../shared/auth-fixtures'

const child = (id: string, placed: boolean): Child => ({
  id,
  firstName: 'Eetu',
  preferredName: '',
  lastName: 'Virtanen',
  duplicateOf: null,
  imageId: null,
  group: null,
  unit: null,
  upcomingPlacementType: placed ? 'DAYCARE' : null,
  upcomingPlacementStartDate: placed ? '2026-01-01' : null,
  upcomingPlacementIsCalendarOpen: placed ? true : null,
  upcomingPlacementUnit: null,
  permittedActions: [],
  serviceApplicationCreationPossible: false,
  absenceApplicationCreationPossible: false,
})

const allBuilt = { messages: true, children: true, income: true, personalDetails: true }

describe('navigationModel', () => {
  it('locks strong-only items for a weak session', () => {
    expect(navigationModel(loggedIn({ authLevel: 'WEAK' }), []).strongItemsLocked).toBe(true)
    expect(navigationModel(loggedIn(), []).strongItemsLocked).toBe(false)
  })
  it('marks personal details when no email was ever given, not when the guardian said they have none', () => {
    expect(navigationModel(loggedIn({ email: null }), []).personalDetailsNeedsAttention).toBe(true)
    expect(navigationModel(loggedIn({ email: '' }), []).personalDetailsNeedsAttention).toBe(false)
    expect(navigationModel(loggedIn(), []).personalDetailsNeedsAttention).toBe(false)
  })
  it('lists only children with a current or upcoming placement', () => {
    const ids = navigationModel(loggedIn(), [child('a', true), child('b', false)], allBuilt).children.map((c) => c.id)
    expect(ids).toEqual(['a'])
  })
  it('shows the calendar only with the reservations feature', () => {
    expect(navigationModel(loggedIn({ reservations: false }), []).showCalendar).toBe(false)
  })
  it('leads to no page that is not built (all are now: income, personal details, child pages)', () => {
    const model = navigationModel(loggedIn(), [child('a', true)])
    expect(model).toMatchObject({ showIncome: true, personalDetails: 'link' })
    expect(navigationModel(loggedIn(), [], { ...allBuilt, income: false }).showIncome).toBe(false)
    expect(model.children.map((c) => c.id)).toEqual(['a'])
    expect(navigationModel(loggedIn(), [child('a', true)], { ...allBuilt, children: false }).children).toEqual([])
    const withoutDetails = { ...allBuilt, personalDetails: false }
    expect(navigationModel(loggedIn(), [], withoutDetails).personalDetails).toBe(null)
    expect(navigationModel(loggedIn(), [], { ...allBuilt, messages: false }).showMessages).toBe(false)

    // Missing email: the link, with the attention mark
    expect(navigationModel(loggedIn({ email: null }), [], withoutDetails).personalDetails).toBe(null)
    expect(navigationModel(loggedIn({ email: null }), [], allBuilt)).toMatchObject({
      showMessages: true,
      showIncome: true,
      personalDetails: 'link',
    })
  })
})
