import type { FastifyInstance } from 'fastify'
import { getChildren, type PlacementType } from '@citizen/contract'
import { route } from '../../platform/route'
import { audit } from '../../platform/audit'
import { findChildrenOfCitizen, isCalendarOpen } from './queries'

export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  route(app, getChildren, 'weak', async ({ db, user, actor, today }) => {
    const rows = await findChildrenOfCitizen(db, user.personId, today)
    await audit(db, { actor, action: 'CHILDREN_READ', targets: { persons: rows.map((r) => r.id) } })
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      preferredName: r.preferred_name,
      lastName: r.last_name,
      duplicateOf: r.duplicate_of,
      unit: r.current_unit_id ? { id: r.current_unit_id, name: r.current_unit_name! } : null,
      upcomingPlacementType: (r.upcoming_type as PlacementType | null) ?? null,
      upcomingPlacementStartDate: r.upcoming_start_date ?? null,
      upcomingPlacementIsCalendarOpen: r.upcoming_start_date ? isCalendarOpen(r.upcoming_start_date, today) : null,
      upcomingPlacementUnit: r.upcoming_unit_id ? { id: r.upcoming_unit_id, name: r.upcoming_unit_name! } : null,
    }))
  })
}
