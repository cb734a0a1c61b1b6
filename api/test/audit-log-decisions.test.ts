import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { today, useTestApp } from './harness'
import { addDays } from '@citizen/contract'
import { demoClient } from './demo-client'
import { auditFixtures } from './audit-fixtures'

// Issue 15 "Audit log": the decision endpoints' audit rows (the rest in audit-log.test.ts)
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-log-decisions-test-'))
const t = useTestApp({ files: { kind: 'local', dir: filesDir }, showMetadataToCitizen: true })
const demo = demoClient(t)
const { audited, expectOneRow, ok } = auditFixtures(t)
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }))

beforeAll(async () => {
  await demo.load()
})

describe('application decisions', () => {
  it('list, one application’s decisions, PDF, accept and reject log their rows', async () => {
    const devApp = async (key: string, child: string) => {
      const id = await demo.dev('/api/dev/applications', {
        childId: demo.childOf(key, child),
        guardianId: await demo.personIdOf(key),
        type: 'DAYCARE',
        status: 'WAITING_CONFIRMATION',
        form: { preferredStartDate: addDays(today(), 40) },
      })
      const decision = (
        await t.db.selectFrom('decision').select('id').where('application_id', '=', id).executeTakeFirstOrThrow()
      ).id
      return { id, decision }
    }
    const tuula = await demo.as('no-email')
    const actor = await demo.personIdOf('no-email')
    const venla = demo.childOf('no-email', 'Venla')
    const a = await devApp('no-email', 'Venla')
    const targets = { actor, persons: [venla, actor], ids: { application: [a.id], decision: [a.decision] } }

    // The demo family has decisions of its own: the row names exactly the answered ones
    const list = ok(await audited(tuula, 'GET', '/api/citizen/decisions'))
    const listed = list.res.json().decisions as { id: string; applicationId: string }[]
    expect(listed.map((d) => d.id)).toContain(a.decision)
    expectOneRow(list, {
      actor,
      action: 'DECISIONS_READ',
      persons: [venla],
      ids: { application: [...new Set(listed.map((d) => d.applicationId))], decision: listed.map((d) => d.id) },
    })
    expectOneRow(ok(await audited(tuula, 'GET', `/api/citizen/applications/${a.id}/decisions`)), {
      ...targets,
      action: 'APPLICATION_DECISIONS_READ',
    })
    expectOneRow(ok(await audited(tuula, 'GET', `/api/citizen/decisions/${a.decision}/download`)), {
      ...targets,
      action: 'DECISION_PDF_READ',
    })
    expectOneRow(ok(await audited(tuula, 'GET', `/api/citizen/process-metadata/applications/${a.id}`)), {
      actor,
      action: 'APPLICATION_METADATA_READ',
      persons: [venla, actor],
      ids: { application: [a.id] },
    })
    const accept = { decisionId: a.decision, requestedStartDate: addDays(today(), 40) }
    expectOneRow(
      ok(await audited(tuula, 'POST', `/api/citizen/applications/${a.id}/actions/accept-decision`, accept)),
      {
        ...targets,
        action: 'DECISION_ACCEPT',
      },
    )
    // A repeated answer changes nothing and logs nothing
    expect(
      (await audited(tuula, 'POST', `/api/citizen/applications/${a.id}/actions/accept-decision`, accept)).rows,
    ).toEqual([])

    const jussi = await demo.personIdOf('separated-guardians-1')
    const helmi = demo.childOf('separated-guardians-1', 'Helmi')
    const b = await devApp('separated-guardians-1', 'Helmi')
    const rejected = await audited(
      await demo.as('separated-guardians-1'),
      'POST',
      `/api/citizen/applications/${b.id}/actions/reject-decision`,
      {
        decisionId: b.decision,
      },
    )
    expectOneRow(ok(rejected), {
      actor: jussi,
      action: 'DECISION_REJECT',
      persons: [helmi, jussi],
      ids: { application: [b.id], decision: [b.decision] },
    })
  })
})

