import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { FinanceDecisionCitizenInfo, ProcessMetadataResponse } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

// The calls exist only with showMetadataToCitizen on; `off` is the default configuration
const t = useTestApp({ showMetadataToCitizen: true })
let off: FastifyInstance
const { load, as, childOf, personIdOf, call: request, dev } = demoClient(t)
const call = (cookie: string | null, url: string, app: FastifyInstance = t.app) =>
  request(cookie, 'GET', url, undefined, app)
const metadata = async (cookie: string, url: string) => {
  const res = await call(cookie, url)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ProcessMetadataResponse.parse(res.body).data
}

const paths = {
  application: (id: string) => `/api/citizen/process-metadata/applications/${id}`,
  fee: (id: string) => `/api/citizen/process-metadata/fee-decisions/${id}`,
  voucher: (id: string) => `/api/citizen/process-metadata/voucher-value-decisions/${id}`,
}

const applicationOf = async (childId: string, type: 'DAYCARE' | 'CLUB' | 'PRESCHOOL') =>
  (
    await t.db
      .selectFrom('application')
      .select('id')
      .where('child_id', '=', childId)
      .where('type', '=', type)
      .executeTakeFirstOrThrow()
  ).id

const financeDecisions = async (cookie: string) =>
  FinanceDecisionCitizenInfo.array().parse(
    (await call(cookie, '/api/citizen/finance-decisions/by-liable-citizen')).body,
  )

beforeAll(async () => {
  await load()
  off = await t.newApp({ showMetadataToCitizen: false })
})

describe('with showMetadataToCitizen off', () => {
  it('the calls do not exist: 404 whoever asks', async () => {
    const mikko = await as('three-children-1')
    const application = await applicationOf(childOf('three-children-1', 'Veeti'), 'DAYCARE')
    const [fee, , voucher] = await financeDecisions(mikko)
    for (const url of [
      paths.application(application),
      paths.fee(fee!.id),
      paths.voucher(voucher!.id),
      paths.fee('nope'),
    ]) {
      expect((await call(mikko, url, off)).status, url).toBe(404)
      expect((await call(null, url, off)).status, url).toBe(404)
    }
  })
})

describe('GET /api/citizen/process-metadata/applications/{id}', () => {
  it('describes a sent application’s process to the applicant and the other guardian with access', async () => {
    const application = await applicationOf(childOf('three-children-1', 'Veeti'), 'DAYCARE')
    const data = await metadata(await as('three-children-1'), paths.application(application))
    const year = new Date().getUTCFullYear()
    expect(data).toMatchObject({
      process: {
        processDefinitionNumber: '12.06.01',
        organization: 'Esimerkkilän kaupunki, varhaiskasvatus',
        archiveDurationMonths: 120,
        history: [{ rowIndex: 1, state: 'INITIAL' }],
      },
      processName: 'Varhaiskasvatukseen ja kerhoon hakeminen',
      primaryDocument: {
        documentId: application,
        name: 'Varhaiskasvatushakemus',
        receivedBy: 'ELECTRONIC',
        confidential: null,
        sfiDeliveries: [],
      },
      secondaryDocuments: [],
    })
    expect(data!.process.caseIdentifier).toBe(`${data!.process.number}/12.06.01/${data!.process.year}`)
    expect([year - 1, year, year + 1]).toContain(data!.process.year)
    expect(new Date(data!.process.history[0]!.enteredAt).toISOString()).toBe(data!.process.history[0]!.enteredAt)
    // Sanna is the other guardian, and Mikko allowed her access
    expect(await metadata(await as('three-children-2'), paths.application(application))).toEqual(data)
  })

  it('lists the application’s sent decisions as its secondary documents', async () => {
    // Demo: Jussi's club application for Helmi waits for confirmation of its decision
    const application = await applicationOf(childOf('separated-guardians-1', 'Helmi'), 'CLUB')
    const data = await metadata(await as('separated-guardians-1'), paths.application(application))
    expect(data!.process.history.map((h) => h.state)).toEqual(['INITIAL', 'DECIDING'])
    expect(data!.secondaryDocuments).toEqual([
      {
        documentId: expect.any(String),
        name: 'Kerhopäätös',
        createdAt: expect.any(String),
        confidential: true,
        receivedBy: null,
        sfiDeliveries: [],
      },
    ])
    const decision = await t.db
      .selectFrom('decision')
      .select('id')
      .where('application_id', '=', application)
      .executeTakeFirstOrThrow()
    expect(data!.secondaryDocuments[0]!.documentId).toBe(decision.id)
  })

  it('answers data null for a draft, which has no process yet', async () => {
    const draft = await applicationOf(childOf('three-children-1', 'Ella'), 'CLUB')
    expect(await metadata(await as('three-children-1'), paths.application(draft))).toBeNull()
  })

  it('is 404 for another family, a guardian without access and a hidden application; 403 weak; 400 bad id', async () => {
    const application = await applicationOf(childOf('three-children-1', 'Veeti'), 'DAYCARE')
    expect((await call(await as('one-child'), paths.application(application))).status).toBe(404)
    const noAccess = await dev('/api/dev/applications', {
      childId: childOf('three-children-1', 'Onni'),
      guardianId: await personIdOf('three-children-1'),
      type: 'CLUB',
      status: 'SENT',
    })
    expect(await metadata(await as('three-children-1'), paths.application(noAccess))).not.toBeNull()
    const denied = await call(await as('three-children-2'), paths.application(noAccess))
    expect(denied.status).toBe(404)
    expect(JSON.stringify(denied.body)).not.toContain('12.06.01')
    await t.db.updateTable('application').set({ hide_from_guardian: true }).where('id', '=', noAccess).execute()
    expect((await call(await as('three-children-1'), paths.application(noAccess))).status).toBe(404)

    expect((await call(await as('three-children-1', 'WEAK'), paths.application(application))).status).toBe(403)
    expect((await call(null, paths.application(application))).status).toBe(401)
    expect((await call(await as('three-children-1'), paths.application('not-a-uuid'))).status).toBe(400)
    expect((await call(await as('three-children-1'), paths.application(crypto.randomUUID()))).status).toBe(404)
  })
})

