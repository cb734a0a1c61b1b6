import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { ApplicationDecisions, DecisionWithValidStartDatePeriod, decisionErrors } from '@citizen/contract'
import { today, useTestApp, withQueryCount } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { pdfText, timedPdf } from '../../../test/pdf-text'
import { addDays, formatDate } from '@citizen/contract'

const t = useTestApp()
const { load, as, childOf, personIdOf, call, dev } = demoClient(t)

const devApplication = (body: Record<string, unknown>) => dev('/api/dev/applications', body)

async function decisionsOf(cookie: string, applicationId: string) {
  const res = await call(cookie, 'GET', `/api/citizen/applications/${applicationId}/decisions`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return DecisionWithValidStartDatePeriod.array().parse(res.body)
}

const accept = (cookie: string, applicationId: string, decisionId: string, requestedStartDate: string) =>
  call(cookie, 'POST', `/api/citizen/applications/${applicationId}/actions/accept-decision`, {
    decisionId,
    requestedStartDate,
  })
const reject = (cookie: string, applicationId: string, decisionId: string) =>
  call(cookie, 'POST', `/api/citizen/applications/${applicationId}/actions/reject-decision`, { decisionId })

const applicationStatus = async (id: string) =>
  (await t.db.selectFrom('application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
const placementsFrom = (applicationId: string) =>
  t.db
    .selectFrom('placement')
    .selectAll()
    .where('source_application_id', '=', applicationId)
    .orderBy('start_date')
    .execute()

beforeAll(async () => {
  await load()
})

describe('a daycare decision', () => {
  let applicationId: string
  let matti: string

  beforeAll(async () => {
    matti = await as('no-placements')
    applicationId = await devApplication({
      childId: childOf('no-placements', 'Lilja'),
      guardianId: await personIdOf('no-placements'),
      type: 'DAYCARE',
      status: 'WAITING_CONFIRMATION',
      form: { preferredStartDate: addDays(today(), 40) },
    })
  })

  it('is listed pending with its start date window, deadline and actions', async () => {
    const [d, ...rest] = await decisionsOf(matti, applicationId)
    expect(rest).toHaveLength(0)
    expect(d!.decision).toMatchObject({
      type: 'DAYCARE',
      status: 'PENDING',
      startDate: addDays(today(), 40),
      sentDate: today(),
    })
    expect(d!.validRequestedStartDatePeriod).toEqual({ start: addDays(today(), 40), end: addDays(today(), 54) })
    expect(d!.answerDeadline).toBe(addDays(today(), 14))
    expect(d!).toMatchObject({
      canDecide: true,
      blockedByPrimary: false,
      rejectCascades: false,
      permittedActions: ['READ', 'DOWNLOAD_PDF'],
    })

    const overview = ApplicationDecisions.parse((await call(matti, 'GET', '/api/citizen/decisions')).body)
    expect(overview.decisions.map((x) => x.id)).toEqual([d!.decision.id])
    expect(overview.decidableApplications).toEqual([applicationId])
    expect(overview.permittedActions[d!.decision.id]).toEqual(['READ', 'DOWNLOAD_PDF'])
  })

  it('refuses a requested start date outside the window, naming the error', async () => {
    const [d] = await decisionsOf(matti, applicationId)
    for (const date of [addDays(today(), 39), addDays(today(), 55)]) {
      const res = await accept(matti, applicationId, d!.decision.id, date)
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe(decisionErrors.invalidRequestedStartDate)
    }
    expect(await applicationStatus(applicationId)).toBe('WAITING_CONFIRMATION')
  })

  it('accepting places the child from the requested date and activates the application; a second accept changes nothing', async () => {
    const [d] = await decisionsOf(matti, applicationId)
    const date = addDays(today(), 45)
    const first = await accept(matti, applicationId, d!.decision.id, date)
    expect(first).toMatchObject({ status: 200, body: { status: 'ACCEPTED', alreadyAnswered: false } })
    expect(await applicationStatus(applicationId)).toBe('ACTIVE')
    const placements = await placementsFrom(applicationId)
    expect(placements).toHaveLength(1)
    expect(placements[0]).toMatchObject({ type: 'DAYCARE', start_date: date, end_date: d!.decision.endDate })

    const again = await accept(matti, applicationId, d!.decision.id, date)
    expect(again).toMatchObject({ status: 200, body: { status: 'ACCEPTED', alreadyAnswered: true } })
    expect(await placementsFrom(applicationId)).toHaveLength(1)

    const [after] = await decisionsOf(matti, applicationId)
    expect(after!.decision).toMatchObject({ status: 'ACCEPTED', requestedStartDate: date, resolved: today() })
    expect(after!.canDecide).toBe(false)
    const rejected = await reject(matti, applicationId, d!.decision.id)
    expect(rejected.status).toBe(400)
    expect(rejected.body.errorCode).toBe(decisionErrors.notPending)
  })

  it('the accepted placement shows in the status features (placement facts follow)', async () => {
    const facts = await sql<{ placements: unknown }>`
      SELECT placements FROM citizen_status WHERE person_id = ${await personIdOf('no-placements')}`.execute(t.db)
    expect(JSON.stringify(facts.rows[0]?.placements)).toContain(addDays(today(), 45))
  })
})

describe('preschool with connected daycare', () => {
  let mikko: string
  let onni: string
  let mikkoId: string

  beforeAll(async () => {
    mikko = await as('three-children-1')
    onni = childOf('three-children-1', 'Onni')
    mikkoId = await personIdOf('three-children-1')
  })

  const preschoolApplication = (guardianId: string) =>
    devApplication({
      childId: onni,
      guardianId,
      type: 'PRESCHOOL',
      status: 'WAITING_CONFIRMATION',
      form: { connectedDaycare: true },
    })

  it('the connected decision waits for the preschool one; the preschool start date is fixed', async () => {
    const applicationId = await preschoolApplication(mikkoId)
    const decisions = await decisionsOf(mikko, applicationId)
    expect(decisions.map((d) => d.decision.type)).toEqual(['PRESCHOOL', 'PRESCHOOL_DAYCARE'])
    const [preschool, daycare] = decisions as [DecisionWithValidStartDatePeriod, DecisionWithValidStartDatePeriod]
    expect(preschool.validRequestedStartDatePeriod.start).toBe(preschool.validRequestedStartDatePeriod.end)
    expect(preschool).toMatchObject({ blockedByPrimary: false, rejectCascades: true })
    expect(daycare).toMatchObject({ blockedByPrimary: true, rejectCascades: false })

    for (const res of [
      await accept(mikko, applicationId, daycare.decision.id, daycare.decision.startDate),
      await reject(mikko, applicationId, daycare.decision.id),
    ]) {
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe(decisionErrors.primaryNotAccepted)
    }
    const late = await accept(mikko, applicationId, preschool.decision.id, addDays(preschool.decision.startDate, 1))
    expect(late.body.errorCode).toBe(decisionErrors.invalidRequestedStartDate)

    expect((await accept(mikko, applicationId, preschool.decision.id, preschool.decision.startDate)).status).toBe(200)
    expect(await applicationStatus(applicationId)).toBe('WAITING_CONFIRMATION')
    const [, daycareNow] = await decisionsOf(mikko, applicationId)
    expect(daycareNow!.blockedByPrimary).toBe(false)

    expect((await accept(mikko, applicationId, daycare.decision.id, daycare.decision.startDate)).status).toBe(200)
    expect(await applicationStatus(applicationId)).toBe('ACTIVE')
    // The connected daycare replaced the preschool-only placement for its period
    const placements = await placementsFrom(applicationId)
    expect(placements.map((p) => p.type)).toEqual(['PRESCHOOL_DAYCARE'])
  })

  it('rejecting the preschool decision rejects the pending connected one and the application', async () => {
    const sanna = await as('three-children-2')
    const applicationId = await preschoolApplication(await personIdOf('three-children-2'))
    const [preschool, daycare] = (await decisionsOf(sanna, applicationId)) as [
      DecisionWithValidStartDatePeriod,
      DecisionWithValidStartDatePeriod,
    ]
    expect((await reject(sanna, applicationId, preschool.decision.id)).body).toEqual({
      status: 'REJECTED',
      alreadyAnswered: false,
    })
    const after = await decisionsOf(sanna, applicationId)
    expect(after.map((d) => d.decision.status)).toEqual(['REJECTED', 'REJECTED'])
    expect(after[1]!.decision.id).toBe(daycare.decision.id)
    expect(await applicationStatus(applicationId)).toBe('REJECTED')
    expect(await placementsFrom(applicationId)).toHaveLength(0)
    // A double submission of the rejection
    expect((await reject(sanna, applicationId, preschool.decision.id)).body).toEqual({
      status: 'REJECTED',
      alreadyAnswered: true,
    })
  })

  it('rejecting only the connected daycare leaves the application active', async () => {
    const laura = await as('separated-guardians-2')
    const applicationId = await devApplication({
      childId: childOf('separated-guardians-1', 'Helmi'),
      guardianId: await personIdOf('separated-guardians-2'),
      type: 'PRESCHOOL',
      status: 'WAITING_CONFIRMATION',
      form: { connectedDaycare: true },
    })
    const [preschool, daycare] = (await decisionsOf(laura, applicationId)) as [
      DecisionWithValidStartDatePeriod,
      DecisionWithValidStartDatePeriod,
    ]
    expect((await accept(laura, applicationId, preschool.decision.id, preschool.decision.startDate)).status).toBe(200)
    expect((await reject(laura, applicationId, daycare.decision.id)).status).toBe(200)
    expect(await applicationStatus(applicationId)).toBe('ACTIVE')
    expect((await placementsFrom(applicationId)).map((p) => p.type)).toEqual(['PRESCHOOL'])
  })
})

describe('who may answer', () => {
  it('the other guardian at the same address may answer when the applicant allowed access', async () => {
    const mikkoId = await personIdOf('three-children-1')
    const ella = childOf('three-children-1', 'Ella')
    const withAccess = await devApplication({
      childId: ella,
      guardianId: mikkoId,
      type: 'CLUB',
      status: 'WAITING_CONFIRMATION',
      allowOtherGuardianAccess: true,
    })
    const sanna = await as('three-children-2')
    const [d] = await decisionsOf(sanna, withAccess)
    expect(d!.canDecide).toBe(true)
    const overview = ApplicationDecisions.parse((await call(sanna, 'GET', '/api/citizen/decisions')).body)
    expect(overview.decidableApplications).toContain(withAccess)
    expect((await accept(sanna, withAccess, d!.decision.id, d!.decision.startDate)).status).toBe(200)
    const resolvedBy = await t.db
      .selectFrom('decision')
      .select('resolved_by')
      .where('id', '=', d!.decision.id)
      .executeTakeFirstOrThrow()
    expect(resolvedBy.resolved_by).toBe(await personIdOf('three-children-2'))

    // Without access the application and its decisions do not exist for her
    const without = await devApplication({
      childId: ella,
      guardianId: mikkoId,
      type: 'CLUB',
      status: 'WAITING_CONFIRMATION',
    })
    const [own] = await decisionsOf(await as('three-children-1'), without)
    expect((await call(sanna, 'GET', `/api/citizen/applications/${without}/decisions`)).status).toBe(404)
    expect((await accept(sanna, without, own!.decision.id, own!.decision.startDate)).status).toBe(404)
    const list = ApplicationDecisions.parse((await call(sanna, 'GET', '/api/citizen/decisions')).body)
    expect(list.decisions.map((x) => x.id)).not.toContain(own!.decision.id)
    // Nowhere in the answer: not as a key of permittedActions, not as a decidable application
    expect(Object.keys(list.permittedActions)).not.toContain(own!.decision.id)
    expect(JSON.stringify(list)).not.toContain(own!.decision.id)
    expect(JSON.stringify(list)).not.toContain(without)
    expect(Object.keys(list.permittedActions).sort()).toEqual(list.decisions.map((x) => x.id).sort())
  })

  it('the other guardian at a different address sees the decision but cannot answer it', async () => {
    // Demo: Jussi's club application for Helmi waits for confirmation; Laura lives elsewhere
    const laura = await as('separated-guardians-2')
    const overview = ApplicationDecisions.parse((await call(laura, 'GET', '/api/citizen/decisions')).body)
    const helmi = childOf('separated-guardians-1', 'Helmi')
    const club = overview.decisions.find((d) => d.childId === helmi && d.type === 'CLUB')!
    expect(club.status).toBe('PENDING')
    expect(overview.decidableApplications).not.toContain(club.applicationId)
    const [d] = await decisionsOf(laura, club.applicationId)
    expect(d!.canDecide).toBe(false)
    const res = await accept(laura, club.applicationId, club.id, d!.decision.startDate)
    expect(res.status).toBe(403)
    expect((await reject(laura, club.applicationId, club.id)).status).toBe(403)

    // The PDF only when the document has no contact information
    expect(overview.permittedActions[club.id]).toEqual(['READ', 'DOWNLOAD_PDF'])
    await t.db.updateTable('decision').set({ document_contains_contact_info: true }).where('id', '=', club.id).execute()
    const hidden = ApplicationDecisions.parse((await call(laura, 'GET', '/api/citizen/decisions')).body)
    expect(hidden.permittedActions[club.id]).toEqual(['READ'])
    expect((await call(laura, 'GET', `/api/citizen/decisions/${club.id}/download`)).status).toBe(404)
    expect(
      (await call(await as('separated-guardians-1'), 'GET', `/api/citizen/decisions/${club.id}/download`)).status,
    ).toBe(200)
    await t.db
      .updateTable('decision')
      .set({ document_contains_contact_info: false })
      .where('id', '=', club.id)
      .execute()
  })

  it('a foster parent answers once the mailed decision waits for confirmation', async () => {
    // Demo: Riitta's club application for Aleksi is WAITING_MAILING
    const riitta = await as('foster-parent')
    const app = await t.db
      .selectFrom('application')
      .select('id')
      .where('child_id', '=', childOf('foster-parent', 'Aleksi'))
      .where('status', '=', 'WAITING_MAILING')
      .executeTakeFirstOrThrow()
    const [d] = await decisionsOf(riitta, app.id)
    const early = await accept(riitta, app.id, d!.decision.id, d!.decision.startDate)
    expect(early.status).toBe(400)
    expect(early.body.errorCode).toBe(decisionErrors.invalidApplicationStatus)
    expect((await call(null, 'POST', `/api/dev/applications/${app.id}/actions/CONFIRM_DECISION_MAILED`)).status).toBe(
      200,
    )
    expect((await accept(riitta, app.id, d!.decision.id, d!.decision.startDate)).status).toBe(200)
    expect(await applicationStatus(app.id)).toBe('ACTIVE')
  })

  it('another family gets 404 and no data; a weak session 403; bad input 400', async () => {
    const matti = await as('no-placements')
    const own = ApplicationDecisions.parse((await call(matti, 'GET', '/api/citizen/decisions')).body)
    const target = own.decisions[0]!
    const aino = await as('one-child')
    expect((await call(aino, 'GET', `/api/citizen/applications/${target.applicationId}/decisions`)).status).toBe(404)
    expect((await accept(aino, target.applicationId, target.id, today())).status).toBe(404)
    expect((await reject(aino, target.applicationId, target.id)).status).toBe(404)
    expect((await call(aino, 'GET', `/api/citizen/decisions/${target.id}/download`)).status).toBe(404)
    const ainoList = ApplicationDecisions.parse((await call(aino, 'GET', '/api/citizen/decisions')).body)
    expect(ainoList.decisions.map((d) => d.id)).not.toContain(target.id)

    // A decision of another application in the body of one's own application
    const mikko = await as('three-children-1')
    const mikkoApp = await devApplication({
      childId: childOf('three-children-1', 'Veeti'),
      guardianId: await personIdOf('three-children-1'),
      type: 'CLUB',
      status: 'WAITING_CONFIRMATION',
    })
    expect((await accept(mikko, mikkoApp, target.id, today())).status).toBe(404)

    const weak = await as('no-placements', 'WEAK')
    expect((await call(weak, 'GET', '/api/citizen/decisions')).status).toBe(403)
    expect((await call(weak, 'GET', `/api/citizen/applications/${target.applicationId}/decisions`)).status).toBe(403)
    expect((await accept(weak, target.applicationId, target.id, today())).status).toBe(403)
    expect((await call(weak, 'GET', `/api/citizen/decisions/${target.id}/download`)).status).toBe(403)
    expect((await call(null, 'GET', '/api/citizen/decisions')).status).toBe(401)

    for (const [url, body] of [
      [
        `/api/citizen/applications/not-a-uuid/actions/accept-decision`,
        { decisionId: target.id, requestedStartDate: today() },
      ],
      [`/api/citizen/applications/${target.applicationId}/actions/accept-decision`, { decisionId: target.id }],
      [
        `/api/citizen/applications/${target.applicationId}/actions/accept-decision`,
        { decisionId: target.id, requestedStartDate: '2026-02-30' },
      ],
      [`/api/citizen/applications/${target.applicationId}/actions/reject-decision`, { decisionId: 'x' }],
    ] as const) {
      const res = await call(matti, 'POST', url, body)
      expect(res.status, url).toBe(400)
    }
    expect((await call(matti, 'GET', '/api/citizen/decisions/nope/download')).status).toBe(400)
  })
})

describe('concurrency and budgets', () => {
  it('two simultaneous accepts: one answers, the other finds it answered; one placement', async () => {
    const pekka = await as('weak-login')
    const applicationId = await devApplication({
      childId: childOf('weak-login', 'Siiri'),
      guardianId: await personIdOf('weak-login'),
      type: 'CLUB',
      status: 'WAITING_CONFIRMATION',
    })
    const [d] = await decisionsOf(pekka, applicationId)
    const results = await Promise.all(
      [1, 2, 3].map(() => accept(pekka, applicationId, d!.decision.id, d!.decision.startDate)),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(results.filter((r) => r.body.alreadyAnswered === false)).toHaveLength(1)
    expect(await placementsFrom(applicationId)).toHaveLength(1)
  })

  it('the overview costs the same number of queries for 1 and 6 applications', async () => {
    const tuula = await as('no-email')
    const tuulaId = await personIdOf('no-email')
    const venla = childOf('no-email', 'Venla')
    const countQueries = () =>
      withQueryCount(async () => {
        const res = await call(tuula, 'GET', '/api/citizen/decisions')
        expect(res.status).toBe(200)
        return { body: ApplicationDecisions.parse(res.body) }
      })
    const before = await countQueries()
    for (let i = 0; i < 5; i++)
      await devApplication({ childId: venla, guardianId: tuulaId, type: 'CLUB', status: 'WAITING_CONFIRMATION' })
    const after = await countQueries()
    expect(after.body.decisions.length).toBe(before.body.decisions.length + 5)
    expect(after.queries).toBe(before.queries)
    expect(after.queries).toBeLessThanOrEqual(6)
  })
})

describe('GET /api/citizen/decisions/{id}/download', () => {
  it('is a PDF of the decision in Finnish or Swedish, made in well under 500 ms', async () => {
    const matti = await as('no-placements')
    const overview = ApplicationDecisions.parse((await call(matti, 'GET', '/api/citizen/decisions')).body)
    const id = overview.decisions[0]!.id
    const fi = await timedPdf('application decision', () => call(matti, 'GET', `/api/citizen/decisions/${id}/download`))
    const text = await pdfText(fi.raw)
    expect(text).toContain('Varhaiskasvatuspäätös')
    expect(text).toContain('Lilja Järvinen')
    // Days as on the web, dd.mm.yyyy with zeros (never 1.8.2026)
    expect(text).toContain(formatDate(overview.decisions[0]!.sentDate))
    expect(text).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/)
    expect(text).not.toMatch(/(?<![\d.])(\d\.\d{1,2}|\d{1,2}\.\d)\.\d{4}\b/)

    const sv = await call(matti, 'GET', `/api/citizen/decisions/${id}/download?lang=sv`)
    expect(await pdfText(sv.raw)).toContain('Beslut om småbarnspedagogik')
    const en = await call(matti, 'GET', `/api/citizen/decisions/${id}/download?lang=en`)
    expect(await pdfText(en.raw)).toContain('Varhaiskasvatuspäätös')
  })
})
