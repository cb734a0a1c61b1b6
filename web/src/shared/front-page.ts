import type { AuthStatusResponse } from '@citizen/contract/web'

/**
 * Whether the calendar page (spec 001) exists. Until it lands, `/` must not lead there (its
 * not-found screen's "front page" link would loop back); the calendar issue turns this on.
 */
export const CALENDAR_PAGE_EXISTS = false

/**
 * Where `/` leads (spec 000 route table): the calendar with the reservations feature, the map for
 * other logged-in users, the login page otherwise. Without the calendar page, strong sessions with
 * reservations go to their applications and weak ones (which may not see applications) to the map.
 */
export function frontPagePath(status: AuthStatusResponse | undefined): string {
  if (!status) return '/'
  if (!status.loggedIn) return '/login'
  if (!status.user.accessibleFeatures.reservations) return '/map'
  if (CALENDAR_PAGE_EXISTS) return '/calendar'
  return status.authLevel === 'STRONG' ? '/applications' : '/map'
}

/** The not-found screen's way out: the front page, never the path the user is already on. */
export function notFoundExitPath(status: AuthStatusResponse | undefined, currentPath: string): string {
  const candidates = [frontPagePath(status), status?.loggedIn ? '/map' : '/login', '/map']
  return candidates.find((path) => path !== currentPath) ?? '/accessibility'
}