describe('fee and voucher value decision metadata', () => {
  it('describes the decision’s process to the head of family and the partner', async () => {
    const mikko = await as('three-children-1')
    const [fee, , voucher] = await financeDecisions(mikko)
    const feeData = await metadata(mikko, paths.fee(fee!.id))
    expect(feeData).toMatchObject({
      process: { processDefinitionNumber: '12.00.02', history: [{ state: 'INITIAL' }, { state: 'COMPLETED' }] },
      processName: 'Varhaiskasvatuksen asiakasmaksupäätökset',
      primaryDocument: {
        documentId: fee!.id,
        name: expect.stringMatching(/^Varhaiskasvatuksen maksupäätös \d+$/),
        confidential: true,
      },
      secondaryDocuments: [],
    })
    expect(feeData!.process.history[1]!.enteredAt).toBe(fee!.sentAt)
    expect(await metadata(await as('three-children-2'), paths.fee(fee!.id))).toEqual(feeData)

    const voucherData = await metadata(mikko, paths.voucher(voucher!.id))
    expect(voucherData).toMatchObject({
      process: { processDefinitionNumber: '12.00.03' },
      processName: 'Palvelusetelin arvopäätökset',
      primaryDocument: { documentId: voucher!.id, name: expect.stringMatching(/^Palvelusetelipäätös \d+$/) },
    })
    // The process year is the year the decision was sent in
    expect(voucherData!.process.year).toBe(Number(voucher!.sentAt.slice(0, 4)))
  })

  it('answers data null when the decision has no process', async () => {
    const mikko = await as('three-children-1')
    const [, older] = await financeDecisions(mikko)
    await t.db.updateTable('fee_decision').set({ process_id: null }).where('id', '=', older!.id).execute()
    expect(await metadata(mikko, paths.fee(older!.id))).toBeNull()
  })

  it('is 404 for another family, an unsent decision and the other kind’s id; 403 weak; 400 bad id', async () => {
    const mikko = await as('three-children-1')
    const [fee, , voucher] = await financeDecisions(mikko)
    const aino = await as('one-child')
    for (const url of [paths.fee(fee!.id), paths.voucher(voucher!.id)]) {
      const res = await call(aino, url)
      expect(res.status, url).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain('12.00')
    }
    expect((await call(mikko, paths.fee(voucher!.id))).status).toBe(404)
    expect((await call(mikko, paths.voucher(fee!.id))).status).toBe(404)

    const draft = await dev('/api/dev/fee-decisions', {
      headOfFamilyId: await personIdOf('three-children-1'),
      validFrom: '2027-01-01',
      status: 'DRAFT',
      children: [{ childId: childOf('three-children-1', 'Onni') }],
    })
    expect((await call(mikko, paths.fee(draft))).status).toBe(404)

    expect((await call(await as('three-children-1', 'WEAK'), paths.fee(fee!.id))).status).toBe(403)
    expect((await call(await as('three-children-1', 'WEAK'), paths.voucher(voucher!.id))).status).toBe(403)
    expect((await call(mikko, paths.fee('x'))).status).toBe(400)
    expect((await call(mikko, paths.voucher('x'))).status).toBe(400)
  })
})
