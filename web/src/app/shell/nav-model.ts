import type { Child } from '@citizen/contract/web'
import type { LoggedInStatus } from '../../shared/auth'

/**
 * The pages the navigation may lead to: a page not built yet (its address shows the not-found
 * screen) is left out of the menus rather than lead to a dead end. Set a page true when it lands.
 */
export const builtPages = { messages: true, children: true, income: true, personalDetails: true }
export type BuiltPages = typeof builtPages

/**
 * What the navigation shows for a user (spec 000 "Navigation"): one place for the rules the
 * desktop header and the mobile bar share.
 */
export function navigationModel(user: LoggedInStatus, children: Child[], built: BuiltPages = builtPages) {
  const features = user.user.accessibleFeatures
  // reference §5: a child gets a page only once it has a placement that has not ended
  const childrenWithPages = children.filter((c) => c.upcomingPlacementType !== null && c.duplicateOf === null)
  // Never given (null) is missing; '' is the guardian's answer "I have no email", not a gap to mark
  const personalDetailsNeedsAttention = user.user.details.email === null
  return {
    showCalendar: features.reservations,
    showMessages: built.messages && features.messages,
    children: built.children ? childrenWithPages : [],
    /** Applications, decisions and income need strong identification: a lock for weak sessions */
    strongItemsLocked: user.authLevel !== 'STRONG',
    showIncome: built.income,
    personalDetailsNeedsAttention,
    /** Personal details: a link to the page where it is built */
    personalDetails: built.personalDetails ? ('link' as const) : null,
  }
}

export type NavigationModel = ReturnType<typeof navigationModel>

export function displayName(user: LoggedInStatus): string {
  const d = user.user.details
  return `${d.preferredName || d.firstName.split(' ')[0]} ${d.lastName}`
}
