import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { Child, STRONG_CHILD_ACTIONS, WEAK_CHILD_ACTIONS, type Persona, addDays } from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp, withFosterRelation } from '../../../test/harness'

const t = useTestApp()
let personas: Persona[]
let units: Map<string, string>

beforeAll(async () => {
  personas = await resetDemo(t.app)
  units = new Map((await t.db.selectFrom('unit').select(['name', 'id']).execute()).map((u) => [u.name, u.id]))
})

const unit = (name: string) => ({ id: units.get(name)!, name })
// The demo's groups (demo-messages.ts): one a unit
const group = (unitName: string) => ({ id: expect.any(String), name: `${unitName}: Sinisiivet` })
const strongActions = [
  ...WEAK_CHILD_ACTIONS,
  ...STRONG_CHILD_ACTIONS,
  'READ_PEDAGOGICAL_DOCUMENTS',
  'READ_CHILD_DOCUMENTS',
]

const children = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
  expect(res.statusCode).toBe(200)
  const body = res.json() as Child[]
  // Exactly the contract's fields
  for (const child of body) expect(Object.keys(child).sort()).toEqual(Object.keys(Child.shape).sort())
  return body
}

describe('GET /api/citizen/children', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/citizen/children' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('answers 401 once the session has expired (the session is read in the children’s statement)', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn, 'STRONG')
    expect(await children(cookie)).toHaveLength(1)
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    const res = await t.app.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
    expect(res.statusCode).toBe(401)
  })

  it('lists a guardian’s children by date of birth with today’s unit and the upcoming placement', async () => {
    const p = persona(personas, 'three-children-1')
    const list = await children(await loginAs(t.app, p.ssn))
    const [onni, ella, veeti] = p.children
    expect(list).toEqual([
      {
        id: onni!.id,
        firstName: 'Onni',
        preferredName: 'Onni',
        lastName: 'Korhonen',
        duplicateOf: null,
        imageId: expect.any(String),
        group: group('Päiväkoti Aurinkoinen'),
        unit: unit('Päiväkoti Aurinkoinen'),
        upcomingPlacementType: 'DAYCARE',
        upcomingPlacementStartDate: addDays(today(), -600),
        upcomingPlacementIsCalendarOpen: true,
        upcomingPlacementUnit: unit('Päiväkoti Aurinkoinen'),
        permittedActions: strongActions,
        serviceApplicationCreationPossible: true,
        absenceApplicationCreationPossible: false,
      },
      {
        id: ella!.id,
        firstName: 'Ella',
        preferredName: 'Ella',
        lastName: 'Korhonen',
        duplicateOf: null,
        imageId: null,
        group: group('Päiväkoti Metsätähti'),
        unit: unit('Päiväkoti Metsätähti'),
        upcomingPlacementType: 'DAYCARE_PART_TIME',
        upcomingPlacementStartDate: addDays(today(), -100),
        upcomingPlacementIsCalendarOpen: true,
        upcomingPlacementUnit: unit('Päiväkoti Metsätähti'),
        permittedActions: strongActions,
        serviceApplicationCreationPossible: false,
        absenceApplicationCreationPossible: false,
      },
      {
        // Starts in 20 days: no unit today, but the calendar is already open
        id: veeti!.id,
        firstName: 'Veeti',
        preferredName: 'Veeti',
        lastName: 'Korhonen',
        duplicateOf: null,
        imageId: null,
        // Not started: no group today
        group: null,
        unit: null,
        upcomingPlacementType: 'DAYCARE',
        upcomingPlacementStartDate: addDays(today(), 20),
        upcomingPlacementIsCalendarOpen: true,
        upcomingPlacementUnit: unit('Päiväkoti Metsätähti'),
        permittedActions: strongActions,
        serviceApplicationCreationPossible: false,
        absenceApplicationCreationPossible: false,
      },
    ])
    // The other guardian sees the same children
    const other = await children(await loginAs(t.app, persona(personas, 'three-children-2').ssn))
    expect(other.map((c) => c.id)).toEqual([onni!.id, ella!.id, veeti!.id])
  })

  it('orders by date of birth whatever the insertion order', async () => {
    const p = persona(personas, 'three-children-1')
    const [onni, ella, veeti] = p.children
    try {
      await t.db.updateTable('person').set({ date_of_birth: '2025-01-01' }).where('id', '=', onni!.id).execute()
      const list = await children(await loginAs(t.app, p.ssn))
      expect(list.map((c) => c.id)).toEqual([ella!.id, veeti!.id, onni!.id])
    } finally {
      await t.db.updateTable('person').set({ date_of_birth: '2020-01-17' }).where('id', '=', onni!.id).execute()
    }
  })

  it('gives null placement fields for a child without placements', async () => {
    const p = persona(personas, 'no-placements')
    expect(await children(await loginAs(t.app, p.ssn))).toEqual([
      {
        id: p.children[0]!.id,
        firstName: 'Lilja',
        preferredName: 'Lilja',
        lastName: 'Järvinen',
        duplicateOf: null,
        imageId: null,
        group: null,
        unit: null,
        upcomingPlacementType: null,
        upcomingPlacementStartDate: null,
        upcomingPlacementIsCalendarOpen: null,
        upcomingPlacementUnit: null,
        // No placement: no documents
        permittedActions: [...WEAK_CHILD_ACTIONS, ...STRONG_CHILD_ACTIONS],
        serviceApplicationCreationPossible: false,
        absenceApplicationCreationPossible: false,
      },
    ])
  })

  it('allows a weakly logged-in citizen', async () => {
    const p = persona(personas, 'weak-login')
    const list = await children(await loginAs(t.app, p.ssn, 'WEAK'))
    expect(list.map((c) => c.id)).toEqual([p.children[0]!.id])
    // A weak login may read the service needs and times; placements and documents need a strong one
    expect(list[0]!.permittedActions).toEqual([...WEAK_CHILD_ACTIONS])
  })

  it('never shows another family’s children', async () => {
    const allChildIds = new Set(personas.flatMap((p) => p.children.map((c) => c.id)))
    for (const p of personas) {
      const list = await children(await loginAs(t.app, p.ssn, 'WEAK'))
      const own = p.children.map((c) => c.id)
      expect(list.map((c) => c.id).sort(), p.key).toEqual([...own].sort())
      for (const id of list.map((c) => c.id)) expect(allChildIds.has(id)).toBe(true)
    }
    // A child's own login (if it had one) sees no one
    const child = persona(personas, 'one-child').children[0]!
    const childSsn = (
      await t.db
        .selectFrom('person')
        .select('social_security_number')
        .where('id', '=', child.id)
        .executeTakeFirstOrThrow()
    ).social_security_number!
    expect(await children(await loginAs(t.app, childSsn))).toEqual([])
  })

  it('includes a foster child only while the foster relation is valid', async () => {
    const p = persona(personas, 'foster-parent')
    const cookie = await loginAs(t.app, p.ssn)
    expect((await children(cookie)).map((c) => c.id)).toEqual([p.children[0]!.id])
    await withFosterRelation(t.db, { childId: p.children[0]!.id }, async (relationId) => {
      await sql`UPDATE foster_parent SET valid_during = daterange(${addDays(today(), -400)}::date, ${today()}::date) WHERE id = ${relationId}`.execute(
        t.db,
      )
      expect(await children(cookie)).toEqual([])
    })
  })

  it('reports the calendar closed for a placement starting more than 30 days ahead', async () => {
    const p = persona(personas, 'three-children-1')
    const veeti = p.children[2]!
    const placement = await t.db
      .selectFrom('placement')
      .selectAll()
      .where('child_id', '=', veeti.id)
      .executeTakeFirstOrThrow()
    const startOn = (start_date: string) =>
      t.db.updateTable('placement').set({ start_date }).where('id', '=', placement.id).execute()
    try {
      await startOn(addDays(today(), 31))
      const closed = (await children(await loginAs(t.app, p.ssn))).find((c) => c.id === veeti.id)!
      expect(closed).toMatchObject({
        unit: null,
        upcomingPlacementStartDate: addDays(today(), 31),
        upcomingPlacementIsCalendarOpen: false,
      })
      await startOn(addDays(today(), 30))
      const open = (await children(await loginAs(t.app, p.ssn))).find((c) => c.id === veeti.id)!
      expect(open.upcomingPlacementIsCalendarOpen).toBe(true)
    } finally {
      await startOn(placement.start_date)
    }
  })
})
