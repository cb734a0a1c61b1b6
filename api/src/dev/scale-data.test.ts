import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import {
  ApplicationForm,
  AssistanceDecisionContent,
  PreschoolAssistanceDecisionContent,
  type Persona,
} from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp } from '../../test/harness'
import {
  BUSY_GUARDIAN_INCOME_STATEMENTS,
  BUSY_GUARDIAN_SSN,
  BUSY_GUARDIAN_THREADS,
  countScaleTables,
  generateScaleData,
  SCALE_TABLES,
  type ScaleSizes,
} from './scale-data'
import { countNonTestPersons, parseSeedArgs } from '../seed-scale'

const t = useTestApp()
const sizes: ScaleSizes = {
  children: 800,
  guardians: 900,
  units: 120,
  applications: 1200,
  feeDecisions: 1000,
  assistanceDecisions: 400,
  messages: 12_000,
  incomeStatements: 1500,
}
let personas: Persona[]
let before: Record<string, number>

beforeAll(async () => {
  personas = await resetDemo(t.app)
  before = await countScaleTables(t.db)
  await t.db.transaction().execute((tx) => generateScaleData(tx, sizes, today()))
}, 120_000)

const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200)
  return res.json()
}

describe('the scale dataset', () => {
  it('fills every table it is meant to, in the asked sizes', async () => {
    const after = await countScaleTables(t.db)
    for (const table of SCALE_TABLES) expect(after[table], table).toBeGreaterThan(before[table]!)
    expect(after.person! - before.person!).toBe(sizes.children + sizes.guardians)
    expect(after.unit).toBe(sizes.units)
    expect(after.application! - before.application!).toBe(sizes.applications)
    expect(after.fee_decision! - before.fee_decision!).toBe(sizes.feeDecisions)
    expect(after.assistance_need_decision! - before.assistance_need_decision!).toBe(sizes.assistanceDecisions)
    expect(after.message! - before.message!).toBe(sizes.messages)
    // The busy guardian's demo statements count in the total; one row less when the busy one is generated
    const statements = after.income_statement! - before.income_statement!
    expect(statements).toBeLessThanOrEqual(sizes.incomeStatements)
    expect(statements).toBeGreaterThanOrEqual(sizes.incomeStatements - 10)
    expect(after.citizen_status).toBe(after.person)
    // Every status of an application is there
    const statuses = await t.db.selectFrom('application').select('status').distinct().execute()
    expect(statuses).toHaveLength(10)
  })

  it('stores documents in the contract’s shapes', async () => {
    const apps = await t.db.selectFrom('application').select(['id', 'document']).execute()
    for (const a of apps) expect(ApplicationForm.safeParse(a.document).success, a.id).toBe(true)
    for (const d of await t.db.selectFrom('assistance_need_decision').select('content').execute()) {
      AssistanceDecisionContent.parse(d.content)
    }
    for (const d of await t.db.selectFrom('assistance_need_preschool_decision').select('content').execute()) {
      PreschoolAssistanceDecisionContent.parse(d.content)
    }
  })

  it('leaves the triggers on and the status rows as the triggers would have made them', async () => {
    const triggers = await sql<{ tgname: string; tgenabled: string }>`
      SELECT tgname, tgenabled FROM pg_trigger WHERE tgname = 'citizen_status'`.execute(t.db)
    expect(triggers.rows.length).toBeGreaterThanOrEqual(5)
    for (const tr of triggers.rows) expect(tr.tgenabled).toBe('O')
    const snapshot = async () =>
      (
        await sql<{
          row: string
        }>`SELECT person_id || details::text || placements::text AS row FROM citizen_status ORDER BY person_id`.execute(
          t.db,
        )
      ).rows
    const stored = await snapshot()
    await sql`SELECT refresh_citizen_status(ARRAY(SELECT id FROM person))`.execute(t.db)
    expect(await snapshot()).toEqual(stored)
  })

  it('keeps the demo people as they were', async () => {
    const mikko = persona(personas, 'three-children-1')
    const children = await get(await loginAs(t.app, mikko.ssn), '/api/citizen/children')
    expect(children.map((c: { id: string }) => c.id)).toEqual(mikko.children.map((c) => c.id))
  })

  it('gives a generated guardian working pages', async () => {
    // A guardian with applications, decisions and a visible assistance decision
    const row = await sql<{ ssn: string }>`
      SELECT p.social_security_number AS ssn FROM person p
      JOIN guardian g ON g.guardian_id = p.id
      JOIN application a ON a.child_id = g.child_id AND a.guardian_id = p.id
      JOIN assistance_need_decision d ON d.child_id = g.child_id AND d.status = 'ACCEPTED'
      JOIN placement pl ON pl.child_id = g.child_id AND pl.end_date >= current_date
      WHERE a.status = 'WAITING_CONFIRMATION'
      LIMIT 1`.execute(t.db)
    const cookie = await loginAs(t.app, row.rows[0]!.ssn)
    const children = await get(cookie, '/api/citizen/children')
    expect(children.length).toBeGreaterThan(0)
    const byGuardian = await get(cookie, '/api/citizen/applications/by-guardian')
    const applicationIds = byGuardian.flatMap((c: { applicationSummaries: { applicationId: string }[] }) =>
      c.applicationSummaries.map((a) => a.applicationId),
    )
    expect(applicationIds.length).toBeGreaterThan(0)
    for (const id of applicationIds) await get(cookie, `/api/citizen/applications/${id}`)
    const decisions = await get(cookie, '/api/citizen/decisions')
    expect(decisions.decidableApplications.length).toBeGreaterThan(0)
    const assistance = await get(cookie, '/api/citizen/assistance-need-decisions')
    expect(assistance.length).toBeGreaterThan(0)
    for (const d of assistance) await get(cookie, `/api/citizen/children/assistance-need-decision/${d.id}`)
    await get(cookie, '/api/citizen/finance-decisions/by-liable-citizen')
  })

  it('gives the busy guardian 50 income statements in every status, in the contract’s shape', async () => {
    const cookie = await loginAs(t.app, BUSY_GUARDIAN_SSN)
    const first = await get(cookie, '/api/citizen/income-statements?page=1')
    expect(first.total).toBe(BUSY_GUARDIAN_INCOME_STATEMENTS)
    expect(first.data).toHaveLength(10)
    const last = await get(cookie, `/api/citizen/income-statements?page=${first.pages}`)
    const statuses = new Set([...first.data, ...last.data].map((s: { status: string }) => s.status))
    expect([...statuses].sort()).toEqual(['DRAFT', 'HANDLED', 'SENT'])
    for (const s of first.data.slice(0, 3)) await get(cookie, `/api/citizen/income-statements/${s.id}`)
  })

  it('gives the busy guardian 2 000 threads, paged and counted as the messages page reads them', async () => {
    const cookie = await loginAs(t.app, BUSY_GUARDIAN_SSN)
    const first = await get(cookie, '/api/citizen/messages/received?page=1')
    expect(first.total).toBeGreaterThanOrEqual(BUSY_GUARDIAN_THREADS)
    expect(first.data).toHaveLength(10)
    // Newest last message first
    const times = first.data.map(
      (t: { messages?: { sentAt: string }[]; lastMessageSentAt?: string }) =>
        t.messages?.at(-1)?.sentAt ?? t.lastMessageSentAt,
    )
    expect([...times].sort().reverse()).toEqual(times)
    const last = await get(cookie, `/api/citizen/messages/received?page=${first.pages}`)
    expect(last.data.length).toBeGreaterThan(0)
    const unread = await get(cookie, '/api/citizen/messages/unread-count')
    expect(unread.count).toBeGreaterThan(0)
    // A generated guardian sees their family's threads and can answer the staff
    const row = await sql<{ ssn: string }>`
      SELECT p.social_security_number AS ssn FROM message_thread_participant tp
      JOIN message_account a ON a.id = tp.participant_id JOIN person p ON p.id = a.person_id
      WHERE p.social_security_number <> ${BUSY_GUARDIAN_SSN} LIMIT 1`.execute(t.db)
    const other = await get(await loginAs(t.app, row.rows[0]!.ssn), '/api/citizen/messages/received?page=1')
    expect(other.data.length).toBeGreaterThan(0)
  })
})

