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
import { ATTACHMENT_MAX_BYTES, ApplicationDetails, type Persona, addDays } from '@citizen/contract'
import { csrf, loginAs, persona, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
const { load, as, childOf, personIdOf } = demoClient(t)

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

const storedFiles = () => fs.readdirSync(filesDir).sort()

async function upload(
  cookie: string,
  applicationId: string,
  filename: string,
  content: Buffer,
  type = 'URGENCY',
  app = t.app,
) {
  const body = multipartFile(filename, content)
  const res = await app.inject({
    method: 'POST',
    url: `/api/citizen/attachments/applications/${applicationId}?type=${type}`,
    headers: { ...csrf, cookie, ...body.headers },
    payload: body.payload,
  })
  return { status: res.statusCode, body: res.json() as { id?: string; errorCode?: string; message?: string } }
}

async function details(cookie: string, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/citizen/applications/${id}`, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return ApplicationDetails.parse(res.json())
}

async function devApplication(body: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/applications', headers: csrf, payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { id: string }).id
}

/** Matti Järvinen's urgent shift-care daycare draft for Lilja */
const draftOfMatti = async (status = 'CREATED') =>
  devApplication({
    childId: childOf('no-placements', 'Lilja'),
    guardianId: await personIdOf('no-placements'),
    type: 'DAYCARE',
    status,
    form: { urgent: true, shiftCare: true },
  })
const clean = () => t.db.deleteFrom('application').where('child_id', '=', childOf('no-placements', 'Lilja')).execute()

let personas: Persona[]
beforeAll(async () => {
  personas = await load()
})

describe('attachment upload, download and removal', () => {
  it('stores the file under a server key, lists it, serves the same bytes and removes it', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const before = storedFiles()
    const res = await upload(cookie, id, 'työtodistus.png', samples.png)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const attachmentId = res.body.id!
    const row = await t.db.selectFrom('attachment').selectAll().where('id', '=', attachmentId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      application_id: id,
      type: 'URGENCY',
      name: 'työtodistus.png',
      content_type: 'image/png',
      size: samples.png.length,
    })
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/)
    expect(storedFiles()).toEqual([...before, row.storage_key].sort())
    expect(fs.readFileSync(path.join(filesDir, row.storage_key))).toEqual(samples.png)

    const app = await details(cookie, id)
    expect(app.attachments).toEqual([
      {
        id: attachmentId,
        name: 'työtodistus.png',
        contentType: 'image/png',
        type: 'URGENCY',
        receivedAt: expect.any(String),
        uploadedByEmployee: null,
        uploadedByPerson: app.guardianId,
      },
    ])

    // The requested name is cosmetic
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/attachments/${attachmentId}/download/whatever.png`,
      headers: { cookie },
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload).toEqual(samples.png)
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="ty_todistus.png"; filename*=UTF-8''ty%C3%B6todistus.png`,
    })
    // Nobody else may download or remove it
    for (const other of ['one-child', 'three-children-1']) {
      const c = await as(other)
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/citizen/attachments/${attachmentId}/download/x.png`,
            headers: { cookie: c },
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/citizen/attachments/${attachmentId}`,
            headers: { ...csrf, cookie: c },
          })
        ).statusCode,
      ).toBe(404)
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/citizen/attachments/${attachmentId}`,
      headers: { ...csrf, cookie },
    })
    expect(removed.statusCode).toBe(200)
    expect(await t.db.selectFrom('attachment').select('id').where('id', '=', attachmentId).execute()).toEqual([])
    expect(storedFiles()).toEqual(before)
    await clean()
  })

  it.each<[string, string, Buffer, number, string]>([
    ['a PNG named .pdf', 'todistus.pdf', samples.png, 400, 'INVALID_CONTENT_TYPE'],
    ['a program named .docx', 'todistus.docx', samples.exe, 400, 'INVALID_CONTENT_TYPE'],
    ['a name without extension', 'todistus', samples.pdf, 400, 'EXTENSION_MISSING'],
    ['an .exe', 'ohjelma.exe', samples.exe, 400, 'EXTENSION_INVALID'],
    [
      'a file over 25 MB',
      'iso.pdf',
      Buffer.concat([samples.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - samples.pdf.length, 0x20)]),
      413,
      'FILE_TOO_LARGE',
    ],
  ])('refuses %s and stores nothing', async (_, filename, content, status, errorCode) => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const before = storedFiles()
    const res = await upload(cookie, id, filename, content)
    expect(res).toMatchObject({ status, body: { errorCode, message: expect.any(String) } })
    expect(storedFiles()).toEqual(before)
    expect(await t.db.selectFrom('attachment').select('id').where('application_id', '=', id).execute()).toEqual([])
    await clean()
  })

  it('accepts a file of exactly 25 MB and the documents, audio and video kinds', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const big = Buffer.concat([samples.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES - samples.pdf.length, 0x20)])
    expect((await upload(cookie, id, 'iso.pdf', big)).status).toBe(200)
    for (const [name, bytes] of [
      ['a.docx', samples.docx],
      ['a.odt', samples.odt],
      ['a.doc', samples.doc],
      ['a.csv', samples.csv],
      ['a.jpg', samples.jpeg],
      ['a.mp3', samples.mp3],
      ['a.mp4', samples.mp4],
      ['a.webm', samples.webm],
    ] as const) {
      expect((await upload(cookie, id, name, bytes, 'EXTENDED_CARE')).status, name).toBe(200)
    }
    expect((await details(cookie, id)).attachments).toHaveLength(9)
    await clean()
  })

  it('answers 404 for another family’s application and 400 once processing has started or for a bad request', async () => {
    const veetiApp = (
      await t.db
        .selectFrom('application')
        .select('id')
        .where('child_id', '=', childOf('three-children-1', 'Veeti'))
        .executeTakeFirstOrThrow()
    ).id
    // Another family, and the other guardian
    expect((await upload(await as('no-placements'), veetiApp, 'a.pdf', samples.pdf)).status).toBe(404)
    expect((await upload(await as('three-children-2'), veetiApp, 'a.pdf', samples.pdf)).status).toBe(404)
    expect(
      (await upload(await as('no-placements'), '00000000-0000-4000-8000-000000000001', 'a.pdf', samples.pdf)).status,
    ).toBe(404)
    // Processing
    const eetuApp = (
      await t.db
        .selectFrom('application')
        .select('id')
        .where('child_id', '=', childOf('one-child', 'Eetu'))
        .executeTakeFirstOrThrow()
    ).id
    expect(await upload(await as('one-child'), eetuApp, 'a.pdf', samples.pdf)).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_STATUS' },
    })
    // Bad requests
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    expect((await upload(cookie, id, 'a.pdf', samples.pdf, 'OTHER')).status).toBe(400)
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${id}?type=URGENCY`,
      headers: { ...csrf, cookie },
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(400)
    const body = multipartFile('a.pdf', samples.pdf, { field: 'other' })
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${id}?type=URGENCY`,
      headers: { ...csrf, cookie, ...body.headers },
      payload: body.payload,
    })
    expect(wrongField.statusCode).toBe(400)
    // Unreadable multipart bodies: 400, never 500
    for (const [contentType, payload] of [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=abc', 'no boundary in here'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut short',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/citizen/attachments/applications/${id}?type=URGENCY`,
        headers: { ...csrf, cookie, 'content-type': contentType },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/citizen/attachments/applications/${id}?type=URGENCY`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    })
    expect(noCsrf.statusCode).toBe(403)
    await clean()
  })

  it('keeps the files of a sent application, but not once processing has started', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti('SENT')
    const attachmentId = (await upload(cookie, id, 'a.pdf', samples.pdf)).body.id!
    // An urgency proof starts the two weeks of an urgent application
    expect((await details(cookie, id)).dueDate).toBe(addDays(today(), 14))
    await t.app.inject({
      method: 'POST',
      url: `/api/dev/applications/${id}/actions/MOVE_TO_WAITING_PLACEMENT`,
      headers: csrf,
    })
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/citizen/attachments/${attachmentId}`,
      headers: { ...csrf, cookie },
    })
    expect(res.statusCode).toBe(400)
    // Still downloadable by the uploader
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/citizen/attachments/${attachmentId}/download/a.pdf`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200)
    // With attachments, the application is not checked automatically
    expect(
      (await t.db.selectFrom('application').select('checked_by_admin').where('id', '=', id).executeTakeFirstOrThrow())
        .checked_by_admin,
    ).toBe(false)
    await clean()
  })

  it('drops urgency and shift-care files when the application no longer is urgent or shift care', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    await upload(cookie, id, 'kiire.pdf', samples.pdf, 'URGENCY')
    await upload(cookie, id, 'vuoro.pdf', samples.pdf, 'EXTENDED_CARE')
    const before = storedFiles()
    const app = await details(cookie, id)
    const { child, guardian, ...rest } = app.form
    const update = {
      ...rest,
      child: { futureAddress: null, allergies: '', diet: '', assistanceNeeded: false, assistanceDescription: '' },
      guardian: { futureAddress: null, phoneNumber: guardian.phoneNumber, email: guardian.email },
      preferences: { ...rest.preferences, urgent: false },
    }
    expect(child).toBeDefined()
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/citizen/applications/${id}/draft`,
      headers: { ...csrf, cookie },
      payload: update,
    })
    expect(saved.statusCode).toBe(200)
    expect((await details(cookie, id)).attachments.map((a) => a.name)).toEqual(['vuoro.pdf'])
    expect(storedFiles()).toHaveLength(before.length - 1)
    // Deleting the draft deletes its files
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/citizen/applications/${id}`, headers: { ...csrf, cookie } }))
        .statusCode,
    ).toBe(200)
    expect(storedFiles()).toHaveLength(before.length - 2)
    await clean()
  })
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
