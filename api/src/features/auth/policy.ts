import type { CitizenFeatures } from '@citizen/contract'
import { addDays } from '../../platform/clock'

/** A placement of one of the citizen's children, with its unit's pilot features. */
export interface ChildPlacementFacts {
  startDate: string
  endDate: string
  unitFeatures: string[]
}

// reference §2: the calendar opens this many days before a placement starts
export const CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS = 30
// reference §2: composing new messages opens two weeks before a placement starts
const COMPOSE_OPEN_BEFORE_PLACEMENT_DAYS = 14

const contains = (start: string, end: string, day: string) => start <= day && day <= end

/**
 * Which areas of the product a citizen reaches, from the placements of their children
 * (guardian children and foster children valid today). reference §2 accessibleFeatures.
 */
export function accessibleFeatures(
  placements: ChildPlacementFacts[],
  today: string,
  hasReceivedMessages: boolean,
): CitizenFeatures {
  const messages = hasReceivedMessages || placements.some((p) => p.unitFeatures.includes('MESSAGING'))
  const composeNewMessage =
    messages &&
    placements.some((p) => contains(addDays(p.startDate, -COMPOSE_OPEN_BEFORE_PLACEMENT_DAYS), p.endDate, today))
  const reservations = placements.some(
    (p) =>
      p.unitFeatures.includes('RESERVATIONS') &&
      contains(addDays(p.startDate, -CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS), p.endDate, today),
  )
  const childDocumentation = placements.some(
    (p) => p.unitFeatures.includes('VASU_AND_PEDADOC') && contains(p.startDate, p.endDate, today),
  )
  return { messages, composeNewMessage, reservations, childDocumentation }
}
