import { describe, expect, it } from 'vitest'
import { ApplicationsOfChild } from '@citizen/contract'
import { applicationOfChild, today } from '../../../test/harness'
import { testSsn } from '../../dev/ssn'
import { useApplicationsTest } from './application-fixtures'

const { t, demo, day, devApplication, details, toUpdate, option, filledDaycare, newDraft, removeApplications } =
  useApplicationsTest()
const { as, childOf, personIdOf, call } = demo

describe('POST /api/citizen/applications', () => {
  it('creates a draft pre-filled from person data', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    const id = await newDraft()
    const app = await details(await as('no-placements'), id)
    expect(app).toMatchObject({
      status: 'CREATED',
      type: 'DAYCARE',
      sentDate: null,
      hasOtherGuardian: false,
      otherGuardianLivesInSameAddress: null,
      allowOtherGuardianAccess: false,
    })
    expect(app.form.child.person).toEqual({
      firstName: 'Lilja',
      lastName: 'Järvinen',
      socialSecurityNumber: testSsn('2024-03-03', 918),
    })
    expect(app.form.guardian).toMatchObject({
      phoneNumber: '0401234569',
      email: 'matti.jarvinen@example.com',
      address: { street: 'Kuusitie 15' },
    })
    expect(app.form.preferences).toMatchObject({
      preferredStartDate: null,
      preferredUnits: [],
      serviceNeed: { serviceNeedOption: null },
    })
    const row = await t.db.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ origin: 'ELECTRONIC', created_by: row.guardian_id, child_id: lilja })
    await removeApplications(lilja)
  })

  it('refuses a second open application of the same type, but not of another type or a club', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    await newDraft()
    const again = await call(await as('no-placements'), 'POST', '/api/citizen/applications', {
      childId: lilja,
      type: 'DAYCARE',
    })
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'DUPLICATE_APPLICATION' } })
    const duplicates = await call(await as('no-placements'), 'GET', `/api/citizen/applications/duplicates/${lilja}`)
    expect(duplicates.body).toEqual({ DAYCARE: true, PRESCHOOL: false, CLUB: false })
    await newDraft('no-placements', 'Lilja', 'CLUB')
    await newDraft('no-placements', 'Lilja', 'CLUB')
    await newDraft('no-placements', 'Lilja', 'PRESCHOOL')
    await removeApplications(lilja)
  })

  it('lets the database refuse a duplicate that slips past the check', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    await newDraft()
    const guardianId = await personIdOf('no-placements')
    const res = await call(null, 'POST', '/api/dev/applications', {
      childId: lilja,
      guardianId,
      type: 'DAYCARE',
      status: 'SENT',
    })
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'DUPLICATE_APPLICATION' } })
    await removeApplications(lilja)
  })

  it('pre-fills the household’s other children and the preschool start date of the term taking applications', async () => {
    const id = await newDraft('three-children-1', 'Onni', 'PRESCHOOL')
    const app = await details(await as('three-children-1'), id)
    expect(app.form.otherChildren.map((c) => c.firstName).sort()).toEqual(['Ella', 'Veeti'])
    const terms = (await call(null, 'GET', '/api/citizen/public/preschool-terms')).body as {
      extendedTerm: { start: string }
      applicationPeriod: { start: string }
    }[]
    const open = terms.find((term) => term.applicationPeriod.start <= today() && today() < term.extendedTerm.start)!
    expect(app.form.preferences.preferredStartDate).toBe(open.extendedTerm.start)
    expect(app.form.preferences.serviceNeed).toBeNull()
    await t.db.deleteFrom('application').where('id', '=', id).execute()
  })

  it('lets a foster parent apply, without pre-filled other children', async () => {
    const aleksi = childOf('foster-parent', 'Aleksi')
    const res = await call(await as('foster-parent'), 'POST', '/api/citizen/applications', {
      childId: aleksi,
      type: 'DAYCARE',
    })
    expect(res.status).toBe(200)
    const app = await details(await as('foster-parent'), (res.body as { id: string }).id)
    expect(app.form.otherChildren).toEqual([])
    await t.db.deleteFrom('application').where('id', '=', app.id).execute()
  })

  it('answers 404 for another family’s child and 400 for a duplicate person', async () => {
    const veeti = childOf('three-children-1', 'Veeti')
    expect(
      (await call(await as('one-child'), 'POST', '/api/citizen/applications', { childId: veeti, type: 'CLUB' })).status,
    ).toBe(404)
    expect((await call(await as('one-child'), 'GET', `/api/citizen/applications/duplicates/${veeti}`)).status).toBe(404)
    expect(
      (await call(await as('one-child'), 'GET', `/api/citizen/applications/active-placements/${veeti}`)).status,
    ).toBe(404)
    const lilja = childOf('no-placements', 'Lilja')
    try {
      await t.db.updateTable('person').set({ duplicate_of: veeti }).where('id', '=', lilja).execute()
      const res = await call(await as('no-placements'), 'POST', '/api/citizen/applications', {
        childId: lilja,
        type: 'CLUB',
      })
      expect(res).toMatchObject({ status: 400, body: { errorCode: 'DUPLICATE_CHILD' } })
    } finally {
      await t.db.updateTable('person').set({ duplicate_of: null }).where('id', '=', lilja).execute()
    }
    expect(
      (await call(await as('one-child'), 'POST', '/api/citizen/applications', { childId: veeti, type: 'SCHOOL' }))
        .status,
    ).toBe(400)
  })
})

