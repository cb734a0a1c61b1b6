import { beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { sql } from 'kysely'
import {
  ApplicationDetails,
  ApplicationsOfChild,
  type ApplicationForm,
  type ApplicationFormUpdate,
  type Persona,
  type ServiceNeedOption,
} from '@citizen/contract'
import { loginAs, persona, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { addDays, addMonths } from '@citizen/contract'
import { testSsn } from '../../dev/ssn'

const t = useTestApp()
const { load, as, childOf, personIdOf, call } = demoClient(t)
let personas: Persona[]
let units: Map<string, string>
let options: ServiceNeedOption[]

const day = (offset: number) => addDays(today(), offset)
const unit = (name: string) => ({ id: units.get(name)!, name })

async function devApplication(body: Record<string, unknown>): Promise<string> {
  const res = await call(null, 'POST', '/api/dev/applications', body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body as { id: string }).id
}

async function details(cookie: string, id: string): Promise<ApplicationDetails> {
  const res = await call(cookie, 'GET', `/api/citizen/applications/${id}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ApplicationDetails.parse(res.body)
}

/** The citizen's editable part of a form */
function toUpdate(form: ApplicationForm): ApplicationFormUpdate {
  const { child, guardian, ...rest } = form
  return {
    ...rest,
    child: {
      futureAddress: child.futureAddress,
      allergies: child.allergies,
      diet: child.diet,
      assistanceNeeded: child.assistanceNeeded,
      assistanceDescription: child.assistanceDescription,
    },
    guardian: { futureAddress: guardian.futureAddress, phoneNumber: guardian.phoneNumber, email: guardian.email },
  }
}

const option = (placementType: string) => {
  const o = options.find((x) => x.validPlacementType === placementType)!
  return { id: o.id, nameFi: o.nameFi, nameSv: o.nameSv, nameEn: o.nameEn, validPlacementType: o.validPlacementType }
}

/** A complete daycare form update for a draft */
function filledDaycare(form: ApplicationForm, start = day(60)): ApplicationFormUpdate {
  const update = toUpdate(form)
  return {
    ...update,
    guardian: { ...update.guardian, phoneNumber: '040 123 4569' },
    preferences: {
      ...update.preferences,
      preferredStartDate: start,
      preferredUnits: [unit('Päiväkoti Aurinkoinen')],
      serviceNeed: {
        startTime: '08:00',
        endTime: '16:00',
        shiftCare: false,
        partTime: false,
        serviceNeedOption: option('DAYCARE'),
      },
    },
  }
}

/** Matti Järvinen's draft DAYCARE application for Lilja (no other guardian, no placements) */
async function newDraft(key = 'no-placements', child = 'Lilja', type = 'DAYCARE'): Promise<string> {
  const res = await call(await as(key), 'POST', '/api/citizen/applications', { childId: childOf(key, child), type })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body as { id: string }).id
}

const removeApplications = async (childId: string) => {
  await t.db.deleteFrom('application').where('child_id', '=', childId).execute()
}

beforeAll(async () => {
  personas = await load()
  units = new Map((await t.db.selectFrom('unit').select(['name', 'id']).execute()).map((u) => [u.name, u.id]))
  options = (
    await call(
      null,
      'GET',
      '/api/citizen/public/service-needs/options?placementTypes=DAYCARE,DAYCARE_PART_TIME,PRESCHOOL_DAYCARE,PRESCHOOL_CLUB',
    )
  ).body as ServiceNeedOption[]
})

describe('access', () => {
  const strongRoutes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
    ['GET', '/api/citizen/applications/by-guardian'],
    ['GET', '/api/citizen/applications/children'],
    ['GET', '/api/citizen/applications/00000000-0000-4000-8000-000000000001'],
    ['POST', '/api/citizen/applications'],
    ['PUT', '/api/citizen/applications/00000000-0000-4000-8000-000000000001/draft'],
    ['PUT', '/api/citizen/applications/00000000-0000-4000-8000-000000000001'],
    ['POST', '/api/citizen/applications/00000000-0000-4000-8000-000000000001/actions/send-application'],
    ['DELETE', '/api/citizen/applications/00000000-0000-4000-8000-000000000001'],
    ['GET', '/api/citizen/applications/duplicates/00000000-0000-4000-8000-000000000001'],
    ['GET', '/api/citizen/applications/active-placements/00000000-0000-4000-8000-000000000001'],
    ['POST', '/api/citizen/attachments/applications/00000000-0000-4000-8000-000000000001?type=URGENCY'],
    ['DELETE', '/api/citizen/attachments/00000000-0000-4000-8000-000000000001'],
    ['GET', '/api/citizen/attachments/00000000-0000-4000-8000-000000000001/download/x.pdf'],
  ]

  it.each(strongRoutes)('%s %s: 401 anonymous, 403 for a weak session', async (method, url) => {
    expect((await call(null, method, url, method === 'GET' ? undefined : {})).status).toBe(401)
    const weak = await loginAs(t.app, persona(personas, 'weak-login').ssn, 'WEAK')
    const res = await call(weak, method, url, method === 'GET' ? undefined : {})
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ errorCode: 'STRONG_AUTH_REQUIRED' })
  })

  it('answers the notification count to a weak session, and 401 to no session', async () => {
    const weak = await loginAs(t.app, persona(personas, 'separated-guardians-1').ssn, 'WEAK')
    expect(await call(weak, 'GET', '/api/citizen/applications/by-guardian/notifications')).toMatchObject({
      status: 200,
      body: 1,
    })
    expect((await call(null, 'GET', '/api/citizen/applications/by-guardian/notifications')).status).toBe(401)
  })

  it('refuses state changes without the anti-CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/citizen/applications',
      headers: { cookie: await as('no-placements') },
      payload: { childId: childOf('no-placements', 'Lilja'), type: 'DAYCARE' },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('GET /api/citizen/applications/by-guardian', () => {
  const list = async (key: string) => {
    const res = await call(await as(key), 'GET', '/api/citizen/applications/by-guardian')
    expect(res.status).toBe(200)
    return (res.body as unknown[]).map((x) => ApplicationsOfChild.parse(x))
  }

  it('lists every child by name with the demo applications, actions and transfer flag', async () => {
    const children = await list('three-children-1')
    expect(children.map((c) => c.childName)).toEqual(['Ella Korhonen', 'Onni Korhonen', 'Veeti Korhonen'])
    const [ella, onni, veeti] = children
    expect(onni!.applicationSummaries).toEqual([])
    expect(ella!.applicationSummaries).toEqual([
      expect.objectContaining({
        type: 'CLUB',
        applicationStatus: 'CREATED',
        sentDate: null,
        childName: 'Ella Korhonen',
        transferApplication: false,
      }),
    ])
    const sent = veeti!.applicationSummaries[0]!
    expect(sent).toMatchObject({
      type: 'DAYCARE',
      applicationStatus: 'SENT',
      sentDate: day(-10),
      startDate: day(130),
      transferApplication: true, // Veeti's daycare placement starts soon
      preferredUnitName: expect.any(String),
    })
    expect(sent.allPreferredUnitNames).toEqual([sent.preferredUnitName])
    expect(veeti!.permittedActions[sent.applicationId]).toEqual(['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'])
    expect(veeti!.decidableApplications).toEqual([])
  })

  it('shows the other guardian the sent application (read only) but not the draft', async () => {
    const [ella, , veeti] = await list('three-children-2')
    expect(ella!.applicationSummaries).toEqual([])
    const sent = veeti!.applicationSummaries[0]!
    expect(veeti!.permittedActions[sent.applicationId]).toEqual(['READ', 'READ_DECISIONS'])
  })

  it('gives decidable applications to the applicant only when the other guardian lives elsewhere', async () => {
    const [jussi] = await list('separated-guardians-1')
    const helmi = jussi!.applicationSummaries[0]!
    expect(helmi).toMatchObject({ type: 'CLUB', applicationStatus: 'WAITING_CONFIRMATION', startDate: day(30) })
    expect(jussi!.decidableApplications).toEqual([helmi.applicationId])
    const [laura] = await list('separated-guardians-2')
    expect(laura!.applicationSummaries.map((a) => a.applicationId)).toEqual([helmi.applicationId])
    expect(laura!.decidableApplications).toEqual([])
  })

  it('takes an accepted application’s start date from its decision, and leaves cancelled and hidden ones out', async () => {
    const venla = childOf('no-email', 'Venla')
    const [child] = await list('no-email')
    const statuses = child!.applicationSummaries.map((a) => a.applicationStatus)
    expect(statuses.sort()).toEqual(['ACTIVE', 'REJECTED'])
    const active = child!.applicationSummaries.find((a) => a.applicationStatus === 'ACTIVE')!
    await t.db
      .updateTable('decision')
      .set({ requested_start_date: day(20) })
      .where('application_id', '=', active.applicationId)
      .execute()
    expect(
      (await list('no-email'))[0]!.applicationSummaries.find((a) => a.applicationStatus === 'ACTIVE')!.startDate,
    ).toBe(day(20))
    const guardianId = await personIdOf('no-email')
    await devApplication({ childId: venla, guardianId, type: 'PRESCHOOL', status: 'CANCELLED' })
    await devApplication({ childId: venla, guardianId, type: 'PRESCHOOL', status: 'SENT', hideFromGuardian: true })
    expect((await list('no-email'))[0]!.applicationSummaries).toHaveLength(2)
  })

  it('includes a foster child while the relation is valid', async () => {
    const [aleksi] = await list('foster-parent')
    expect(aleksi!.applicationSummaries.map((a) => a.applicationStatus)).toEqual(['WAITING_MAILING'])
  })

  it('answers with the same number of queries for 3 and 12 applications of 3 children', async () => {
    // A new guardian with three children
    const ids = await t.db
      .insertInto('person')
      .values(
        [
          ['Kaisa', 'Laaksonen', '1985-04-04', 930],
          ['Aapo', 'Laaksonen', '2020-05-05', 931],
          ['Bea', 'Laaksonen', '2021-06-06', 932],
          ['Cecilia', 'Laaksonen', '2022-07-07', 933],
        ].map(([first, last, born, n]) => ({
          first_name: first as string,
          last_name: last as string,
          date_of_birth: born as string,
          social_security_number: testSsn(born as string, n as number),
          street_address: 'Koivukuja 9',
          postal_code: '40100',
          post_office: 'ESIMERKKILÄ',
        })),
      )
      .returning('id')
      .execute()
    const [guardianId, ...childIds] = ids.map((r) => r.id) as [string, string, string, string]
    await t.db
      .insertInto('guardian')
      .values(childIds.map((child_id) => ({ guardian_id: guardianId, child_id })))
      .execute()
    const cookie = await loginAs(t.app, testSsn('1985-04-04', 930))

    const countQueries = async () => {
      const spy = vi.spyOn(pg.Client.prototype, 'query')
      try {
        const res = await call(cookie, 'GET', '/api/citizen/applications/by-guardian')
        expect(res.status).toBe(200)
        return { queries: spy.mock.calls.length, body: res.body as ApplicationsOfChild[] }
      } finally {
        spy.mockRestore()
      }
    }

    for (const childId of childIds) await devApplication({ childId, guardianId, type: 'CLUB', status: 'CREATED' })
    const three = await countQueries()
    expect(three.body.flatMap((c) => c.applicationSummaries)).toHaveLength(3)

    const more: [string, string][] = [
      ['DAYCARE', 'SENT'],
      ['PRESCHOOL', 'WAITING_CONFIRMATION'],
      ['CLUB', 'ACTIVE'],
    ]
    for (const childId of childIds) {
      for (const [type, status] of more) await devApplication({ childId, guardianId, type, status })
    }
    const twelve = await countQueries()
    expect(twelve.body.flatMap((c) => c.applicationSummaries)).toHaveLength(12)
    expect(twelve.body.flatMap((c) => c.decidableApplications)).toHaveLength(3)
    expect(twelve.queries).toBe(three.queries)
    expect(twelve.queries).toBeLessThanOrEqual(5)
  })
})

describe('GET /api/citizen/applications/by-guardian/notifications', () => {
  it('counts applications waiting for the user’s confirmation', async () => {
    const count = async (key: string) =>
      (await call(await as(key), 'GET', '/api/citizen/applications/by-guardian/notifications')).body
    expect(await count('separated-guardians-1')).toBe(1)
    expect(await count('separated-guardians-2')).toBe(0) // lives elsewhere
    expect(await count('three-children-1')).toBe(0)
  })
})

describe('GET /api/citizen/applications/children', () => {
  it('lists guardian and foster children', async () => {
    const children = (await call(await as('three-children-1'), 'GET', '/api/citizen/applications/children')).body as {
      id: string
      firstName: string
    }[]
    expect(children.map((c) => c.firstName)).toEqual(['Onni', 'Ella', 'Veeti'])
    expect(children[0]).toEqual({
      id: childOf('three-children-1', 'Onni'),
      firstName: 'Onni',
      lastName: 'Korhonen',
      dateOfBirth: '2020-01-17',
      socialSecurityNumber: testSsn('2020-01-17', 905),
      duplicateOf: null,
    })
    const foster = (await call(await as('foster-parent'), 'GET', '/api/citizen/applications/children')).body as {
      firstName: string
    }[]
    expect(foster.map((c) => c.firstName)).toEqual(['Aleksi'])
  })
})

describe('GET /api/citizen/applications/:applicationId', () => {
  const veetiApplication = async () =>
    (
      await t.db
        .selectFrom('application')
        .select('id')
        .where('child_id', '=', childOf('three-children-1', 'Veeti'))
        .executeTakeFirstOrThrow()
    ).id

  it('gives the applicant the whole application', async () => {
    const id = await veetiApplication()
    const app = await details(await as('three-children-1'), id)
    expect(app).toMatchObject({
      id,
      type: 'DAYCARE',
      status: 'SENT',
      childId: childOf('three-children-1', 'Veeti'),
      hasOtherGuardian: true,
      otherGuardianLivesInSameAddress: true,
      allowOtherGuardianAccess: true,
      transferApplication: true,
      sentDate: day(-10),
      dueDate: null, // transfer applications have none
      attachments: [],
      permittedActions: ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'],
    })
    expect(app.form.guardian).toMatchObject({ phoneNumber: '0401234562', email: 'mikko.korhonen@example.com' })
    expect(app.form.child.person.socialSecurityNumber).toBe(testSsn('2024-06-11', 907))
    expect(app.form.child.address).toEqual({ street: 'Rantatie 12', postalCode: '40200', postOffice: 'ESIMERKKILÄ' })
    expect(Object.keys(app).sort()).toEqual(Object.keys(ApplicationDetails.shape).sort())
  })

  it('gives the other guardian a reduced view without attachments', async () => {
    const id = await veetiApplication()
    await t.db
      .updateTable('application')
      .set({
        document: sql`jsonb_set(jsonb_set(document, '{otherInfo}', '"Salaisuus"'), '{secondGuardian}', ${JSON.stringify(
          {
            phoneNumber: '0401112223',
            email: 'laura@example.com',
            agreementStatus: 'NOT_AGREED',
          },
        )}::jsonb)` as never,
      })
      .where('id', '=', id)
      .execute()
    const app = await details(await as('three-children-2'), id)
    expect(app.permittedActions).toEqual(['READ', 'READ_DECISIONS'])
    expect(app.attachments).toEqual([])
    expect(app.form.guardian).toMatchObject({
      phoneNumber: '',
      email: '',
      address: null,
      person: { firstName: 'Mikko', socialSecurityNumber: null },
    })
    expect(app.form.child).toMatchObject({
      address: null,
      allergies: '',
      diet: '',
      assistanceDescription: '',
      person: { socialSecurityNumber: null },
    })
    expect(app.form).toMatchObject({ otherPartner: null, otherChildren: [], otherInfo: '' })
    expect(app.form.preferences.preferredUnits).toHaveLength(1)
    // Whether the applicant agreed with the other guardian, and the contact details given for them
    expect(app.form.secondGuardian).toBeNull()
    expect(JSON.stringify(app)).not.toMatch(/NOT_AGREED|0401112223|laura@example\.com|0401234562|mikko\.korhonen/)
    // The applicant still sees their answer
    expect((await details(await as('three-children-1'), id)).form.secondGuardian).toMatchObject({
      agreementStatus: 'NOT_AGREED',
    })
  })

  it('answers 404 to the other guardian without access, to other families and to unknown ids', async () => {
    const id = await veetiApplication()
    try {
      await t.db.updateTable('application').set({ allow_other_guardian_access: false }).where('id', '=', id).execute()
      expect((await call(await as('three-children-2'), 'GET', `/api/citizen/applications/${id}`)).status).toBe(404)
    } finally {
      await t.db.updateTable('application').set({ allow_other_guardian_access: true }).where('id', '=', id).execute()
    }
    expect((await call(await as('one-child'), 'GET', `/api/citizen/applications/${id}`)).status).toBe(404)
    expect(
      (await call(await as('one-child'), 'GET', '/api/citizen/applications/00000000-0000-4000-8000-000000000001'))
        .status,
    ).toBe(404)
    expect((await call(await as('one-child'), 'GET', '/api/citizen/applications/not-a-uuid')).status).toBe(400)
  })
})

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
    const veetiApp = await t.db
      .selectFrom('application')
      .select(['id', 'document'])
      .where('child_id', '=', childOf('three-children-1', 'Veeti'))
      .executeTakeFirstOrThrow()
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

describe('PUT /api/citizen/applications/:applicationId and send', () => {
  it('validates, sends and computes the sent application’s dates and other guardians', async () => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const form = filledDaycare((await details(cookie, id)).form)
    expect(
      await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: true }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect(await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    const sent = await details(cookie, id)
    expect(sent).toMatchObject({
      status: 'SENT',
      sentDate: today(),
      dueDate: addMonths(today(), 4),
      transferApplication: false,
      allowOtherGuardianAccess: true,
      permittedActions: ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'],
    })
    expect(sent.form.preferences.serviceNeed!.serviceNeedOption).toEqual(option('DAYCARE'))
    // The form's phone went to the person's contact details
    const person = await t.db
      .selectFrom('person')
      .select('phone')
      .where('id', '=', sent.guardianId)
      .executeTakeFirstOrThrow()
    expect(person.phone).toBe('040 123 4569')
    // Sending twice is refused
    expect(await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_STATUS' },
    })
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('records the child’s other guardians and marks a transfer application when sending', async () => {
    const cookie = await as('separated-guardians-2')
    const helmi = childOf('separated-guardians-2', 'Helmi')
    const created = await call(cookie, 'POST', '/api/citizen/applications', { childId: helmi, type: 'DAYCARE' })
    const id = (created.body as { id: string }).id
    const draft = await details(cookie, id)
    expect(draft).toMatchObject({ hasOtherGuardian: true, otherGuardianLivesInSameAddress: false })
    const form = filledDaycare(draft.form)
    // The other guardian lives elsewhere: the agreement status is required
    const missing = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, {
      form,
      allowOtherGuardianAccess: false,
    })
    expect(missing).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('secondGuardian.agreementStatus') },
    })
    const agreed = {
      ...form,
      secondGuardian: { agreementStatus: 'AGREED' as const, phoneNumber: '040 1', email: 'x@example.com' },
    }
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form: agreed, allowOtherGuardianAccess: false }))
        .status,
    ).toBe(200)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(200)
    const sent = await details(cookie, id)
    expect(sent).toMatchObject({ transferApplication: true, dueDate: null })
    // Details of the other guardian are kept only with NOT_AGREED
    expect(sent.form.secondGuardian).toEqual({ agreementStatus: 'AGREED', phoneNumber: '', email: '' })
    const others = await t.db
      .selectFrom('application_other_guardian')
      .select('guardian_id')
      .where('application_id', '=', id)
      .execute()
    expect(others.map((o) => o.guardian_id)).toEqual([await personIdOf('separated-guardians-1')])
    await t.db.deleteFrom('application').where('id', '=', id).execute()
  })

  it.each<[string, (f: ApplicationFormUpdate) => void, string]>([
    ['no start date', (f) => void (f.preferences.preferredStartDate = null), 'preferredStartDate'],
    [
      'a start date in the past',
      (f) => void (f.preferences.preferredStartDate = addDays(today(), -1)),
      'preferredStartDate',
    ],
    [
      'a start date over a year ahead',
      (f) => void (f.preferences.preferredStartDate = addDays(addMonths(today(), 12), 1)),
      'preferredStartDate',
    ],
    ['no units', (f) => void (f.preferences.preferredUnits = []), 'preferredUnits'],
    [
      'an unknown unit',
      (f) => void (f.preferences.preferredUnits = [{ id: '00000000-0000-4000-8000-000000000001', name: 'X' }]),
      'preferredUnits',
    ],
    ['no service need option', (f) => void (f.preferences.serviceNeed!.serviceNeedOption = null), 'serviceNeedOption'],
    [
      'a part-time option for full time',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = option('DAYCARE_PART_TIME')),
      'serviceNeedOption',
    ],
    ['no phone', (f) => void (f.guardian.phoneNumber = ''), 'guardian.phoneNumber'],
    ['a bad phone', (f) => void (f.guardian.phoneNumber = 'soita minulle'), 'guardian.phoneNumber'],
    ['a bad email', (f) => void (f.guardian.email = 'matti@'), 'guardian.email'],
    ['assistance without description', (f) => void (f.child.assistanceNeeded = true), 'assistanceDescription'],
    [
      'a sibling without ssn',
      (f) => void (f.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: '', siblingUnit: '' }),
      'siblingSsn',
    ],
    [
      'a partner with a bad ssn',
      (f) => void (f.otherPartner = { firstName: 'A', lastName: 'B', socialSecurityNumber: '010101-0000' }),
      'otherPartner.socialSecurityNumber',
    ],
    [
      'another child without names',
      (f) =>
        void (f.otherChildren = [{ firstName: '', lastName: '', socialSecurityNumber: testSsn('2022-09-30', 906) }]),
      'otherChildren.0.firstName',
    ],
    [
      'half a future address',
      (f) => void (f.child.futureAddress = { street: 'Uusikatu 1', postalCode: '', postOffice: '', movingDate: null }),
      'child.futureAddress.postalCode',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const form = filledDaycare((await details(cookie, id)).form)
    change(form)
    const res = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: false })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
    expect((res.body as { message: string }).message).toContain(field)
    // Sending the draft as saved earlier is refused the same way (strict)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(400)
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('sends a preschool application with connected daycare and a club application', async () => {
    const cookie = await as('three-children-1')
    const onni = childOf('three-children-1', 'Onni')
    const preschoolId = await newDraft('three-children-1', 'Onni', 'PRESCHOOL')
    const draft = await details(cookie, preschoolId)
    const start = draft.form.preferences.preferredStartDate!
    const update = toUpdate(draft.form)
    const form: ApplicationFormUpdate = {
      ...update,
      otherChildren: [],
      preferences: {
        ...update.preferences,
        preferredUnits: [unit('Päiväkoti Aurinkoinen'), unit('Esikoulu Kuusikko')],
        connectedDaycarePreferredStartDate: addDays(start, 14),
        serviceNeed: {
          startTime: '',
          endTime: '',
          shiftCare: false,
          partTime: true,
          serviceNeedOption: option('PRESCHOOL_DAYCARE'),
        },
        urgent: true, // daycare only: dropped
      },
    }
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${preschoolId}`, { form, allowOtherGuardianAccess: true }))
        .status,
    ).toBe(200)
    expect(
      (await call(cookie, 'POST', `/api/citizen/applications/${preschoolId}/actions/send-application`)).status,
    ).toBe(200)
    const preschool = await details(cookie, preschoolId)
    expect(preschool).toMatchObject({ status: 'SENT', dueDate: today() })
    expect(preschool.form.preferences).toMatchObject({ urgent: false, serviceNeed: { partTime: false } })

    const clubId = await newDraft('three-children-1', 'Onni', 'CLUB')
    const club = await details(cookie, clubId)
    const terms = (await call(null, 'GET', '/api/citizen/public/club-terms')).body as {
      term: { start: string; end: string }
    }[]
    const clubStart =
      club.form.preferences.preferredStartDate ??
      (terms.find((x) => x.term.start <= today() && today() <= x.term.end) ? today() : terms[1]!.term.start)
    const clubUpdate = toUpdate(club.form)
    const clubForm: ApplicationFormUpdate = {
      ...clubUpdate,
      child: { ...clubUpdate.child, allergies: 'pähkinä', diet: 'vegaani' },
      otherPartner: { firstName: 'Sanna', lastName: 'Korhonen', socialSecurityNumber: testSsn('1988-11-05', 904) },
      preferences: { ...clubUpdate.preferences, preferredStartDate: clubStart, preferredUnits: [unit('Kerho Kipinä')] },
    }
    expect(
      (
        await call(cookie, 'PUT', `/api/citizen/applications/${clubId}`, {
          form: clubForm,
          allowOtherGuardianAccess: false,
        })
      ).status,
    ).toBe(200)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${clubId}/actions/send-application`)).status).toBe(
      200,
    )
    const sentClub = await details(cookie, clubId)
    expect(sentClub.form.child).toMatchObject({ allergies: '', diet: '' })
    expect(sentClub.form).toMatchObject({ otherPartner: null, otherChildren: [] })
    await removeApplications(onni)
  })

  it('refuses to send a daycare application to a unit not taking applications on the start date', async () => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const form = filledDaycare((await details(cookie, id)).form)
    form.preferences.preferredUnits = [unit('Päiväkoti Kangas')] // daycare applications ended a month ago
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: false })).status,
    ).toBe(200)
    const res = await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)
    expect(res).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('preferredUnits') },
    })
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('updates a sent application, never to an earlier start date, and not once processing started', async () => {
    const cookie = await as('three-children-1')
    const app = await t.db
      .selectFrom('application')
      .select(['id', 'document'])
      .where('child_id', '=', childOf('three-children-1', 'Veeti'))
      .executeTakeFirstOrThrow()
    const form = toUpdate(app.document)
    const stored = app.document.preferences.preferredStartDate!
    const earlier = { ...form, preferences: { ...form.preferences, preferredStartDate: addDays(stored, -1) } }
    expect(
      await call(cookie, 'PUT', `/api/citizen/applications/${app.id}`, {
        form: earlier,
        allowOtherGuardianAccess: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'START_DATE_EARLIER' },
    })
    const later = {
      ...form,
      preferences: { ...form.preferences, preferredStartDate: addDays(stored, 7) },
      otherInfo: 'Muutos',
    }
    expect(
      (
        await call(cookie, 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(200)
    expect((await details(cookie, app.id)).form).toMatchObject({
      otherInfo: 'Muutos',
      preferences: { preferredStartDate: addDays(stored, 7) },
    })
    // Another family, the other guardian: 404
    expect(
      (
        await call(await as('one-child'), 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(await as('three-children-2'), 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(404)
    // Being processed: 400
    const eetuApp = await t.db
      .selectFrom('application')
      .select(['id', 'document'])
      .where('child_id', '=', childOf('one-child', 'Eetu'))
      .executeTakeFirstOrThrow()
    expect(
      await call(await as('one-child'), 'PUT', `/api/citizen/applications/${eetuApp.id}`, {
        form: toUpdate(eetuApp.document),
        allowOtherGuardianAccess: false,
      }),
    ).toMatchObject({ status: 400, body: { errorCode: 'INVALID_STATUS' } })
    expect(
      (await call(await as('one-child'), 'POST', `/api/citizen/applications/${eetuApp.id}/actions/send-application`))
        .status,
    ).toBe(400)
    expect(
      (await call(await as('one-child'), 'POST', `/api/citizen/applications/${app.id}/actions/send-application`))
        .status,
    ).toBe(404)
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

describe('lookups', () => {
  it('lists the club and preschool terms of this and next school year', async () => {
    const club = (await call(null, 'GET', '/api/citizen/public/club-terms')).body as {
      term: { start: string; end: string }
      termBreaks: unknown[]
    }[]
    expect(club).toHaveLength(2)
    expect(club[0]!.term.start < club[1]!.term.start).toBe(true)
    expect(club[0]!.term.start.slice(5)).toBe('08-10')
    expect(club[0]!.term.end.slice(5)).toBe('05-31')
    expect(club[0]!.termBreaks).toHaveLength(1)
    const preschool = (await call(null, 'GET', '/api/citizen/public/preschool-terms')).body as {
      extendedTerm: { start: string }
      applicationPeriod: { start: string; end: string }
    }[]
    expect(preschool).toHaveLength(2)
    // Next year's preschool applications are open now
    expect(preschool[1]!.applicationPeriod.start <= today() && today() <= preschool[1]!.applicationPeriod.end).toBe(
      true,
    )
  })

  it('lists service need options by placement type in display order, in three languages', async () => {
    const res = await call(
      null,
      'GET',
      '/api/citizen/public/service-needs/options?placementTypes=DAYCARE_PART_TIME,DAYCARE',
    )
    const list = res.body as ServiceNeedOption[]
    expect(list.map((o) => o.validPlacementType)).toEqual([
      'DAYCARE',
      'DAYCARE',
      'DAYCARE_PART_TIME',
      'DAYCARE_PART_TIME',
    ])
    expect(list[0]).toEqual({
      id: expect.any(String),
      nameFi: 'Kokopäiväinen, yli 25 h/vko',
      nameSv: 'Heldag, över 25 h/vecka',
      nameEn: 'Full day, over 25 h a week',
      validPlacementType: 'DAYCARE',
      validFrom: '2020-01-01',
      validTo: null,
    })
    expect((await call(null, 'GET', '/api/citizen/public/service-needs/options?placementTypes=SCHOOL')).status).toBe(
      400,
    )
    expect((await call(null, 'GET', '/api/citizen/public/service-needs/options')).status).toBe(400)
  })
})

describe('dev API for applications', () => {
  it('moves an application through the staff-side steps to waiting for confirmation', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    const guardianId = await personIdOf('no-placements')
    const id = await devApplication({
      childId: lilja,
      guardianId,
      type: 'DAYCARE',
      form: { partTime: true, preferredStartDate: day(45) },
    })
    const act = (action: string) => call(null, 'POST', `/api/dev/applications/${id}/actions/${action}`)
    expect((await act('CREATE_PLACEMENT_PLAN')).status).toBe(400)
    for (const action of ['MOVE_TO_WAITING_PLACEMENT', 'CREATE_PLACEMENT_PLAN', 'SEND_DECISIONS'])
      expect((await act(action)).status).toBe(200)
    const row = await t.db
      .selectFrom('application')
      .select(['status', 'checked_by_admin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'WAITING_CONFIRMATION', checked_by_admin: true })
    const decisions = await t.db.selectFrom('decision').selectAll().where('application_id', '=', id).execute()
    expect(decisions).toEqual([
      expect.objectContaining({
        type: 'DAYCARE_PART_TIME',
        status: 'PENDING',
        start_date: day(45),
        sent_date: today(),
        resolved: null,
      }),
    ])
    expect((await act('NOPE')).status).toBe(400)
    const cookie = await as('no-placements')
    expect((await call(cookie, 'GET', '/api/citizen/applications/by-guardian/notifications')).body).toBe(1)
    expect(
      ((await call(cookie, 'GET', '/api/citizen/applications/by-guardian')).body as ApplicationsOfChild[])[0]!
        .decidableApplications,
    ).toEqual([id])
    await removeApplications(lilja)
  })

  it('sends a foster parent’s decisions by mail first, and gives preschool with connected daycare two decisions', async () => {
    const aleksi = childOf('foster-parent', 'Aleksi')
    const fosterId = await personIdOf('foster-parent')
    const id = await devApplication({
      childId: aleksi,
      guardianId: fosterId,
      type: 'PRESCHOOL',
      status: 'WAITING_DECISION',
      form: { connectedDaycare: true },
    })
    const act = (action: string) => call(null, 'POST', `/api/dev/applications/${id}/actions/${action}`)
    expect((await act('SEND_DECISIONS')).status).toBe(200)
    expect(
      (await t.db.selectFrom('application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('WAITING_MAILING')
    expect((await act('CONFIRM_DECISION_MAILED')).status).toBe(200)
    expect(
      (await t.db.selectFrom('application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('WAITING_CONFIRMATION')
    const types = (await t.db.selectFrom('decision').select('type').where('application_id', '=', id).execute())
      .map((d) => d.type)
      .sort()
    expect(types).toEqual(['PRESCHOOL', 'PRESCHOOL_DAYCARE'])
    await t.db.deleteFrom('application').where('id', '=', id).execute()
  })

  it('creates valid applications: a dev application passes the citizen’s own validation', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    const guardianId = await personIdOf('no-placements')
    const id = await devApplication({
      childId: lilja,
      guardianId,
      type: 'DAYCARE',
      status: 'CREATED',
      form: { urgent: true, shiftCare: true },
    })
    const cookie = await as('no-placements')
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(200)
    const sent = await details(cookie, id)
    expect(sent.form.preferences).toMatchObject({ urgent: true, serviceNeed: { shiftCare: true } })
    expect(sent.dueDate).toBeNull() // urgent, no proof yet
    await removeApplications(lilja)
  })
})
