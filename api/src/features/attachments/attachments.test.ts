import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ATTACHMENTS_PER_PARENT, UPLOAD_MAX_BYTES, addDays } from '@citizen/contract'
import { applicationOfChild, csrf, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'
import { attachmentFixtures } from './attachment-fixtures'

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir } })
const demo = demoClient(t)
const { load, as, childOf } = demo
const { storedFiles, upload, details, draftOfMatti, clean } = attachmentFixtures(t, filesDir, demo)

afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

beforeAll(async () => {
  await load()
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
    // The download route is the messages' too (weak sessions), but an application's file needs a
    // strong one, also the uploader's; an id that is nobody's is 404 and no session is 401
    const weakDownload = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/attachments/${attachmentId}/download/x.png`,
      headers: { cookie: await as('no-placements', 'WEAK') },
    })
    expect(weakDownload.statusCode).toBe(403)
    expect(weakDownload.json()).toMatchObject({ errorCode: 'STRONG_AUTH_REQUIRED' })
    const unknown = `/api/citizen/attachments/00000000-0000-4000-8000-000000000001/download/x.pdf`
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: { cookie } })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(401)
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
      Buffer.concat([samples.pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - samples.pdf.length, 0x20)]),
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

  it('refuses a file past the application’s 100 with 403 TOO_MANY_ATTACHMENTS and keeps no file', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const { guardianId } = await details(cookie, id)
    const rows = Array.from({ length: MAX_ATTACHMENTS_PER_PARENT }, (_, i) => ({
      application_id: id,
      type: 'URGENCY' as const,
      name: `${i}.pdf`,
      content_type: 'application/pdf',
      size: 1,
      storage_key: crypto.randomUUID(),
      uploaded_by_person: guardianId,
    }))
    await t.db.insertInto('attachment').values(rows).execute()
    const before = storedFiles()
    const res = await upload(cookie, id, 'one-more.pdf', samples.pdf)
    expect(res.status).toBe(403)
    expect(res.body.errorCode).toBe('TOO_MANY_ATTACHMENTS')
    expect(storedFiles()).toEqual(before)
    await t.db.deleteFrom('attachment').where('application_id', '=', id).execute()
    await clean()
  })

  it('accepts a file of exactly 25 MB and the documents, audio and video kinds', async () => {
    const cookie = await as('no-placements')
    const id = await draftOfMatti()
    const big = Buffer.concat([samples.pdf, Buffer.alloc(UPLOAD_MAX_BYTES - samples.pdf.length, 0x20)])
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
    const veetiApp = (await applicationOfChild(t.db, childOf('three-children-1', 'Veeti'))).id
    // Another family, and the other guardian
    expect((await upload(await as('no-placements'), veetiApp, 'a.pdf', samples.pdf)).status).toBe(404)
    expect((await upload(await as('three-children-2'), veetiApp, 'a.pdf', samples.pdf)).status).toBe(404)
    expect(
      (await upload(await as('no-placements'), '00000000-0000-4000-8000-000000000001', 'a.pdf', samples.pdf)).status,
    ).toBe(404)
    // Processing
    const eetuApp = (await applicationOfChild(t.db, childOf('one-child', 'Eetu'))).id
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
