import { addDays, CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS } from '@citizen/contract'
// The window is the accessible features' too (the status call's hot path keeps it there)

/**
 * Rules about persons and children (reference §2) that other features call through
 * children/service.ts: who counts as a child's carer and who lives together.
 */

/** The user's relation to a child, as children/queries.ts findChildRelation loads it */
export interface ChildRelation {
  isGuardian: boolean
  /** A foster parent whose relation is valid today */
  isValidFosterParent: boolean
}

/** A guardian or a foster parent valid today acts for the child (reference §2) */
export function isCarerOf(relation: ChildRelation): boolean {
  return relation.isGuardian || relation.isValidFosterParent
}

/** The child's upcoming placement opens the calendar 30 days before it starts */
export function isCalendarOpen(placementStart: string, today: string): boolean {
  return placementStart <= addDays(today, CALENDAR_OPEN_BEFORE_PLACEMENT_DAYS)
}

/** A person's address as the same-address rule needs it. */
export interface AddressFacts {
  streetAddress: string
  postalCode: string
  residenceCode: string
  restrictedDetails: boolean
}

/**
 * Two people live at the same address (reference §2): neither has restricted details, neither
 * address is "poste restante", and they share a non-blank residence code or the same street
 * address (case-insensitive) and postal code.
 */
export function livesInSameAddress(a: AddressFacts, b: AddressFacts): boolean {
  if (a.restrictedDetails || b.restrictedDetails) return false
  if ([a, b].some((p) => /poste\s+restante/i.test(p.streetAddress))) return false
  const code = a.residenceCode.trim()
  if (code !== '' && code === b.residenceCode.trim()) return true
  const street = a.streetAddress.trim().toLowerCase()
  const postal = a.postalCode.trim()
  return (
    street !== '' && postal !== '' && street === b.streetAddress.trim().toLowerCase() && postal === b.postalCode.trim()
  )
}
