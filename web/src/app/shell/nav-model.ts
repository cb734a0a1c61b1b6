import type { Child } from '@citizen/contract/web'
import type { LoggedInStatus } from '../../shared/auth'

/**
 * What the navigation shows for a user (spec 000 "Navigation"): one place for the rules the
 * desktop header and the mobile bar share.
 */
export function navigationModel(user: LoggedInStatus, children: Child[]) {
  const features = user.user.accessibleFeatures
  // reference §5: a child gets a page only once it has a placement that has not ended
  const childrenWithPages = children.filter((c) => c.upcomingPlacementType !== null && c.duplicateOf === null)
  return {
    showCalendar: features.reservations,
    showMessages: features.messages,
    children: childrenWithPages,
    /** Applications, decisions and income need strong identification: a lock for weak sessions */
    strongItemsLocked: user.authLevel !== 'STRONG',
    personalDetailsNeedsAttention: !user.user.details.email,
  }
}

export function displayName(user: LoggedInStatus): string {
  const d = user.user.details
  return `${d.preferredName || d.firstName.split(' ')[0]} ${d.lastName}`
}