describe('seed:scale', () => {
  it('counts persons outside the test identity code range as other than demo data', async () => {
    const base = await countNonTestPersons(t.db)
    expect(base.other).toBe(0)
    await t.db
      .insertInto('person')
      .values([
        {
          social_security_number: '010190-123A',
          first_name: 'Oikea',
          last_name: 'Ihminen',
          date_of_birth: '1990-01-01',
        },
        { social_security_number: null, first_name: 'Ilman', last_name: 'Tunnusta', date_of_birth: '1990-01-01' },
      ])
      .execute()
    expect((await countNonTestPersons(t.db)).other).toBe(2)
  })

  it('parses sizes, scaling those not given with the children', () => {
    expect(parseSeedArgs([])).toEqual({
      sizes: {
        children: 40000,
        guardians: 45000,
        units: 300,
        applications: 60000,
        feeDecisions: 50000,
        assistanceDecisions: 20000,
        messages: 2000000,
        incomeStatements: 100000,
      },
      force: false,
    })
    expect(parseSeedArgs(['--children', '4000', '--units=50', '--force'])).toEqual({
      sizes: {
        children: 4000,
        guardians: 4500,
        units: 50,
        applications: 6000,
        feeDecisions: 5000,
        assistanceDecisions: 2000,
        messages: 200000,
        incomeStatements: 10000,
      },
      force: true,
    })
    expect(parseSeedArgs(['--children'])).toEqual({ error: '--children needs a number' })
    expect(parseSeedArgs(['--kids', '5'])).toEqual({ error: 'Unknown option --kids' })
    expect(parseSeedArgs(['--children', '1000', '--guardians', '5000'])).toEqual({
      error: expect.stringContaining('guardians must be from 625 to 1250'),
    })
  })
})
