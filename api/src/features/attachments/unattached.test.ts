import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { UNATTACHED_UPLOADS, uploadErrors } from '@citizen/contract'
import type { Persona } from '@citizen/contract'
import { csrf, loginAs, persona, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'
import { newFileKey } from '../../platform/files'
import { sweepOrphanFiles } from './orphan-files'

// Issue 38: uploads attached to nothing (unsent messages' files, income statements' before saving)
// are capped per person and deleted a day after their upload
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unattached-uploads-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
const { load, as, personIdOf } = demoClient(t)
let personas: Persona[] = []

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))
beforeEach(async () => {
  personas = await load()
})

async function upload(cookie: string, url: string) {
  const file = multipartFile('liite.pdf', samples.pdf)
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...csrf, cookie, ...file.headers },
    payload: file.payload,
  })
  return { status: res.statusCode, body: res.json() as { id?: string; errorCode?: string } }
}
const incomeUpload = (cookie: string) =>
  upload(cookie, '/api/citizen/attachments/income-statements?attachmentType=OTHER')
const messageUpload = (cookie: string) => upload(cookie, '/api/citizen/attachments/messages')

/** Earlier unattached uploads of the person: rows (and files) as the store steps leave them */
async function earlierUploads(
  personId: string,
  rows: { size?: number; receivedAt?: Date; kind?: 'MESSAGE' | 'INCOME_STATEMENT' }[],
): Promise<string[]> {
  const keys = rows.map(() => newFileKey())
  await t.db
    .insertInto('attachment')
    .values(
      rows.map((r, i) => ({
        type: r.kind ?? 'INCOME_STATEMENT',
        income_attachment_type: (r.kind ?? 'INCOME_STATEMENT') === 'INCOME_STATEMENT' ? 'OTHER' : null,
        name: `aiempi-${i}.pdf`,
        content_type: 'application/pdf',
        size: r.size ?? 1,
        storage_key: keys[i]!,
        uploaded_by_person: personId,
        received_at: r.receivedAt ?? new Date(),
      })),
    )
    .execute()
  for (const key of keys) fs.writeFileSync(path.join(filesDir, key), 'x')
  return keys
}

/** Aino's message attachments are allowed: Eetu's service need becomes intermittent shift care */
async function allowMessageAttachments() {
  await sql`UPDATE service_need SET shift_care = 'INTERMITTENT'
    WHERE placement_id IN (SELECT p.id FROM placement p JOIN person c ON c.id = p.child_id WHERE c.first_name = 'Eetu')`.execute(
    t.db,
  )
}

describe('the cap of unattached uploads per person', () => {
  it(`takes ${UNATTACHED_UPLOADS.maxCount} files, then answers 409 ${uploadErrors.tooManyUnattached} for income statements and messages alike`, async () => {
    const aino = await personIdOf('one-child')
    const cookie = await as('one-child')
    await allowMessageAttachments()
    await earlierUploads(aino, [
      ...Array.from({ length: UNATTACHED_UPLOADS.maxCount - 2 }, () => ({})),
      { kind: 'MESSAGE' as const },
    ])
    const last = await incomeUpload(cookie)
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    for (const refused of [await incomeUpload(cookie), await messageUpload(cookie)]) {
      expect(refused).toEqual({
        status: 409,
        body: expect.objectContaining({ errorCode: uploadErrors.tooManyUnattached }),
      })
    }
    // Nothing of the refused uploads stays: no row, no file
    const rows = await t.db
      .selectFrom('attachment')
      .select('storage_key')
      .where('uploaded_by_person', '=', aino)
      .where('message_content_id', 'is', null)
      .where('income_statement_id', 'is', null)
      .execute()
    expect(rows).toHaveLength(UNATTACHED_UPLOADS.maxCount)
    expect(fs.readdirSync(filesDir).filter((f) => !f.endsWith('.part'))).toEqual(
      expect.arrayContaining(rows.map((r) => r.storage_key)),
    )
    // Another person's cap is their own
    const other = await incomeUpload(await as('three-children-1'))
    expect(other.status).toBe(200)
  })

  it('counts their bytes together: a file that would pass the limit is refused', async () => {
    const aino = await personIdOf('one-child')
    const cookie = await as('one-child')
    await earlierUploads(aino, [{ size: UNATTACHED_UPLOADS.maxBytes - samples.pdf.length }])
    expect((await incomeUpload(cookie)).status).toBe(200)
    expect(await incomeUpload(cookie)).toMatchObject({
      status: 409,
      body: { errorCode: uploadErrors.tooManyUnattached },
    })
  })

  it('holds when the uploads arrive at once', async () => {
    const aino = await personIdOf('one-child')
    await earlierUploads(
      aino,
      Array.from({ length: UNATTACHED_UPLOADS.maxCount - 1 }, () => ({})),
    )
    // Two sessions (one session has two upload slots): four uploads race for the one place left
    const cookies = [await as('one-child'), await loginAs(t.app, persona(personas, 'one-child').ssn)]
    const results = await Promise.all([0, 1, 2, 3].map((i) => incomeUpload(cookies[i % 2]!)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
  })
})

describe('the daily orphan-file job and unattached uploads', () => {
  it('deletes unattached uploads a day old with their files; keeps newer ones and attached files', async () => {
    const aino = await personIdOf('one-child')
    const now = new Date()
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000)
    const [oldIncome, oldMessage, fresh] = await earlierUploads(aino, [
      { receivedAt: hoursAgo(25) },
      { receivedAt: hoursAgo(25), kind: 'MESSAGE' },
      { receivedAt: hoursAgo(23) },
    ])
    // The demo's sent message's attachment is attached, however old
    const attached = await t.db
      .selectFrom('attachment')
      .select(['id', 'storage_key'])
      .where('message_content_id', 'is not', null)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('attachment')
      .set({ received_at: hoursAgo(24 * 30) })
      .where('id', '=', attached.id)
      .execute()

    const swept = await sweepOrphanFiles({ db: t.db, files: t.app.files, now, log: { warn: () => undefined } })
    expect(swept).toMatchObject({ unattached: 2 })
    const keys = (await t.db.selectFrom('attachment').select('storage_key').execute()).map((r) => r.storage_key)
    expect(keys).toEqual(expect.arrayContaining([fresh, attached.storage_key]))
    expect(keys).not.toContain(oldIncome)
    expect(keys).not.toContain(oldMessage)
    const left = fs.readdirSync(filesDir)
    expect(left).toContain(fresh)
    expect(left).not.toContain(oldIncome)
    expect(left).not.toContain(oldMessage)
  })
})
