import type { AuthStatusResponse } from '@citizen/contract/web'

/**
 * Where `/` leads (spec 000 route table): the calendar with the reservations feature, the map for
 * other logged-in users, the login page otherwise.
 */
export function frontPagePath(status: AuthStatusResponse | undefined): string {
  if (!status) return '/'
  if (!status.loggedIn) return '/login'
  return status.user.accessibleFeatures.reservations ? '/calendar' : '/map'
}

/** The not-found screen's way out: the front page, never the path the user is already on. */
export function notFoundExitPath(status: AuthStatusResponse | undefined, currentPath: string): string {
  const candidates = [frontPagePath(status), status?.loggedIn ? '/map' : '/login', '/map']
  return candidates.find((path) => path !== currentPath) ?? '/accessibility'
}
