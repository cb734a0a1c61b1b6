import fs from 'node:fs'
import { expect } from 'vitest'
import { ApplicationDetails } from '@citizen/contract'
import { csrf, type TestApp } from '../../../test/harness'
import type { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'

/** The attachment tests' requests and fixtures, bound to the file's app, its files directory and demo client */
export function attachmentFixtures(
  t: TestApp,
  filesDir: string,
  { childOf, personIdOf }: ReturnType<typeof demoClient>,
) {
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

  return { storedFiles, upload, details, devApplication, draftOfMatti, clean }
}