describe('finance decisions', () => {
  it('list, PDFs and process metadata log their rows', async () => {
    const cookie = await demo.as('weak-login')
    const actor = await demo.personIdOf('weak-login')
    const siiri = demo.childOf('weak-login', 'Siiri')
    const fee = await demo.dev('/api/dev/fee-decisions', {
      headOfFamilyId: actor,
      validFrom: '2026-01-01',
      children: [{ childId: siiri }],
    })
    const voucher = await demo.dev('/api/dev/voucher-value-decisions', {
      headOfFamilyId: actor,
      childId: siiri,
      validFrom: '2026-01-01',
    })

    expectOneRow(ok(await audited(cookie, 'GET', '/api/citizen/finance-decisions/by-liable-citizen')), {
      actor,
      action: 'FINANCE_DECISIONS_READ',
      persons: [actor, siiri],
      ids: { feeDecision: [fee], voucherValueDecision: [voucher] },
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/fee-decisions/${fee}/download`)), {
      actor,
      action: 'FEE_DECISION_PDF_READ',
      persons: [actor, siiri],
      ids: { feeDecision: [fee] },
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/voucher-value-decisions/${voucher}/download`)), {
      actor,
      action: 'VOUCHER_VALUE_DECISION_PDF_READ',
      persons: [actor],
      ids: { voucherValueDecision: [voucher] },
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/process-metadata/fee-decisions/${fee}`)), {
      actor,
      action: 'FEE_DECISION_METADATA_READ',
      persons: [actor],
      ids: { feeDecision: [fee] },
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/process-metadata/voucher-value-decisions/${voucher}`)), {
      actor,
      action: 'VOUCHER_VALUE_DECISION_METADATA_READ',
      persons: [actor],
      ids: { voucherValueDecision: [voucher] },
    })
  })
})

describe('assistance decisions', () => {
  it('lists, one decision, read marks and PDFs log their rows', async () => {
    const cookie = await demo.as('one-child')
    const actor = await demo.personIdOf('one-child')
    const eetu = demo.childOf('one-child', 'Eetu')
    const ece = await demo.dev('/api/dev/assistance-decisions', { childId: eetu, validFrom: today() })
    const preschool = await demo.dev('/api/dev/preschool-assistance-decisions', { childId: eetu, validFrom: today() })
    const e = { actor, persons: [eetu], ids: { assistanceDecision: [ece] } }
    const p = { actor, persons: [eetu], ids: { preschoolAssistanceDecision: [preschool] } }

    expectOneRow(ok(await audited(cookie, 'GET', '/api/citizen/assistance-need-decisions')), {
      ...e,
      action: 'ASSISTANCE_DECISIONS_READ',
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/children/assistance-need-decision/${ece}`)), {
      ...e,
      action: 'ASSISTANCE_DECISION_READ',
    })
    expectOneRow(ok(await audited(cookie, 'POST', `/api/citizen/children/assistance-need-decision/${ece}/read`)), {
      ...e,
      action: 'ASSISTANCE_DECISION_MARK_READ',
    })
    expectOneRow(ok(await audited(cookie, 'GET', `/api/citizen/children/assistance-need-decision/${ece}/pdf`)), {
      ...e,
      action: 'ASSISTANCE_DECISION_PDF_READ',
    })
    expectOneRow(ok(await audited(cookie, 'GET', '/api/citizen/assistance-need-preschool-decisions')), {
      ...p,
      action: 'PRESCHOOL_ASSISTANCE_DECISIONS_READ',
    })
    expectOneRow(
      ok(await audited(cookie, 'GET', `/api/citizen/children/assistance-need-preschool-decisions/${preschool}`)),
      {
        ...p,
        action: 'PRESCHOOL_ASSISTANCE_DECISION_READ',
      },
    )
    expectOneRow(
      ok(await audited(cookie, 'PUT', `/api/citizen/children/assistance-need-preschool-decisions/${preschool}/read`)),
      {
        ...p,
        action: 'PRESCHOOL_ASSISTANCE_DECISION_MARK_READ',
      },
    )
    expectOneRow(
      ok(await audited(cookie, 'GET', `/api/citizen/children/assistance-need-preschool-decisions/${preschool}/pdf`)),
      {
        ...p,
        action: 'PRESCHOOL_ASSISTANCE_DECISION_PDF_READ',
      },
    )
  })
})
