import { permittedChildActions, type Child, type PlacementType } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import type { SessionRow } from '../../platform/session'
import * as q from './queries'
import { isCalendarOpen, type AddressFacts } from './policy'

/**
 * The one owner of persons' and children's facts (docs/architecture.md "Layers"): the children
 * page, and the functions other features call for a citizen's children, a child's relation to
 * the user, persons and their addresses. Other features do not read these tables themselves,
 * except through the SQL fragments of scope.ts.
 */

export { isCarerOf, livesInSameAddress, type AddressFacts, type ChildRelation } from './policy'
export type { PersonRow } from './queries'

/**
 * GET /citizen/children: the citizen's children with today's and the upcoming placement. The
 * session comes in the same statement (route.ts sessionLoadedByHandler): the header asks this
 * on every page.
 */
export async function getChildren(
  db: Db,
  session: { tokenHash: string | null; adopt: (row: SessionRow | undefined) => Promise<AuditActor> },
  today: string,
  serviceApplications: boolean,
): Promise<Child[]> {
  const row = session.tokenHash ? await q.findSessionWithChildren(db, session.tokenHash, today) : undefined
  const actor = await session.adopt(row?.session)
  const rows = row!.children
  await audit(db, { actor, action: 'CHILDREN_READ', targets: { persons: rows.map((r) => r.id) } })
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    preferredName: r.preferred_name,
    lastName: r.last_name,
    duplicateOf: r.duplicate_of,
    imageId: r.image_id,
    group: r.group_id ? { id: r.group_id, name: r.group_name! } : null,
    unit: r.current_unit_id ? { id: r.current_unit_id, name: r.current_unit_name! } : null,
    upcomingPlacementType: (r.upcoming_type as PlacementType | null) ?? null,
    upcomingPlacementStartDate: r.upcoming_start_date ?? null,
    upcomingPlacementIsCalendarOpen: r.upcoming_start_date ? isCalendarOpen(r.upcoming_start_date, today) : null,
    upcomingPlacementUnit: r.upcoming_unit_id ? { id: r.upcoming_unit_id, name: r.upcoming_unit_name! } : null,
    permittedActions: permittedChildActions(actor.authLevel, r.upcoming_type !== null),
    serviceApplicationCreationPossible: serviceApplications && r.service_application_possible,
    absenceApplicationCreationPossible: r.absence_application_possible,
  }))
}

/** Persons by id (names, identity codes, addresses, contact details); unknown ids are left out */
export const findPersons = (db: Db, ids: string[]) => q.findPersons(db, ids)

export async function personsById(db: Db, ids: string[]) {
  return new Map((await q.findPersons(db, [...new Set(ids)])).map((p) => [p.id, p]))
}

/** The citizen's children (guardian children, foster children valid today) with their person data; one query */
export const childrenOfCitizen = (db: Db, userId: string, today: string) =>
  q.findChildPersonsOfCitizen(db, userId, today)

/** Whether the user is the child's guardian or a foster parent valid today; one query */
export const childRelation = (db: Db, userId: string, childId: string, today: string) =>
  q.findChildRelation(db, userId, childId, today)

/** The child's guardians other than the applicant, with their addresses */
export const otherGuardiansOf = (db: Db, childId: string, applicantId: string) =>
  q.findOtherGuardians(db, childId, applicantId)

/** The guardian's other children under 18 (guardian children only) */
export const otherChildrenOfGuardian = (db: Db, guardianId: string, childId: string, today: string) =>
  q.findOtherChildrenOfGuardian(db, guardianId, childId, today)

/** Types of the child's placements that have not ended by today */
export const activePlacementTypes = (db: Db, childId: string, today: string) =>
  q.findActivePlacementTypes(db, childId, today)

/** Copies non-blank phone and email to the person (an application's sending does) */
export const updateContactInfo = (db: Db, personId: string, phone: string, email: string) =>
  q.updatePersonContactInfo(db, personId, phone, email)

export const addressFacts = (p: {
  street_address: string
  postal_code: string
  residence_code: string
  restricted_details_enabled: boolean
}): AddressFacts => ({
  streetAddress: p.street_address,
  postalCode: p.postal_code,
  residenceCode: p.residence_code,
  restrictedDetails: p.restricted_details_enabled,
})
