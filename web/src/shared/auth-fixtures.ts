// A logged-in citizen for the tests of what the shell and the pages derive from the session
import type { LoggedInStatus } from './auth'

export const loggedIn = (
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
