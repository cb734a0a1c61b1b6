/** The "{child} will start at {unit} on {date}" notice's rules (reference §5 children-starting toast) */
import { CHILD_STARTING_DISMISS_DAYS, CHILD_STARTING_NOTICE_DAYS, addDays, type Child } from '@citizen/contract/web'

const DAY_MS = 24 * 3600_000

/** Where a dismissal is kept: per user and child, the time it was dismissed (ms) */
export const dismissalKey = (userId: string, childId: string) => `citizen.child-starting-dismissed.${userId}.${childId}`

/**
 * The children whose first placement opens more than 30 days ahead and whose notice was not
 * dismissed in the last 7 days.
 */
export function startingChildren(
  children: Child[],
  today: string,
  dismissedAt: (childId: string) => number | null,
  nowMs: number,
): Child[] {
  return children.filter((c) => {
    if (!c.upcomingPlacementStartDate || !c.upcomingPlacementUnit || c.duplicateOf !== null) return false
    if (c.upcomingPlacementStartDate <= addDays(today, CHILD_STARTING_NOTICE_DAYS)) return false
    const dismissed = dismissedAt(c.id)
    return dismissed === null || nowMs - dismissed >= CHILD_STARTING_DISMISS_DAYS * DAY_MS
  })
}
