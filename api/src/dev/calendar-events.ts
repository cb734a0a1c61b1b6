import type { z } from 'zod'
import type { devCreateCalendarEvent } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { badRequest } from '../platform/errors'

type Body = z.output<typeof devCreateCalendarEvent.body>

/**
 * POST /api/dev/calendar-events (contract/src/calendar-events-dev.ts): an event, its attendees
 * (a group named as devCalendarFixtures names it) and its discussion times, in one transaction.
 */
export async function insertDevCalendarEvent(tx: Tx, body: Body): Promise<{ id: string; timeIds: string[] }> {
  const { id } = await tx
    .insertInto('calendar_event')
    .values({
      title: body.title,
      description: body.description,
      period: `[${body.period.start},${body.period.end}]`,
      event_type: body.eventType,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const a of body.attendees) {
    let groupId: string | null = null
    if (a.groupName !== null) {
      const group = await tx
        .selectFrom('daycare_group')
        .select('id')
        .where('unit_id', '=', a.unitId)
        .where('name', '=', a.groupName)
        .executeTakeFirst()
      if (!group) throw badRequest(`no group ${a.groupName} in the unit`)
      groupId = group.id
    }
    await tx
      .insertInto('calendar_event_attendee')
      .values({ calendar_event_id: id, unit_id: a.unitId, group_id: groupId, child_id: a.childId })
      .execute()
  }
  const timeIds =
    body.times.length === 0
      ? []
      : (
          await tx
            .insertInto('calendar_event_time')
            .values(
              body.times.map((t) => ({
                calendar_event_id: id,
                date: t.date,
                start_time: t.startTime,
                end_time: t.endTime,
                child_id: t.childId,
              })),
            )
            .returning('id')
            .execute()
        ).map((r) => r.id)
  return { id, timeIds }
}
