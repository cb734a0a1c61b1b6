import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { csrf, loginAs, persona, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { samples } from '../../../test/sample-files'
import { attachmentFixtures } from './attachment-fixtures'

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-streaming-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
const demo = demoClient(t)
const { load, as } = demo
const { storedFiles, upload, details, draftOfMatti, clean } = attachmentFixtures(t, filesDir, demo)

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

let personas: Persona[]
beforeAll(async () => {
  personas = await load()
})

/** An upload over real HTTP whose body the test sends bit by bit (inject sends it all at once) */
function httpUpload(app: FastifyInstance, cookie: string, applicationId: string, filename: string, type = 'URGENCY') {
  const boundary = `----citizen${Math.random().toString(16).slice(2)}`
  const req = http.request({
    host: '127.0.0.1',
    port: (app.server.address() as AddressInfo).port,
    method: 'POST',
    path: `/api/citizen/attachments/applications/${applicationId}?type=${type}`,
    headers: { ...csrf, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const response = new Promise<{ status: number; body: { id?: string; errorCode?: string } }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
      )
    })
    req.on('error', reject)
  })
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  return {
    response,
    async send(bytes: Buffer) {
      if (!req.write(bytes)) await once(req, 'drain')
    },
    end() {
      req.end(`\r\n--${boundary}--\r\n`)
      return response
    },
    abort() {
      response.catch(() => {}) // the connection is gone: no answer
      req.destroy()
    },
  }
}

const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25))
  if (!condition()) throw new Error(`timed out waiting for ${what}`)
}
const partFiles = () => storedFiles().filter((f) => f.endsWith('.part'))

describe('streamed uploads', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await t.newApp({ files: { kind: 'local', dir: filesDir } })
    await app.listen({ port: 0, host: '127.0.0.1' })
  })
  // A failed test may leave an upload open, which would keep the server from closing
  afterAll(() => app.server.closeAllConnections())

  it('stores a 24 MiB upload without holding it in memory', async () => {
    // A full collection before each reading, so that only memory still held is counted
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    const held = () => {
      gc()
      return process.memoryUsage().arrayBuffers
    }
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const size = 24 * 1024 * 1024
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    chunk.write('%PDF-1.7\n')
    const baseline = held()
    let peak = 0
    const upload = httpUpload(app, cookie, id, 'iso.pdf')
    for (let sent = 0; sent < size; sent += chunk.length) {
      await upload.send(sent === 0 ? chunk : chunk.fill(0x20, 0, 10))
      await new Promise((r) => setTimeout(r, 5))
      peak = Math.max(peak, held() - baseline)
    }
    const res = await upload.end()
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // Held whole, the upload would be 24 MiB and more (the parts, then their concatenation)
    expect(peak).toBeLessThan(6 * 1024 * 1024)
    const row = await t.db
      .selectFrom('attachment')
      .select(['size', 'storage_key'])
      .where('id', '=', res.body.id!)
      .executeTakeFirstOrThrow()
    expect(Number(row.size)).toBe(size)
    const stored = fs.readFileSync(path.join(filesDir, row.storage_key))
    expect(stored.length).toBe(size)
    expect(stored.subarray(0, 9).toString()).toBe('%PDF-1.7\n')
    expect(partFiles()).toEqual([])
    await clean()
  })

  it('refuses an upload over 25 MB as it streams, leaving no file behind', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const before = storedFiles()
    const upload = httpUpload(app, cookie, id, 'iso.pdf')
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    chunk.write('%PDF-1.7\n')
    for (let i = 0; i < 26; i++) await upload.send(i === 0 ? chunk : chunk.fill(0x20, 0, 10))
    expect(await upload.end()).toMatchObject({ status: 413, body: { errorCode: 'FILE_TOO_LARGE' } })
    expect(storedFiles()).toEqual(before)
    expect(await t.db.selectFrom('attachment').select('id').where('application_id', '=', id).execute()).toEqual([])
    await clean()
  })

  it('lets a session have two uploads in flight: a third gets 429 TOO_MANY_UPLOADS; an aborted upload leaves no .part and gives its place back', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const before = storedFiles()
    const first = httpUpload(app, cookie, id, 'eka.pdf')
    const second = httpUpload(app, cookie, id, 'toka.pdf', 'EXTENDED_CARE')
    await first.send(Buffer.from('%PDF-1.7\n'))
    await second.send(Buffer.from('%PDF-1.7\n'))
    await until(() => partFiles().length === 2, 'two uploads being received')

    const third = await upload(cookie, id, 'kolmas.pdf', samples.pdf, 'URGENCY', app)
    expect(third).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_UPLOADS', message: expect.any(String) } })
    expect(partFiles()).toHaveLength(2)
    // Another session of the same person is not affected
    const otherSession = await loginAs(t.app, persona(personas, 'no-placements').ssn)
    expect(otherSession).not.toBe(cookie)
    const other = await upload(otherSession, id, 'muu.pdf', samples.pdf, 'URGENCY', app)
    expect(other.status).toBe(200)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/citizen/attachments/${other.body.id}`,
      headers: { ...csrf, cookie },
    })

    // The first is aborted: its .part goes and its place is free again (once the server has
    // seen the connection close, which may be a moment after the file is gone)
    first.abort()
    await until(() => partFiles().length === 1, 'the aborted upload to be removed')
    let retry = await upload(cookie, id, 'kolmas.pdf', samples.pdf, 'URGENCY', app)
    for (let i = 0; i < 20 && retry.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 50))
      retry = await upload(cookie, id, 'kolmas.pdf', samples.pdf, 'URGENCY', app)
    }
    expect(retry.status).toBe(200)

    // The second finishes normally
    await second.send(Buffer.alloc(1000, 0x20))
    expect((await second.end()).status).toBe(200)
    expect(partFiles()).toEqual([])
    expect((await details(cookie, id)).attachments.map((a) => a.name).sort()).toEqual(['kolmas.pdf', 'toka.pdf'])
    // A refused upload gives its place back too
    for (let i = 0; i < 3; i++)
      expect((await upload(cookie, id, 'x.exe', samples.exe, 'URGENCY', app)).status).toBe(400)
    expect((await upload(cookie, id, 'nelj.pdf', samples.pdf, 'URGENCY', app)).status).toBe(200)
    expect(storedFiles()).toHaveLength(before.length + 3)
    await clean()
  })
})
