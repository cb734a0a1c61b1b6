import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { ApplicationDetails, ApplicationsOfChild } from '@citizen/contract'
import { applicationOfChild, loginAs, persona, withQueryCount } from '../../../test/harness'
import { testSsn } from '../../dev/ssn'
import { useApplicationsTest } from './application-fixtures'

const { t, demo, data, day, devApplication, details } = useApplicationsTest()
const { as, childOf, personIdOf, call } = demo

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
  ]

  it.each(strongRoutes)('%s %s: 401 anonymous, 403 for a weak session', async (method, url) => {
    expect((await call(null, method, url, method === 'GET' ? undefined : {})).status).toBe(401)
    const weak = await loginAs(t.app, persona(data.personas, 'weak-login').ssn, 'WEAK')
    const res = await call(weak, method, url, method === 'GET' ? undefined : {})
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ errorCode: 'STRONG_AUTH_REQUIRED' })
  })

  it('answers the notification count to a weak session, and 401 to no session', async () => {
    const weak = await loginAs(t.app, persona(data.personas, 'separated-guardians-1').ssn, 'WEAK')
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

    const countQueries = () =>
      withQueryCount(async () => {
        const res = await call(cookie, 'GET', '/api/citizen/applications/by-guardian')
        expect(res.status).toBe(200)
        return { body: res.body as ApplicationsOfChild[] }
      })

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
  const veetiApplication = async () => (await applicationOfChild(t.db, childOf('three-children-1', 'Veeti'))).id

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
