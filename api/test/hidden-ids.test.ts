import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApplicationDecisions, ApplicationsOfChild, type RouteName, addDays } from '@citizen/contract'
import { today, useTestApp } from './harness'
import { demoClient } from './demo-client'
import { contractEndpoints, pathParams } from './contract-endpoints'

// No id of a thing the actor may not see appears anywhere in an answer: not in a list, not as a
// key of permittedActions, not among decidableApplications. Every parameterless GET endpoint of
// the contract is called as Sanna (three-children-2), the other guardian of Ella, and its answer
// searched for the ids of things made for this test that she may not see.
const t = useTestApp()
const { load, as, childOf, personIdOf, call, dev } = demoClient(t)

/** Ids Sanna may not see, with the endpoints (if any) where the reference lists them anyway */
const hidden = new Map<string, { what: string; listedBy?: RouteName }>()

const decisionIdsOf = async (applicationId: string) =>
  (await t.db.selectFrom('decision').select('id').where('application_id', '=', applicationId).execute()).map(
    (d) => d.id,
  )

beforeAll(async () => {
  await load()
  const mikko = await personIdOf('three-children-1')
  const ella = childOf('three-children-1', 'Ella')
  const aino = await personIdOf('one-child')
  const eetu = childOf('one-child', 'Eetu')
  /** An application made for the test, and the decisions made of it: hidden (or listed by one endpoint) */
  const application = async (
    body: Record<string, unknown>,
    what: { application: string; decisions: string; listedBy?: RouteName },
  ) => {
    const id = await dev('/api/dev/applications', body)
    hidden.set(id, { what: what.application, listedBy: what.listedBy })
    for (const decision of await decisionIdsOf(id)) hidden.set(decision, { what: what.decisions })
  }

  // Mikko did not allow the other guardian access: the reference lists the application in her
  // applications (no actions), but its decisions are hers to see nowhere
  await application(
    { childId: ella, guardianId: mikko, type: 'CLUB', status: 'WAITING_CONFIRMATION' },
    {
      application: 'application without other guardian access',
      decisions: 'decision of an application without access',
      listedBy: 'getApplicationsByGuardian',
    },
  )
  await application(
    {
      childId: ella,
      guardianId: mikko,
      type: 'DAYCARE',
      status: 'WAITING_CONFIRMATION',
      allowOtherGuardianAccess: true,
      hideFromGuardian: true,
    },
    { application: 'application hidden from guardians', decisions: 'decision of a hidden application' },
  )
  await application(
    { childId: eetu, guardianId: aino, type: 'CLUB', status: 'WAITING_CONFIRMATION' },
    { application: "another family's application", decisions: "another family's decision" },
  )

  const validFrom = addDays(today(), -30)
  hidden.set(await dev('/api/dev/fee-decisions', { headOfFamilyId: aino, validFrom, children: [{ childId: eetu }] }), {
    what: "another family's fee decision",
  })
  hidden.set(await dev('/api/dev/voucher-value-decisions', { headOfFamilyId: aino, validFrom, childId: eetu }), {
    what: "another family's voucher value decision",
  })
  hidden.set(await dev('/api/dev/assistance-decisions', { childId: eetu, validFrom }), {
    what: "another family's assistance decision",
  })
  const sanna = await personIdOf('three-children-2')
  hidden.set(
    await dev('/api/dev/assistance-decisions', {
      childId: ella,
      validFrom,
      status: 'DRAFT',
      unreadGuardianIds: [sanna],
    }),
    {
      what: 'draft assistance decision',
    },
  )
  hidden.set(
    await dev('/api/dev/preschool-assistance-decisions', {
      childId: ella,
      validFrom,
      status: 'NEEDS_WORK',
      unreadGuardianIds: [sanna],
    }),
    { what: 'unfinished preschool assistance decision' },
  )
  // Income statements (issue 28): her partner's own and another family's, with their files
  hidden.set(await dev('/api/dev/income-statements', { personId: mikko, startDate: addDays(today(), -7) }), {
    what: "the partner's income statement",
  })
  const ainoStatement = await dev('/api/dev/income-statements', {
    personId: aino,
    startDate: addDays(today(), -7),
    attachments: [{ type: 'PAYSLIP_GROSS' }],
  })
  hidden.set(ainoStatement, { what: "another family's income statement" })
  for (const a of await t.db
    .selectFrom('attachment')
    .select('id')
    .where('income_statement_id', '=', ainoStatement)
    .execute()) {
    hidden.set(a.id, { what: "another family's income statement attachment" })
  }
  // A thread with Mikko alone about their shared child: Sanna sees neither it nor its message
  const supervisor = crypto.randomUUID()
  const fixtures = await call(null, 'POST', '/api/dev/messaging', {
    employees: [{ id: supervisor, firstName: 'Sirpa', lastName: 'Esimies' }],
  })
  expect(fixtures.status).toBe(200)
  const mikkoOnly = await call(null, 'POST', '/api/dev/messages', {
    sender: { employeeId: supervisor },
    recipientPersonIds: [mikko],
    childIds: [ella],
    title: 'Vain Mikolle',
    content: 'x',
  })
  // The dev API's outbox (never in production) lists every person's emails, and a message's email
  // links to its thread
  hidden.set(mikkoOnly.body.threadIds[0], { what: "the other guardian's message thread", listedBy: 'devEmails' })
  // Mikko's passkey and email verification (personal data)
  const passkey = await t.db
    .insertInto('passkey_credential')
    .values({ person_id: mikko, credential_id: 'hidden-credential', public_key: 'x', name: 'Mikon puhelin' })
    .returning('id')
    .executeTakeFirstOrThrow()
  hidden.set(passkey.id, { what: "the other guardian's passkey" })
  const verification = await t.db
    .insertInto('person_email_verification')
    .values({
      person_id: mikko,
      email: 'mikko@example.com',
      code_hash: 'x',
      expires_at: new Date(Date.now() + 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  hidden.set(verification.id, { what: "the other guardian's email verification" })
  // Mikko's device for Web Push: its id and its endpoint (the push service's address of his browser)
  const device = await t.db
    .insertInto('web_push_subscription')
    .values({
      person_id: mikko,
      endpoint: `https://push.example.fi/${crypto.randomUUID()}`,
      p256dh: 'x',
      auth: 'x',
      topics: ['MESSAGE'],
    })
    .returning(['id', 'endpoint'])
    .executeTakeFirstOrThrow()
  hidden.set(device.id, { what: "the other guardian's Web Push device" })
  hidden.set(device.endpoint, { what: "the other guardian's Web Push endpoint" })
  hidden.set(mikkoOnly.body.messageIds[0], { what: "the other guardian's message" })
})

describe('answers carry no id of what the user may not see', () => {
  it('holds for every parameterless GET endpoint of the contract', async () => {
    const sanna = await as('three-children-2')
    const checked: string[] = []
    for (const { name, endpoint } of contractEndpoints()) {
      if (endpoint.method !== 'GET' || pathParams(endpoint.path).length > 0) continue
      const res = await call(sanna, 'GET', endpoint.path)
      expect(res.status, name).toBeLessThan(500)
      if (res.status !== 200) continue
      checked.push(name)
      const text = res.raw.toString('utf8')
      for (const [id, { what, listedBy }] of hidden) {
        if (listedBy === name) continue
        expect(text.includes(id), `${name} answers the id of a ${what}`).toBe(false)
      }
    }
    // The lists this is about were really read
    expect(checked).toEqual(
      expect.arrayContaining([
        'getApplicationsByGuardian',
        'getApplicationNotifications',
        'getDecisions',
        'getFinanceDecisions',
        'getAssistanceDecisions',
        'getPreschoolAssistanceDecisions',
        'getAssistanceDecisionUnreadCounts',
        'getPreschoolAssistanceDecisionUnreadCounts',
        'getReceivedMessages',
        'getMessageRecipients',
        'getChildren',
        'getPasskeys',
        'getEmailVerificationStatus',
        'getNotificationSettings',
        'getWebPushSubscriptions',
        'getIncomeStatements',
        'getIncomeStatementStartDates',
        'getIncomeStatementPartner',
        'getIncomeStatementChildren',
      ]),
    )
  })

  it('maps and id lists only name what the same answer lists', async () => {
    const sanna = await as('three-children-2')
    const decisions = ApplicationDecisions.parse((await call(sanna, 'GET', '/api/citizen/decisions')).body)
    const listedDecisions = decisions.decisions.map((d) => d.id).sort()
    expect(Object.keys(decisions.permittedActions).sort()).toEqual(listedDecisions)
    const listedApplications = new Set(decisions.decisions.map((d) => d.applicationId))
    for (const id of decisions.decidableApplications) expect(listedApplications.has(id), id).toBe(true)

    const children = ApplicationsOfChild.array().parse(
      (await call(sanna, 'GET', '/api/citizen/applications/by-guardian')).body,
    )
    for (const child of children) {
      const listed = child.applicationSummaries.map((a) => a.applicationId).sort()
      expect(Object.keys(child.permittedActions).sort()).toEqual(listed)
      for (const id of child.decidableApplications) expect(listed).toContain(id)
    }
    // The application without access is listed (as the reference does) with no action at all
    const noAccess = [...hidden].find(([, h]) => h.listedBy === 'getApplicationsByGuardian')![0]
    const ellas = children.find((c) => c.applicationSummaries.some((a) => a.applicationId === noAccess))!
    expect(ellas.permittedActions[noAccess]).toEqual([])
    expect(ellas.decidableApplications).not.toContain(noAccess)
  })
})

describe('the child page answers nothing of another family’s child', () => {
  it('holds for every call with a child id in its path', async () => {
    const sanna = await as('three-children-2')
    const eetu = childOf('one-child', 'Eetu')
    const placements = await t.db.selectFrom('placement').select('id').where('child_id', '=', eetu).execute()
    const childPaths = contractEndpoints().filter(
      ({ endpoint }) => endpoint.path.startsWith('/api/citizen/children/:childId/') && endpoint.method === 'GET',
    )
    expect(childPaths.map((e) => e.name).sort()).toEqual([
      'getChildAttendanceSummary',
      'getChildDailyServiceTimes',
      'getChildPlacements',
      'getChildServiceNeeds',
      'getPedagogicalDocuments',
    ])
    for (const { name, endpoint } of childPaths) {
      const url = endpoint.path.replace(':childId', eetu).replace(':yearMonth', today().slice(0, 7))
      const res = await call(sanna, 'GET', url)
      expect(res.status, name).toBe(404)
      const text = res.raw.toString('utf8')
      for (const id of [eetu, ...placements.map((p) => p.id)]) expect(text.includes(id), name).toBe(false)
    }
    // The service applications take the child in the query (spec 001 calls)
    const application = await dev('/api/dev/service-applications', {
      childId: eetu,
      personId: await personIdOf('one-child'),
      startDate: today(),
      serviceNeedOptionId: (
        await t.db
          .selectFrom('service_need_option')
          .select('id')
          .where('valid_placement_type', '=', 'DAYCARE')
          .executeTakeFirstOrThrow()
      ).id,
    })
    for (const url of [
      `/api/citizen/service-applications?childId=${eetu}`,
      `/api/citizen/service-applications/options?childId=${eetu}&date=${today()}`,
    ]) {
      const res = await call(sanna, 'GET', url)
      expect(res.status, url).toBe(404)
      const text = res.raw.toString('utf8')
      for (const id of [eetu, application, ...placements.map((p) => p.id)]) expect(text.includes(id), url).toBe(false)
    }
    expect((await call(sanna, 'DELETE', `/api/citizen/service-applications/${application}`)).status).toBe(404)
    const terminate = await call(sanna, 'POST', `/api/citizen/children/${eetu}/placements/terminate`, {
      type: 'DAYCARE',
      unitId: crypto.randomUUID(),
      terminationDate: today(),
    })
    expect(terminate.status).toBe(404)
  })

  it('holds for the calls with a child id in their query (absence applications)', async () => {
    const sanna = await as('three-children-2')
    const aada = childOf('preschool', 'Aada')
    const applications = await t.db
      .selectFrom('absence_application')
      .select('id')
      .where('child_id', '=', aada)
      .execute()
    expect(applications.length).toBeGreaterThan(0)
    const childQueries = contractEndpoints().filter(
      ({ endpoint }) => endpoint.method === 'GET' && endpoint.path.startsWith('/api/citizen/absence-application'),
    )
    expect(childQueries.map((e) => e.name).sort()).toEqual([
      'getAbsenceApplicationPossibleRanges',
      'getAbsenceApplications',
    ])
    for (const { name, endpoint } of childQueries) {
      const res = await call(sanna, 'GET', `${endpoint.path}?childId=${aada}`)
      expect(res.status, name).toBe(404)
      const text = res.raw.toString('utf8')
      for (const id of [aada, ...applications.map((a) => a.id)]) expect(text.includes(id), name).toBe(false)
    }
    const withdraw = await call(sanna, 'DELETE', `/api/citizen/absence-application/${applications[0]!.id}`)
    expect(withdraw.status).toBe(404)
  })
})

describe('the calendar events answer nothing of another family', () => {
  it('holds for an event of another family’s child and a discussion time another family booked', async () => {
    const sanna = await as('three-children-2')
    const eetu = childOf('one-child', 'Eetu')
    const onni = childOf('three-children-1', 'Onni')
    const unitOf = async (childId: string) =>
      (await t.db.selectFrom('placement').select('unit_id').where('child_id', '=', childId).executeTakeFirstOrThrow())
        .unit_id
    // Eetu and Onni share a unit: a survey of the unit, one time booked for Eetu, one free
    const survey = await call(null, 'POST', '/api/dev/calendar-events', {
      title: 'Yhteinen kysely',
      period: { start: today(), end: addDays(today(), 20) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: await unitOf(onni) }],
      times: [
        { date: addDays(today(), 10), startTime: '09:00', endTime: '09:30', childId: eetu },
        { date: addDays(today(), 10), startTime: '10:00', endTime: '10:30' },
      ],
    })
    const eetuOnly = await call(null, 'POST', '/api/dev/calendar-events', {
      title: 'Vain Eetulle',
      period: { start: today(), end: addDays(today(), 20) },
      attendees: [{ unitId: await unitOf(eetu), childId: eetu }],
    })
    const res = await call(sanna, 'GET', `/api/citizen/calendar-events?start=${today()}&end=${addDays(today(), 30)}`)
    expect(res.status).toBe(200)
    const text = res.raw.toString('utf8')
    expect(text).toContain(survey.body.timeIds[1])
    for (const id of [survey.body.timeIds[0], eetuOnly.body.id, eetu]) expect(text).not.toContain(id)
  })
})
