import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type {
  ApplicationDetails,
  ApplicationForm,
  ApplicationFormUpdate,
  Persona,
  ServiceNeedOption,
} from '@citizen/contract'
import { today, useTestApp } from './harness'
import { multipartFile } from './multipart'
import { samples } from './sample-files'
import { addDays, formUpdateOf } from '@citizen/contract'
import { filledDaycareForm } from '../src/features/applications/application-fixtures'
import { demoClient } from './demo-client'
import { jobRegistry } from '../src/jobs'
import { auditFixtures } from './audit-fixtures'
import { audit } from '../src/platform/audit'

// Issue 15 "Audit log": every read and change of personal data writes one audit_event row with
// the actor, the action, whose data and which objects, and the request's id.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-log-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir }, showMetadataToCitizen: true })
const demo = demoClient(t)
const { audited, expectOneRow, ok } = auditFixtures(t)
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

let personas: Persona[]
beforeAll(async () => {
  personas = await demo.load()
})

describe('children', () => {
  it('GET /children logs CHILDREN_READ with the listed children, at the session’s level', async () => {
    const result = await audited(await demo.as('three-children-1', 'WEAK'), 'GET', '/api/citizen/children')
    expect(result.res.statusCode).toBe(200)
    expectOneRow(result, {
      actor: await demo.personIdOf('three-children-1'),
      authLevel: 'WEAK',
      action: 'CHILDREN_READ',
      persons: ['Onni', 'Ella', 'Veeti'].map((n) => demo.childOf('three-children-1', n)),
    })
  })

  it('an anonymous call logs nothing', async () => {
    const result = await audited(null, 'GET', '/api/citizen/children')
    expect(result.res.statusCode).toBe(401)
    expect(result.rows).toEqual([])
  })
})

