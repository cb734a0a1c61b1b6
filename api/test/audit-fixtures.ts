import { expect } from 'vitest'
import type { AuthLevel } from '@citizen/contract'
import { csrf, type TestApp } from './harness'
import type { HttpMethod } from './demo-client'
import type { AuditAction, AuditTargetKind } from '../src/platform/audit'

interface Expected {
  actor: string
  authLevel?: AuthLevel
  action: AuditAction
  persons: string[]
  ids?: Partial<Record<AuditTargetKind, string[]>>
}

/** Requests that answer their own audit rows, and checks of those rows, for the audit log tests */
export function auditFixtures(t: TestApp) {
  let sequence = 0

  /** One request with its own request id; answers the response and the audit rows of that request */
  async function audited(
    cookie: string | null,
    method: HttpMethod,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const requestId = `audit-${++sequence}-${Date.now()}`
    const res = await t.app.inject({
      method,
      url,
      headers: { ...csrf, ...(cookie ? { cookie } : {}), 'x-request-id': requestId, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    })
    const rows = await t.db
      .selectFrom('audit_event')
      .select([
        'actor_person_id',
        'actor_auth_level',
        'action',
        'target_person_ids',
        'target_ids',
        'request_id',
        'created_at',
      ])
      .where('request_id', '=', requestId)
      .execute()
    return { res, rows, requestId }
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

  const ok = (r: Awaited<ReturnType<typeof audited>>) => {
    expect(r.res.statusCode, r.res.body.slice(0, 300)).toBe(200)
    return r
  }

  return { audited, expectOneRow, ok }
}
