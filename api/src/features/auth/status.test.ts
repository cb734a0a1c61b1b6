import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { AuthStatusResponse, CitizenFeatures, CitizenUserDetails, type Persona, addDays } from '@citizen/contract'
import { loginAs, persona, personIdOf, resetDemo, today, useTestApp, withFosterRelation } from '../../../test/harness'

const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const getStatus = async (cookie?: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/citizen/auth/status',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  })
  expect(res.statusCode).toBe(200)
  // Whatever the case, the answer is exactly what the contract describes
  const body = res.json()
  expect(AuthStatusResponse.parse(body)).toEqual(body)
  return body as AuthStatusResponse
}

const features = async (key: string) => {
  const status = await getStatus(await loginAs(t.app, persona(personas, key).ssn))
  if (!status.loggedIn) throw new Error('not logged in')
  return status.user.accessibleFeatures
}

const all = { messages: true, composeNewMessage: true, reservations: true, childDocumentation: true }
const none = { messages: false, composeNewMessage: false, reservations: false, childDocumentation: false }

describe('GET /api/citizen/auth/status', () => {
  it('answers loggedIn false and the API version to an anonymous caller', async () => {
    expect(await getStatus()).toStrictEqual({ loggedIn: false, apiVersion: 'test' })
  })

  it('describes the logged-in citizen exactly as the contract does, with nothing more', async () => {
    const p = persona(personas, 'no-email')
    const id = await personIdOf(t.db, personas, 'no-email')
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/citizen/auth/status',
      headers: { cookie: await loginAs(t.app, p.ssn) },
    })
    const body = res.json()
    expect(body).toStrictEqual({
      loggedIn: true,
      user: {
        details: {
          id,
          firstName: 'Tuula',
          lastName: 'Koskinen',
          preferredName: 'Tuula',
          streetAddress: 'Satamakatu 4 A 1',
          postalCode: '40500',
          postOffice: 'ESIMERKKILÄ',
          phone: '0401234568',
          backupPhone: '',
          email: null,
          weakLoginUsername: null,
        },
        accessibleFeatures: { messages: true, composeNewMessage: true, reservations: false, childDocumentation: false },
      },
      authLevel: 'STRONG',
      apiVersion: 'test',
    })
    expect(Object.keys(body.user.details).sort()).toEqual(Object.keys(CitizenUserDetails.shape).sort())
    expect(Object.keys(body.user.accessibleFeatures).sort()).toEqual(Object.keys(CitizenFeatures.shape).sort())
    // No social security number or other columns leak out
    expect(res.body).not.toContain(p.ssn)
  })

  it('shows the weak login username and the email of someone who has them', async () => {
    const p = persona(personas, 'weak-login')
    const status = await getStatus(await loginAs(t.app, p.ssn, 'WEAK'))
    expect(status).toMatchObject({
      loggedIn: true,
      authLevel: 'WEAK',
      user: { details: { email: 'pekka.hamalainen@example.com', weakLoginUsername: p.weakLoginUsername } },
    })
  })

  it('follows changes to the person and their weak login credentials at once', async () => {
    const p = persona(personas, 'no-email')
    const cookie = await loginAs(t.app, p.ssn)
    const id = await personIdOf(t.db, personas, 'no-email')
    const details = async () => {
      const status = await getStatus(cookie)
      return status.loggedIn ? status.user.details : null
    }
    try {
      await t.db
        .updateTable('person')
        .set({ email: 'tuula@example.com', phone: '0501112222', street_address: 'Uusikatu 1' })
        .where('id', '=', id)
        .execute()
      expect(await details()).toMatchObject({
        email: 'tuula@example.com',
        phone: '0501112222',
        streetAddress: 'Uusikatu 1',
      })

      await t.db.insertInto('citizen_user').values({ id, username: 'tuula.k', password_hash: 'not-a-hash' }).execute()
      expect(await details()).toMatchObject({ weakLoginUsername: 'tuula.k' })
      await t.db.updateTable('citizen_user').set({ username: 'tuula' }).where('id', '=', id).execute()
      expect(await details()).toMatchObject({ weakLoginUsername: 'tuula' })
      await t.db.deleteFrom('citizen_user').where('id', '=', id).execute()
      expect(await details()).toMatchObject({ weakLoginUsername: null })

      // A person added later gets their row too
      const added = await t.db
        .insertInto('person')
        .values({
          first_name: 'Uusi',
          last_name: 'Henkilö',
          date_of_birth: '1990-01-01',
          social_security_number: '010190-998X',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const newcomer = await getStatus(await loginAs(t.app, '010190-998X'))
      expect(newcomer).toMatchObject({
        loggedIn: true,
        user: { details: { id: added.id, firstName: 'Uusi', email: null }, accessibleFeatures: none },
      })
    } finally {
      await t.db.deleteFrom('citizen_user').where('id', '=', id).execute()
      await t.db
        .updateTable('person')
        .set({ email: null, phone: '0401234568', street_address: 'Satamakatu 4 A 1' })
        .where('id', '=', id)
        .execute()
    }
    expect(await details()).toMatchObject({
      email: null,
      phone: '0401234568',
      streetAddress: 'Satamakatu 4 A 1',
      weakLoginUsername: null,
    })
  })

  it.each([
    ['no-placements', none],
    ['one-child', all],
    ['weak-login', all],
    ['three-children-1', all],
    ['three-children-2', all],
    ['separated-guardians-1', all], // Solrosen: messaging, reservations and documents
    ['no-email', { messages: true, composeNewMessage: true, reservations: false, childDocumentation: false }],
    ['foster-parent', all],
  ])('gives %s the features of their children’s units', async (key, expected) => {
    expect(await features(key)).toEqual(expected)
  })

  it('gives a foster parent the foster child’s features only while the relation is valid', async () => {
    const p = persona(personas, 'foster-parent')
    const cookie = await loginAs(t.app, p.ssn)
    const parentId = await personIdOf(t.db, personas, 'foster-parent')
    await withFosterRelation(t.db, { parentId }, async (relationId) => {
      // Ended yesterday
      await sql`UPDATE foster_parent SET valid_during = daterange(${addDays(today(), -400)}::date, ${today()}::date) WHERE id = ${relationId}`.execute(
        t.db,
      )
      const ended = await getStatus(cookie)
      expect(ended.loggedIn && ended.user.accessibleFeatures).toEqual(none)
      // Starts tomorrow
      await sql`UPDATE foster_parent SET valid_during = daterange(${addDays(today(), 1)}::date, NULL) WHERE id = ${relationId}`.execute(
        t.db,
      )
      const future = await getStatus(cookie)
      expect(future.loggedIn && future.user.accessibleFeatures).toEqual(none)
      // Valid again (today is the last day)
      await sql`UPDATE foster_parent SET valid_during = daterange(${addDays(today(), -10)}::date, ${today()}::date, '[]') WHERE id = ${relationId}`.execute(
        t.db,
      )
      const valid = await getStatus(cookie)
      expect(valid.loggedIn && valid.user.accessibleFeatures).toEqual(all)
    })
  })

  it('follows the placements as they change', async () => {
    const p = persona(personas, 'one-child')
    const cookie = await loginAs(t.app, p.ssn)
    const childId = p.children[0]!.id
    const placement = await t.db
      .selectFrom('placement')
      .selectAll()
      .where('child_id', '=', childId)
      .executeTakeFirstOrThrow()
    try {
      // Starts in 20 days: calendar and compose open, documentation not yet
      await t.db
        .updateTable('placement')
        .set({ start_date: addDays(today(), 20), end_date: addDays(today(), 400) })
        .where('id', '=', placement.id)
        .execute()
      const status = await getStatus(cookie)
      expect(status.loggedIn && status.user.accessibleFeatures).toEqual({
        messages: true,
        composeNewMessage: false,
        reservations: true,
        childDocumentation: false,
      })
    } finally {
      await t.db
        .updateTable('placement')
        .set({ start_date: placement.start_date, end_date: placement.end_date })
        .where('id', '=', placement.id)
        .execute()
    }
  })

  it('follows placements, guardianships and unit features as they are added and removed', async () => {
    const p = persona(personas, 'one-child')
    const cookie = await loginAs(t.app, p.ssn)
    const childId = p.children[0]!.id
    const guardianId = await personIdOf(t.db, personas, 'one-child')
    const placements = await t.db.selectFrom('placement').selectAll().where('child_id', '=', childId).execute()
    const unitId = placements[0]!.unit_id
    const unit = await t.db
      .selectFrom('unit')
      .select('enabled_pilot_features')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow()
    const current = async () => {
      const status = await getStatus(cookie)
      return status.loggedIn && status.user.accessibleFeatures
    }
    try {
      await t.db
        .updateTable('unit')
        .set({ enabled_pilot_features: ['MESSAGING'] })
        .where('id', '=', unitId)
        .execute()
      expect(await current()).toEqual({ ...none, messages: true, composeNewMessage: true })
      await t.db
        .updateTable('unit')
        .set({ enabled_pilot_features: unit.enabled_pilot_features })
        .where('id', '=', unitId)
        .execute()
      expect(await current()).toEqual(all)

      await t.db.deleteFrom('placement').where('child_id', '=', childId).execute()
      expect(await current()).toEqual(none)
      await t.db.insertInto('placement').values(placements).execute()
      expect(await current()).toEqual(all)

      await t.db.deleteFrom('guardian').where('guardian_id', '=', guardianId).where('child_id', '=', childId).execute()
      expect(await current()).toEqual(none)
    } finally {
      await t.db
        .updateTable('unit')
        .set({ enabled_pilot_features: unit.enabled_pilot_features })
        .where('id', '=', unitId)
        .execute()
      await t.db
        .insertInto('guardian')
        .values({ guardian_id: guardianId, child_id: childId })
        .onConflict((oc) => oc.doNothing())
        .execute()
      await t.db
        .insertInto('placement')
        .values(placements)
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    expect(await current()).toEqual(all)
  })

  it('applies the date rules to the mocked today', async () => {
    const p = persona(personas, 'one-child')
    const cookie = await loginAs(t.app, p.ssn)
    const placements = await t.db
      .selectFrom('placement')
      .select('end_date')
      .where('child_id', '=', p.children[0]!.id)
      .execute()
    const lastEnd = placements
      .map((pl) => pl.end_date)
      .sort()
      .at(-1)!
    const status = await getStatus(cookie, { evakamockedtime: `${addDays(lastEnd, 1)}T09:00:00+02:00` })
    expect(status.loggedIn && status.user.accessibleFeatures).toEqual({ ...none, messages: true })
  })
})