describe('applications and attachments', () => {
  it('every call of the application flow logs its row', async () => {
    const cookie = await demo.as('no-placements')
    const actor = await demo.personIdOf('no-placements')
    const lilja = demo.childOf('no-placements', 'Lilja')
    const ok = (r: Awaited<ReturnType<typeof audited>>) => {
      expect(r.res.statusCode, r.res.body).toBe(200)
      return r
    }

    expectOneRow(ok(await audited(cookie, 'GET', '/api/citizen/applications/children')), {
      actor,
      action: 'APPLICATION_CHILDREN_READ',
      persons: [lilja],
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/applications/duplicates/${lilja}`)), {
      actor,
      action: 'APPLICATION_DUPLICATES_READ',
      persons: [lilja],
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/applications/active-placements/${lilja}`)), {
      actor,
      action: 'ACTIVE_PLACEMENTS_READ',
      persons: [lilja],
    })

    const created = ok(await audited(cookie, 'POST', '/api/citizen/applications', { childId: lilja, type: 'DAYCARE' }))
    const id = created.res.json().id as string
    const app = { actor, persons: [lilja, actor], ids: { application: [id] } }
    expectOneRow(created, { ...app, action: 'APPLICATION_CREATE' })

    const read = ok(await audited(cookie, 'GET', `/api/citizen/applications/${id}`))
    expectOneRow(read, { ...app, action: 'APPLICATION_READ' })
    const form = (read.res.json() as ApplicationDetails).form

    expectOneRow(ok(await audited(cookie, 'PUT', `/api/citizen/applications/${id}/draft`, formUpdateOf(form))), {
      ...app,
      action: 'APPLICATION_DRAFT_SAVE',
    })

    const file = multipartFile('todistus.pdf', samples.pdf)
    const uploaded = ok(
      await audited(
        cookie,
        'POST',
        `/api/citizen/attachments/applications/${id}?type=URGENCY`,
        file.payload,
        file.headers,
      ),
    )
    const attachmentId = uploaded.res.json().id as string
    const attachment = { application: [id], attachment: [attachmentId] }
    expectOneRow(uploaded, { actor, action: 'ATTACHMENT_UPLOAD', persons: [lilja, actor], ids: attachment })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/attachments/${attachmentId}/download/todistus.pdf`)), {
      actor,
      action: 'ATTACHMENT_DOWNLOAD',
      persons: [actor],
      ids: attachment,
    })
    expectOneRow(ok(await audited(cookie, 'DELETE', `/api/citizen/attachments/${attachmentId}`)), {
      actor,
      action: 'ATTACHMENT_DELETE',
      persons: [lilja, actor],
      ids: attachment,
    })

    expectOneRow(
      ok(
        await audited(cookie, 'PUT', `/api/citizen/applications/${id}`, {
          form: await filledDaycare(form),
          allowOtherGuardianAccess: false,
        }),
      ),
      {
        ...app,
        action: 'APPLICATION_UPDATE',
      },
    )
    expectOneRow(ok(await audited(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)), {
      ...app,
      action: 'APPLICATION_SEND',
    })
    expectOneRow(ok(await audited(cookie, 'GET', '/api/citizen/applications/by-guardian')), {
      actor,
      action: 'APPLICATIONS_READ',
      persons: [lilja],
      ids: { application: [id] },
    })
    expectOneRow(ok(await audited(cookie, 'DELETE', `/api/citizen/applications/${id}`)), {
      ...app,
      action: 'APPLICATION_DELETE',
    })
  })

  it('another family’s application: 404 and no row', async () => {
    const id = (
      await demo.call(await demo.as('one-child'), 'POST', '/api/citizen/applications', {
        childId: demo.childOf('one-child', 'Eetu'),
        type: 'CLUB',
      })
    ).body.id as string
    const result = await audited(await demo.as('no-placements'), 'GET', `/api/citizen/applications/${id}`)
    expect(result.res.statusCode).toBe(404)
    expect(result.rows).toEqual([])
  })
})

describe('logins and logout', () => {
  it('weak login, strong login (dev identity provider) and logout log their rows; the status call logs nothing', async () => {
    const p = personas.find((x) => x.key === 'weak-login')!
    const pekka = await demo.personIdOf('weak-login')

    const weak = await audited(null, 'POST', '/api/citizen/auth/weak-login', {
      username: p.weakLoginUsername,
      password: p.weakLoginPassword,
    })
    expectOneRow(ok(weak), { actor: pekka, authLevel: 'WEAK', action: 'WEAK_LOGIN', persons: [pekka] })
    const weakCookie = weak.res.cookies.find((c) => c.name === 'citizen.session')!
    const cookie = `${weakCookie.name}=${weakCookie.value}`

    expect((await audited(cookie, 'GET', '/api/citizen/auth/status')).rows).toEqual([])

    expectOneRow(ok(await audited(cookie, 'POST', '/api/citizen/auth/logout?RelayState=/')), {
      actor: pekka,
      authLevel: 'WEAK',
      action: 'LOGOUT',
      persons: [pekka],
    })

    const aino = personas.find((x) => x.key === 'one-child')!
    const strong = await audited(
      null,
      'POST',
      '/api/citizen/auth/sfi/login/callback',
      new URLSearchParams({ preset: aino.ssn, RelayState: '/' }).toString(),
      {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
    )
    expect(strong.res.statusCode).toBe(302)
    const ainoId = await demo.personIdOf('one-child')
    expectOneRow(strong, { actor: ainoId, action: 'STRONG_LOGIN', persons: [ainoId] })
  })
})

/** A complete daycare form that sending accepts */
async function filledDaycare(form: ApplicationForm): Promise<ApplicationFormUpdate> {
  const unit = await t.db
    .selectFrom('unit')
    .select(['id', 'name'])
    .where('name', '=', 'Päiväkoti Aurinkoinen')
    .executeTakeFirstOrThrow()
  const options = (await demo.call(null, 'GET', '/api/citizen/public/service-needs/options?placementTypes=DAYCARE'))
    .body as ServiceNeedOption[]
  const option = options.find((x) => x.validPlacementType === 'DAYCARE')!
  return filledDaycareForm(form, { unit, option, start: addDays(today(), 60) })
}

describe('rows of concurrent reads', () => {
  const event = (personId: string, requestId: string) => ({
    actor: { personId, authLevel: 'STRONG' as const, requestId },
    action: 'CHILDREN_READ' as const,
    targets: { persons: [personId] },
  })
  const rowsOf = (prefix: string) =>
    t.db
      .selectFrom('audit_event')
      // The transaction's time to the microsecond: two INSERTs may fall in one millisecond
      .select(['request_id', sql<string>`created_at::text`.as('created_at')])
      .where('request_id', 'like', `${prefix}%`)
      .execute()

  it('are written together while an INSERT is on its way, each its own row', async () => {
    const actor = await demo.personIdOf('one-child')
    const prefix = `batch-${Date.now()}-`
    // The first goes at once; the other nineteen wait for it and go in one INSERT
    await Promise.all(Array.from({ length: 20 }, (_, i) => audit(t.db, event(actor, `${prefix}${i}`))))
    const rows = await rowsOf(prefix)
    expect(rows.map((r) => r.request_id).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `${prefix}${i}`).sort())
    // Each INSERT is a transaction of its own: its rows share its now()
    expect(new Set(rows.map((r) => r.created_at)).size).toBe(2)
  })

  it('a failed INSERT fails the reads whose rows it held, and only those', async () => {
    const actor = await demo.personIdOf('one-child')
    const prefix = `batch-fail-${Date.now()}-`
    const results = await Promise.allSettled([
      audit(t.db, event(actor, `${prefix}first`)),
      audit(t.db, event(actor, `${prefix}second`)),
      // Not a uuid: PostgreSQL refuses the whole INSERT holding it
      audit(t.db, event('not-a-person', `${prefix}third`)),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected'])
    expect((await rowsOf(prefix)).map((r) => r.request_id)).toEqual([`${prefix}first`])
    // The next read's row is written as before
    await audit(t.db, event(actor, `${prefix}after`))
    expect((await rowsOf(prefix)).map((r) => r.request_id).sort()).toEqual([`${prefix}after`, `${prefix}first`])
  })

  it('in a transaction, the row is the transaction’s: rolled back with it', async () => {
    const actor = await demo.personIdOf('one-child')
    const prefix = `batch-tx-${Date.now()}-`
    await t.db
      .transaction()
      .execute(async (tx) => {
        await audit(tx, event(actor, `${prefix}rolled-back`))
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await rowsOf(prefix)).toEqual([])
  })
})

describe('retention', () => {
  it('the daily job deletes rows older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    const actor = await demo.personIdOf('one-child')
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86400_000)
    const insert = (createdAt: Date, requestId: string) =>
      sql`INSERT INTO audit_event (created_at, actor_person_id, actor_auth_level, action, target_person_ids, request_id)
          VALUES (${createdAt}, ${actor}, 'STRONG', 'CHILDREN_READ', ARRAY[${actor}]::uuid[], ${requestId})`.execute(
        t.db,
      )
    await insert(daysAgo(31), 'retention-old')
    await insert(daysAgo(29), 'retention-kept')
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    await jobRegistry.DELETE_EXPIRED_AUDIT_EVENTS!.run(
      { db: t.db, files: t.app.files, config: { ...t.app.config, auditRetentionDays: 30 }, now, log },
      null,
    )
    const left = await t.db
      .selectFrom('audit_event')
      .select('request_id')
      .where('request_id', 'in', ['retention-old', 'retention-kept'])
      .execute()
    expect(left.map((r) => r.request_id)).toEqual(['retention-kept'])
  })

  it('is a daily job', () => {
    expect(jobRegistry.DELETE_EXPIRED_AUDIT_EVENTS?.daily).toBe(true)
  })
})
