import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { AuthLevel } from '@citizen/contract'
import { csrf, useTestApp } from './harness'
import { demoClient, type HttpMethod } from './demo-client'
import { jobRegistry } from '../src/jobs'
import type { AuditAction, AuditTargetKind } from '../src/platform/audit'

// Issue 15 "Audit log": every read and change of personal data writes one audit_event row with
// the actor, the action, whose data and which objects, and the request's id.
const t = useTestApp()
const demo = demoClient(t)

beforeAll(async () => {
  await demo.load()
})

let sequence = 0

/** One request with its own request id; answers the response and the audit rows of that request */
async function audited(cookie: string | null, method: HttpMethod, url: string, payload?: unknown) {
  const requestId = `audit-${++sequence}-${Date.now()}`
  const res = await t.app.inject({
    method,
    url,
    headers: { ...csrf, ...(cookie ? { cookie } : {}), 'x-request-id': requestId },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
  const rows = await t.db
    .selectFrom('audit_event')
    .select(['actor_person_id', 'actor_auth_level', 'action', 'target_person_ids', 'target_ids', 'request_id', 'created_at'])
    .where('request_id', '=', requestId)
    .execute()
  return { res, rows, requestId }
}

interface Expected {
  actor: string
  authLevel?: AuthLevel
  action: AuditAction
  persons: string[]
  ids?: Partial<Record<AuditTargetKind, string[]>>
}

/** Exactly one row, with these fields (target persons in any order) */
function expectOneRow(result: Awaited<ReturnType<typeof audited>>, expected: Expected) {
  expect(result.rows, `${expected.action}: one audit row`).toHaveLength(1)
  const row = result.rows[0]!
  expect({
    actor: row.actor_person_id,
    authLevel: row.actor_auth_level,
    action: row.action,
    persons: [...row.target_person_ids].sort(),
    ids: row.target_ids,
    requestId: row.request_id,
  }).toEqual({
    actor: expected.actor,
    authLevel: expected.authLevel ?? 'STRONG',
    action: expected.action,
    persons: [...expected.persons].sort(),
    ids: expected.ids ?? {},
    requestId: result.requestId,
  })
  expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000)
}

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

describe('retention', () => {
  it('the daily job deletes rows older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    const actor = await demo.personIdOf('one-child')
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86400_000)
    const insert = (createdAt: Date, requestId: string) =>
      sql`INSERT INTO audit_event (created_at, actor_person_id, actor_auth_level, action, target_person_ids, request_id)
          VALUES (${createdAt}, ${actor}, 'STRONG', 'CHILDREN_READ', ARRAY[${actor}]::uuid[], ${requestId})`.execute(t.db)
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