describe('GET duplicates and active placements', () => {
  it('answers per type', async () => {
    const veeti = childOf('three-children-1', 'Veeti')
    const mikko = await as('three-children-1')
    expect((await call(mikko, 'GET', `/api/citizen/applications/duplicates/${veeti}`)).body).toEqual({
      DAYCARE: true,
      PRESCHOOL: false,
      CLUB: false,
    })
    // Sanna made no application herself
    expect(
      (await call(await as('three-children-2'), 'GET', `/api/citizen/applications/duplicates/${veeti}`)).body,
    ).toEqual({
      DAYCARE: false,
      PRESCHOOL: false,
      CLUB: false,
    })
    expect((await call(mikko, 'GET', `/api/citizen/applications/active-placements/${veeti}`)).body).toEqual({
      DAYCARE: true,
      PRESCHOOL: false,
      CLUB: false,
    })
    const venla = childOf('no-email', 'Venla') // a club placement: never a transfer
    expect(
      (await call(await as('no-email'), 'GET', `/api/citizen/applications/active-placements/${venla}`)).body,
    ).toEqual({
      DAYCARE: false,
      PRESCHOOL: false,
      CLUB: false,
    })
  })
})

describe('PUT /api/citizen/applications/:applicationId/draft', () => {
  it('saves a draft without validation, keeping person data server-owned', async () => {
    const id = await newDraft()
    const cookie = await as('no-placements')
    const before = await details(cookie, id)
    const update = toUpdate(before.form)
    const body = {
      ...update,
      child: { ...update.child, allergies: 'Pähkinä' },
      guardian: { ...update.guardian, phoneNumber: '', email: 'not an email' },
      preferences: { ...update.preferences, preferredStartDate: day(-100) },
      // Not the citizen's to change: dropped by the contract's schema
      person: { firstName: 'Hacker' },
    }
    await t.db
      .updateTable('application')
      .set({ modified_at: new Date(Date.now() - 10 * 86400_000) })
      .where('id', '=', id)
      .execute()
    expect(await call(cookie, 'PUT', `/api/citizen/applications/${id}/draft`, body)).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    const after = await details(cookie, id)
    expect(after.form.child.allergies).toBe('Pähkinä')
    expect(after.form.guardian).toMatchObject({
      phoneNumber: '',
      email: 'not an email',
      person: before.form.guardian.person,
    })
    expect(after.form.child.person).toEqual(before.form.child.person)
    expect(after.form.preferences.preferredStartDate).toBe(day(-100))
    const row = await t.db
      .selectFrom('application')
      .select('modified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Date.now() - row.modified_at.getTime()).toBeLessThan(60_000)
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('never stores an option the citizen may not choose (a club option) as a valid one', async () => {
    const id = await newDraft()
    const cookie = await as('no-placements')
    const club = await t.db
      .selectFrom('service_need_option')
      .select('id')
      .where('valid_placement_type', '=', 'CLUB')
      .executeTakeFirstOrThrow()
    const form = filledDaycare((await details(cookie, id)).form)
    form.preferences.serviceNeed!.serviceNeedOption = { ...option('DAYCARE'), id: club.id }
    expect((await call(cookie, 'PUT', `/api/citizen/applications/${id}/draft`, form)).status).toBe(200)
    expect((await details(cookie, id)).form.preferences.serviceNeed!.serviceNeedOption!.id).toBe(club.id)
    const res = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: false })
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining('serviceNeedOption') } })
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('refuses with the shared field rules: a daily time not HH:mm, a day that does not exist, a bad identity code', async () => {
    const id = await newDraft()
    const cookie = await as('no-placements')
    const base = filledDaycare((await details(cookie, id)).form)
    const draft = (change: (f: typeof base) => void) => {
      const form = structuredClone(base)
      change(form)
      return call(cookie, 'PUT', `/api/citizen/applications/${id}/draft`, form)
    }
    // Drafts too: the schema's refine (contract validators) refuses what the database cannot store as typed
    expect(await draft((f) => void (f.preferences.serviceNeed!.startTime = '8.30'))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('startTime') },
    })
    expect((await draft((f) => void (f.preferences.preferredStartDate = '2027-02-29'))).status).toBe(400)
    expect((await draft((f) => void (f.preferences.serviceNeed!.startTime = '08:30'))).status).toBe(200)
    // Sending checks the identity code (check character) with the same rule as the editor
    const sent = structuredClone(base)
    sent.otherChildren = [{ firstName: 'Onni', lastName: 'Järvinen', socialSecurityNumber: '131052-308U' }]
    const res = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, {
      form: sent,
      allowOtherGuardianAccess: false,
    })
    expect(res).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('otherChildren.0.socialSecurityNumber: ssn') },
    })
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('refuses a sent application (400) and another family’s (404)', async () => {
    const veetiApp = await applicationOfChild(t.db, childOf('three-children-1', 'Veeti'))
    const update = toUpdate(veetiApp.document)
    expect(
      await call(await as('three-children-1'), 'PUT', `/api/citizen/applications/${veetiApp.id}/draft`, update),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_STATUS' },
    })
    expect(
      (await call(await as('one-child'), 'PUT', `/api/citizen/applications/${veetiApp.id}/draft`, update)).status,
    ).toBe(404)
    // The other guardian may read it but not change it
    expect(
      (await call(await as('three-children-2'), 'PUT', `/api/citizen/applications/${veetiApp.id}/draft`, update))
        .status,
    ).toBe(404)
    expect(
      (
        await call(await as('three-children-1'), 'PUT', `/api/citizen/applications/${veetiApp.id}/draft`, {
          nonsense: true,
        })
      ).status,
    ).toBe(400)
  })
})

