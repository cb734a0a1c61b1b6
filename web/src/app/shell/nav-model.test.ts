import { describe, expect, it } from 'vitest'
import type { Child } from '@citizen/contract/web'
import { navigationModel } from './nav-model'
import type { LoggedInStatus } from '../../shared/auth'

const user = (
  overrides: { authLevel?: 'STRONG' | 'WEAK'; email?: string | null; reservations?: boolean } = {},
): LoggedInStatus => ({
  loggedIn: true,
  authLevel: overrides.authLevel ?? 'STRONG',
  apiVersion: 'x',
  user: {
    details: {
      id: '00000000-0000-4000-8000-000000000001',
      firstName: 'Aino',
      lastName: 'Virtanen',
      preferredName: '',
      streetAddress: '',
      postalCode: '',
      postOffice: '',
      phone: '',
      backupPhone: '',
      email: overrides.email === undefined ? 'a@example.com' : overrides.email,
      weakLoginUsername: null,
    },
    accessibleFeatures: {
      messages: true,
      composeNewMessage: true,
      reservations: overrides.reservations ?? true,
      childDocumentation: false,
    },
  },
})

const child = (id: string, placed: boolean): Child => ({
  id,
  firstName: 'Eetu',
  preferredName: '',
  lastName: 'Virtanen',
  duplicateOf: null,
  unit: null,
  upcomingPlacementType: placed ? 'DAYCARE' : null,
  upcomingPlacementStartDate: placed ? '2026-01-01' : null,
  upcomingPlacementIsCalendarOpen: placed ? true : null,
  upcomingPlacementUnit: null,
})

const allBuilt = { messages: true, children: true, income: true, personalDetails: true }

describe('navigationModel', () => {
  it('locks strong-only items for a weak session', () => {
    expect(navigationModel(user({ authLevel: 'WEAK' }), []).strongItemsLocked).toBe(true)
    expect(navigationModel(user(), []).strongItemsLocked).toBe(false)
  })
  it('marks personal details when no email is set', () => {
    expect(navigationModel(user({ email: null }), []).personalDetailsNeedsAttention).toBe(true)
    expect(navigationModel(user({ email: '' }), []).personalDetailsNeedsAttention).toBe(true)
    expect(navigationModel(user(), []).personalDetailsNeedsAttention).toBe(false)
  })
  it('lists only children with a current or upcoming placement', () => {
    const ids = navigationModel(user(), [child('a', true), child('b', false)], allBuilt).children.map((c) => c.id)
    expect(ids).toEqual(['a'])
  })
  it('shows the calendar only with the reservations feature', () => {
    expect(navigationModel(user({ reservations: false }), []).showCalendar).toBe(false)
  })
  it('leads to no page that is not built: child pages, income, personal details', () => {
    const model = navigationModel(user(), [child('a', true)])
    expect(model).toMatchObject({ children: [], showIncome: false, personalDetails: null })
    expect(navigationModel(user(), [], { ...allBuilt, messages: false }).showMessages).toBe(false)
    // Missing email: personal details as advice, not as a link to a page that is not there
    expect(navigationModel(user({ email: null }), []).personalDetails).toBe('advice')
    expect(navigationModel(user({ email: null }), [], allBuilt)).toMatchObject({
      showMessages: true,
      showIncome: true,
      personalDetails: 'link',
    })
  })
})
