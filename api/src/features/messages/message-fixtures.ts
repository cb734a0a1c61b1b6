import crypto from 'node:crypto'
import { PagedMessageThreads, addDays } from '@citizen/contract'
import { beforeAll, expect } from 'vitest'
import type { Db } from '../../platform/db/database'
import { today, unitIdOf, type TestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

type Demo = ReturnType<typeof demoClient>

/**
 * Staff of two demo units for the message tests (dev API; besides the demo's own staff): a supervisor and a staff member of
 * Aurinkoinen, a supervisor of Metsätähti, a group in each unit with the demo children of
 * one-child and three-children placed in them (Veeti from day 20: reply only), the staff member
 * out of office from tomorrow; and the demo's finance account.
 */
export async function messagingFixtures(db: Db, demo: Demo) {
  const aurinkoinen = await unitIdOf(db, 'Päiväkoti Aurinkoinen')
  const metsatahti = await unitIdOf(db, 'Päiväkoti Metsätähti')
  const id = () => crypto.randomUUID()
  const f = {
    supervisor: id(),
    staff: id(),
    otherSupervisor: id(),
    groupA: id(),
    groupM: id(),
    eetu: demo.childOf('one-child', 'Eetu'),
    onni: demo.childOf('three-children-1', 'Onni'),
    ella: demo.childOf('three-children-1', 'Ella'),
    veeti: demo.childOf('three-children-1', 'Veeti'),
  }
  const t = today()
  // The children move from the demo's groups to these
  await db
    .deleteFrom('daycare_group_placement')
    .where('placement_id', 'in', (eb) =>
      eb.selectFrom('placement').select('id').where('child_id', 'in', [f.eetu, f.onni, f.ella, f.veeti]),
    )
    .execute()
  const res = await demo.call(null, 'POST', '/api/dev/messaging', {
    employees: [
      { id: f.supervisor, firstName: 'Sirpa', lastName: 'Esimies' },
      { id: f.staff, firstName: 'Tero', lastName: 'Ope' },
      { id: f.otherSupervisor, firstName: 'Maija', lastName: 'Johtaja' },
    ],
    acl: [
      { employeeId: f.supervisor, unitId: aurinkoinen, role: 'UNIT_SUPERVISOR' },
      { employeeId: f.staff, unitId: aurinkoinen, role: 'STAFF' },
      { employeeId: f.otherSupervisor, unitId: metsatahti, role: 'UNIT_SUPERVISOR' },
    ],
    groups: [
      { id: f.groupA, unitId: aurinkoinen, name: 'Ahvenet' },
      { id: f.groupM, unitId: metsatahti, name: 'Kotkat' },
    ],
    groupPlacements: [
      { childId: f.eetu, groupId: f.groupA, startDate: addDays(t, -200), endDate: addDays(t, 700) },
      { childId: f.onni, groupId: f.groupA, startDate: addDays(t, -600), endDate: addDays(t, 250) },
      { childId: f.ella, groupId: f.groupM, startDate: addDays(t, -100), endDate: addDays(t, 900) },
      { childId: f.veeti, groupId: f.groupM, startDate: addDays(t, 20), endDate: addDays(t, 1500) },
    ],
    outOfOffice: [{ employeeId: f.staff, startDate: addDays(t, 1), endDate: addDays(t, 5) }],
  })
  if (res.status !== 200) throw new Error(`messaging fixtures: ${res.status} ${JSON.stringify(res.body)}`)
  const accountOf = async (column: 'employee_id' | 'daycare_group_id' | 'person_id', value: string) =>
    (await db.selectFrom('message_account').select('id').where(column, '=', value).executeTakeFirstOrThrow()).id
  return {
    ...f,
    accounts: {
      supervisor: await accountOf('employee_id', f.supervisor),
      staff: await accountOf('employee_id', f.staff),
      otherSupervisor: await accountOf('employee_id', f.otherSupervisor),
      groupA: await accountOf('daycare_group_id', f.groupA),
      groupM: await accountOf('daycare_group_id', f.groupM),
      // The demo's
      finance: (
        await db.selectFrom('message_account').select('id').where('type', '=', 'FINANCE').executeTakeFirstOrThrow()
      ).id,
      of: (personId: string) => accountOf('person_id', personId),
    },
  }
}

/** A staff message through the dev API; its thread and message ids */
export async function staffMessage(demo: Demo, body: Record<string, unknown>) {
  const res = await demo.call(null, 'POST', '/api/dev/messages', body)
  if (res.status !== 200) throw new Error(`staff message: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as { threadIds: string[]; messageIds: string[] }
}

/** A guardian's received threads (one page) and the people an email of a message went to */
/**
 * The file's demo with the messaging fixtures, loaded once before its tests: the demo client,
 * the fixtures (filled in then, as useTestApp's app) and the message reads
 */
export function useMessagingDemo(t: TestApp) {
  const demo = demoClient(t)
  const f = {} as Awaited<ReturnType<typeof messagingFixtures>>
  beforeAll(async () => {
    await demo.load()
    Object.assign(f, await messagingFixtures(t.db, demo))
  })
  return { demo, f, ...messageReads(t, demo) }
}

export function messageReads(t: { readonly db: Db }, demo: Demo) {
  return {
    received: async (cookie: string, page = 1) => {
      const res = await demo.call(cookie, 'GET', `/api/citizen/messages/received?page=${page}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return PagedMessageThreads.parse(res.body)
    },
    emailsOf: async (dedupeKey: string) =>
      (await t.db.selectFrom('email_outbox').select(['person_id']).where('dedupe_key', '=', dedupeKey).execute()).map(
        (r) => r.person_id,
      ),
  }
}
