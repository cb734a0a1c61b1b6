import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrf, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'
import { startS3Double } from '../../../test/s3-double'
import { newFileKey, S3FileStorage } from '../../platform/files'
import { sweepOrphanFiles } from './orphan-files'

// Issue 12: stored files without a row and .part files of killed uploads are swept daily
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-files-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
const { load, as, childOf, personIdOf } = demoClient(t)

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))
beforeAll(async () => {
  await load()
})

const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000)
// A fresh file's time is set too: under faketime the file system's clock is not the faked one
const setTime = (file: string, old: boolean) => {
  const time = old ? twoDaysAgo() : new Date()
  fs.utimesSync(file, time, time)
}
const write = (name: string, old: boolean) => {
  const file = path.join(filesDir, name)
  fs.writeFileSync(file, 'x')
  setTime(file, old)
  return name
}

describe('the daily orphan-file job (POST /api/dev/run-jobs)', () => {
  it('removes a day-old file without a row and a day-old .part; keeps files with rows, fresh files and names not ours', async () => {
    // The demo's message attachment has its row
    const demoFiles = fs.readdirSync(filesDir)
    // A file with its attachment row, written two days ago
    const applicationId = await (async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/applications',
        headers: csrf,
        payload: {
          childId: childOf('no-placements', 'Lilja'),
          guardianId: await personIdOf('no-placements'),
          type: 'DAYCARE',
          status: 'CREATED',
          form: { urgent: true },
        },
      })
      return (res.json() as { id: string }).id
    })()
    const body = multipartFile('todistus.pdf', samples.pdf)
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${applicationId}?type=URGENCY`,
      headers: { ...csrf, cookie: await as('no-placements'), ...body.headers },
      payload: body.payload,
    })
    expect(uploaded.statusCode).toBe(200)
    const withRow = (
      await t.db
        .selectFrom('attachment')
        .select('storage_key')
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).storage_key
    setTime(path.join(filesDir, withRow), true)

    const orphan = write(newFileKey(), true)
    const oldPart = write(`${newFileKey()}.part`, true)
    const freshPart = write(`${newFileKey()}.part`, false)
    // Stored a moment ago, its row not yet written: an upload in progress
    const freshOrphan = write(newFileKey(), false)
    const notOurs = write('lue-minut.txt', true)

    const run = await t.app.inject({ method: 'POST', url: '/api/dev/run-jobs', headers: csrf })
    expect(run.statusCode).toBe(200)
    const jobs = await t.db
      .selectFrom('job')
      .select(['type', 'completed_at', 'last_error'])
      .where('type', '=', 'DELETE_ORPHAN_FILES')
      .execute()
    expect(jobs).toEqual([{ type: 'DELETE_ORPHAN_FILES', completed_at: expect.any(Date), last_error: null }])

    const left = fs.readdirSync(filesDir)
    expect(left).not.toContain(orphan)
    expect(left).not.toContain(oldPart)
    expect(left.sort()).toEqual([...demoFiles, withRow, freshPart, freshOrphan, notOurs].sort())
    // The attachment is still whole
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/attachments/${uploaded.json().id}/download/todistus.pdf`,
      headers: { cookie: await as('no-placements') },
    })
    expect(download.rawPayload).toEqual(samples.pdf)
  })
})

describe('sweepOrphanFiles with S3', () => {
  it('lists the bucket and deletes day-old objects no row names, and day-old temporary files', async () => {
    const s3 = await startS3Double()
    const temporaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-s3-temp-'))
    try {
      const files = new S3FileStorage({
        bucket: 'citizen-files',
        endpoint: s3.endpoint,
        region: 'eu-north-1',
        credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
        forcePathStyle: true,
        temporaryDir,
      })
      const object = (key: string, old: boolean) =>
        s3.objects.set(`/citizen-files/${key}`, {
          body: Buffer.from('x'),
          contentType: 'application/pdf',
          modified: old ? twoDaysAgo() : new Date(),
        })
      const named = (await t.db.selectFrom('attachment').select('storage_key').executeTakeFirstOrThrow()).storage_key
      const orphan = newFileKey()
      const fresh = newFileKey()
      object(named, true)
      object(orphan, true)
      object(fresh, false)
      object('not-ours.txt', true)
      const oldPart = await files.receive(Readable.from([Buffer.from('x')]), { maxBytes: 1 })
      setTime(oldPart.path, true)
      const freshPart = await files.receive(Readable.from([Buffer.from('x')]), { maxBytes: 1 })
      setTime(freshPart.path, false)

      expect(await sweepOrphanFiles({ db: t.db, files, now: new Date(), log: { warn: () => undefined } })).toEqual({
        unattached: 0,
        orphans: 1,
        temporary: 1,
      })
      expect([...s3.objects.keys()].sort()).toEqual(
        [`/citizen-files/${named}`, `/citizen-files/${fresh}`, '/citizen-files/not-ours.txt'].sort(),
      )
      expect(s3.seen.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0])).toEqual([
        `/citizen-files/${orphan}`,
      ])
      expect(fs.readdirSync(temporaryDir)).toEqual([path.basename(freshPart.path)])
    } finally {
      await s3.close()
      fs.rmSync(temporaryDir, { recursive: true, force: true })
    }
  })
})