describe('DELETE /api/citizen/applications/:applicationId', () => {
  it('deletes a draft, cancels a sent application, refuses one being processed', async () => {
    const cookie = await as('no-placements')
    const lilja = childOf('no-placements', 'Lilja')
    const draft = await newDraft()
    expect(await call(await as('one-child'), 'DELETE', `/api/citizen/applications/${draft}`)).toMatchObject({
      status: 404,
    })
    expect(await call(cookie, 'DELETE', `/api/citizen/applications/${draft}`)).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect(await t.db.selectFrom('application').select('id').where('id', '=', draft).execute()).toEqual([])

    const guardianId = await personIdOf('no-placements')
    const sent = await devApplication({ childId: lilja, guardianId, type: 'DAYCARE', status: 'SENT' })
    expect((await call(cookie, 'DELETE', `/api/citizen/applications/${sent}`)).status).toBe(200)
    const row = await t.db
      .selectFrom('application')
      .select(['status', 'confidential'])
      .where('id', '=', sent)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'CANCELLED', confidential: true })
    // Cancelled: out of the list, and a new one of the type may be made
    const list = (await call(cookie, 'GET', '/api/citizen/applications/by-guardian')).body as ApplicationsOfChild[]
    expect(list[0]!.applicationSummaries).toEqual([])
    await newDraft()

    const processing = await devApplication({ childId: lilja, guardianId, type: 'CLUB', status: 'WAITING_PLACEMENT' })
    expect(await call(cookie, 'DELETE', `/api/citizen/applications/${processing}`)).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_STATUS' },
    })
    await removeApplications(lilja)
  })
})
