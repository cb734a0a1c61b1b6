import type { CitizenFeatures } from '@citizen/contract'
import { addDays, CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS } from '@citizen/contract'

/**
 * A placement of one of the citizen's children, with its unit's pilot features. For a foster
 * child, relationStart and relationEnd bound the foster parenthood (inclusive, null = open);
 * both are null for a guardian's child.
 */
export interface ChildPlacementFacts {
  startDate: string
  endDate: string
  unitFeatures: string[]
  relationStart?: string | null
  relationEnd?: string | null
}

// reference §2: composing new messages opens two weeks before a placement starts
const COMPOSE_OPEN_BEFORE_PLACEMENT_DAYS = 14

// Shift today instead of every placement: "opens N days before the start" = start <= today + N.
// The shifted days change once a day, so the status call (every page load) reuses them.
let windows = { today: '', composeFrom: '', calendarFrom: '' }
function featureWindows(today: string) {
  if (windows.today !== today) {
    windows = {
      today,
      composeFrom: addDays(today, COMPOSE_OPEN_BEFORE_PLACEMENT_DAYS),
      calendarFrom: addDays(today, CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS),
    }
  }
  return windows
}

/**
 * Which areas of the product a citizen reaches, from the placements of their children (guardian
 * children, and foster children while the foster parenthood is valid today). reference §2.
 */
export function accessibleFeatures(
  placements: ChildPlacementFacts[],
  today: string,
  hasReceivedMessages: boolean,
): CitizenFeatures {
  // A foster child's placements count while the foster parenthood is valid today
  placements = placements.filter(
    (p) => (p.relationStart == null || p.relationStart <= today) && (p.relationEnd == null || today <= p.relationEnd),
  )
  const { composeFrom, calendarFrom } = featureWindows(today)
  const messages = hasReceivedMessages || placements.some((p) => p.unitFeatures.includes('MESSAGING'))
  const composeNewMessage = messages && placements.some((p) => p.startDate <= composeFrom && today <= p.endDate)
  const reservations = placements.some(
    (p) => p.unitFeatures.includes('RESERVATIONS') && p.startDate <= calendarFrom && today <= p.endDate,
  )
  const childDocumentation = placements.some(
    (p) => p.unitFeatures.includes('VASU_AND_PEDADOC') && p.startDate <= today && today <= p.endDate,
  )
  return { messages, composeNewMessage, reservations, childDocumentation }
}
