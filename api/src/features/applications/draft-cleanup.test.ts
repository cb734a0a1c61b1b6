import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { MOCKED_TIME_HEADER, type Persona } from '@citizen/contract'
import { csrf, loginAs, persona, personIdOf, resetDemo, useTestApp } from '../../../test/harness'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'
import { deleteExpiredDrafts } from './commands'
import { jobRegistry } from '../../jobs'

// spec 000: drafts are kept one month after the last save; a daily background job deletes older ones
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'draft-cleanup-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
let personas: Persona[]
let cookie: string
let guardianId: string
const childOf = (firstName: string) =>
  persona(personas, 'no-placements').children.find((c) => c.firstName === firstName)!.id

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

beforeAll(async () => {
  personas = await resetDemo(t.app)
  cookie = await loginAs(t.app, persona(personas, 'no-placements').ssn)
  guardianId = await personIdOf(t.db, personas, 'no-placements')
})

async function application(
  type: string,
  status: string,
  savedAt: Date,
  withFile = false,
): Promise<{ id: string; key: string | null }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/applications',
    headers: csrf,
    payload: { childId: childOf('Lilja'), guardianId, type, status, form: { urgent: type === 'DAYCARE' } },
  })
  const id = (res.json() as { id: string }).id
  let key: string | null = null
  if (withFile) {
    const body = multipartFile('todistus.pdf', samples.pdf)
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${id}?type=URGENCY`,
      headers: { ...csrf, cookie, ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode).toBe(200)
    key = (
      await t.db
        .selectFrom('attachment')
        .select('storage_key')
        .where('application_id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_key
  }
  await t.db.updateTable('application').set({ modified_at: savedAt }).where('id', '=', id).execute()
  return { id, key }
}

const exists = async (id: string) =>
  (await t.db.selectFrom('application').select('id').where('id', '=', id).execute()).length === 1
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86400_000)
const services = () => ({ db: t.db, files: t.app.files, log: { warn: () => {} } })

describe('deleteExpiredDrafts', () => {
  it('deletes drafts saved over a month ago with their files, and keeps newer drafts and sent applications', async () => {
    const now = new Date()
    const old = await application('DAYCARE', 'CREATED', daysBefore(now, 31), true)
    const recent = await application('CLUB', 'CREATED', daysBefore(now, 29), true)
    const sent = await application('PRESCHOOL', 'SENT', daysBefore(now, 400))
    expect(fs.existsSync(path.join(filesDir, old.key!))).toBe(true)

    expect(await deleteExpiredDrafts(services(), now)).toBe(1)
    expect(await exists(old.id)).toBe(false)
    expect(await t.db.selectFrom('attachment').select('id').where('storage_key', '=', old.key!).execute()).toEqual([])
    expect(fs.existsSync(path.join(filesDir, old.key!))).toBe(false)
    expect(await exists(recent.id)).toBe(true)
    expect(fs.existsSync(path.join(filesDir, recent.key!))).toBe(true)
    expect(await exists(sent.id)).toBe(true)

    // A month is 30 days: exactly 30 days is kept, a minute more is not
    const edge = await application('CLUB', 'CREATED', daysBefore(now, 30))
    const over = await application('CLUB', 'CREATED', new Date(daysBefore(now, 30).getTime() - 60_000))
    expect(await deleteExpiredDrafts(services(), now)).toBe(1)
    expect(await exists(edge.id)).toBe(true)
    expect(await exists(over.id)).toBe(false)
    await t.db.deleteFrom('application').where('child_id', '=', childOf('Lilja')).execute()
  })

  it('works through more drafts than one batch', async () => {
    const now = new Date('2026-06-15T09:00:00Z')
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await application('CLUB', 'CREATED', daysBefore(now, 40))).id)
    await sql`INSERT INTO application (type, status, guardian_id, child_id, document, modified_at)
      SELECT type, status, guardian_id, child_id, document, modified_at FROM application, generate_series(1, 120)
      WHERE id = ${ids[0]}`.execute(t.db)
    expect(await deleteExpiredDrafts(services(), now)).toBe(123)
  })
})

describe('POST /api/dev/run-jobs', () => {
  it('runs the clean-up now, at the mocked time', async () => {
    const now = new Date()
    const draft = await application('CLUB', 'CREATED', daysBefore(now, 20))
    const run = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/dev/run-jobs', headers: { ...csrf, ...headers } })
    // Every daily and periodic job runs (the draft clean-up is one of them)
    const daily = Object.values(jobRegistry).filter((d) => d.daily || d.everyMinutes).length
    // Jobs the demo queued (its sent applications' emails) would run too: not this test's
    await t.db.deleteFrom('job').execute()
    // Each runs once, and a job may wake another (the income reminder queues an email: the email job again)
    const ran = async (headers?: Record<string, string>) => ((await run(headers)).json() as { ran: number }).ran
    expect(await ran()).toBeGreaterThanOrEqual(daily)
    const types = new Set((await t.db.selectFrom('job').select('type').execute()).map((j) => j.type))
    expect(types).toEqual(
      new Set(Object.entries(jobRegistry).flatMap(([type, d]) => (d.daily || d.everyMinutes ? [type] : []))),
    )
    expect(await exists(draft.id)).toBe(true)
    // Fifteen days later the draft is over a month old
    const later = new Date(now.getTime() + 15 * 86400_000).toISOString()
    expect(await ran({ [MOCKED_TIME_HEADER]: later })).toBeGreaterThanOrEqual(daily)
    expect(await exists(draft.id)).toBe(false)
    const jobs = await t.db.selectFrom('job').selectAll().execute()
    expect(jobs.every((j) => j.completed_at !== null && j.last_error === null)).toBe(true)
  })
})
