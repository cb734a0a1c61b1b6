import { beforeAll, describe, expect, it } from 'vitest'
import { FinanceDecisionCitizenInfo, addDays, formatDate } from '@citizen/contract'
import { today, useTestApp, withQueryCount } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { pdfText, timedPdf } from '../../../test/pdf-text'

const t = useTestApp()
const { load, as, childOf, personIdOf, call, dev } = demoClient(t)

const list = async (cookie: string) => {
  const res = await call(cookie, 'GET', '/api/citizen/finance-decisions/by-liable-citizen')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return FinanceDecisionCitizenInfo.array().parse(res.body)
}

const feePdf = (id: string) => `/api/citizen/fee-decisions/${id}/download`
const voucherPdf = (id: string) => `/api/citizen/voucher-value-decisions/${id}/download`

beforeAll(async () => {
  await load()
})

describe('GET /api/citizen/finance-decisions/by-liable-citizen', () => {
  it('lists the demo family’s fee and voucher value decisions for the head of family and the partner alike', async () => {
    const mikkoId = await personIdOf('three-children-1')
    const sannaId = await personIdOf('three-children-2')
    const mikko = await list(await as('three-children-1'))
    expect(mikko.map((d) => [d.type, d.validFrom, d.validTo])).toEqual([
      ['FEE_DECISION', addDays(today(), 20), null],
      ['FEE_DECISION', addDays(today(), -100), addDays(today(), 19)],
      ['VOUCHER_VALUE_DECISION', addDays(today(), -465), addDays(today(), -101)],
    ])
    for (const d of mikko) {
      expect(d.coDebtors).toEqual([
        { id: mikkoId, firstName: 'Mikko', lastName: 'Korhonen' },
        { id: sannaId, firstName: 'Sanna', lastName: 'Korhonen' },
      ])
      expect(new Date(d.sentAt).toISOString()).toBe(d.sentAt)
    }
    expect(mikko[0]!.decisionChildren).toEqual([])
    expect(mikko[2]!.decisionChildren).toEqual([
      { id: childOf('three-children-1', 'Ella'), firstName: 'Ella', lastName: 'Korhonen' },
    ])
    expect(await list(await as('three-children-2'))).toEqual(mikko)
  })

  it('shows only SENT decisions, with an inclusive end date and one co-debtor without a partner', async () => {
    const pekka = await as('weak-login')
    const pekkaId = await personIdOf('weak-login')
    const siiri = childOf('weak-login', 'Siiri')
    const sent = await dev('/api/dev/fee-decisions', {
      headOfFamilyId: pekkaId,
      validFrom: '2026-01-01',
      validTo: '2026-07-31',
      children: [{ childId: siiri }],
    })
    for (const status of ['DRAFT', 'WAITING_FOR_SENDING', 'ANNULLED', 'IGNORED']) {
      await dev('/api/dev/fee-decisions', {
        headOfFamilyId: pekkaId,
        validFrom: '2026-08-01',
        status,
        children: [{ childId: siiri }],
      })
    }
    const draftVoucher = await dev('/api/dev/voucher-value-decisions', {
      headOfFamilyId: pekkaId,
      childId: siiri,
      validFrom: '2026-08-01',
      status: 'DRAFT',
    })
    const decisions = await list(pekka)
    expect(decisions).toHaveLength(1)
    expect(decisions[0]).toMatchObject({
      id: sent,
      type: 'FEE_DECISION',
      validFrom: '2026-01-01',
      validTo: '2026-07-31',
      coDebtors: [{ id: pekkaId, firstName: 'Pekka', lastName: 'Hämäläinen' }],
      decisionChildren: [],
    })
    expect((await call(pekka, 'GET', voucherPdf(draftVoucher))).status).toBe(404)
    const draftFee = await t.db
      .selectFrom('fee_decision')
      .select('id')
      .where('status', '=', 'DRAFT')
      .executeTakeFirstOrThrow()
    expect((await call(pekka, 'GET', feePdf(draftFee.id))).status).toBe(404)
  })

  it('gives another family nothing: an empty list and 404 for the downloads', async () => {
    const [current, , voucher] = await list(await as('three-children-1'))
    const aino = await as('one-child')
    expect(await list(aino)).toEqual([])
    for (const url of [feePdf(current!.id), voucherPdf(voucher!.id), feePdf(voucher!.id), voucherPdf(current!.id)]) {
      const res = await call(aino, 'GET', url)
      expect(res.status, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.stringify(res.body)).not.toContain('Korhonen')
    }
    // A child of the decision is not liable for it either: only the head and the partner are
    expect(await list(await as('separated-guardians-1'))).toEqual([])
  })

  it('needs a strong session; bad ids are 400', async () => {
    const [current, , voucher] = await list(await as('three-children-1'))
    const weak = await as('three-children-1', 'WEAK')
    expect((await call(weak, 'GET', '/api/citizen/finance-decisions/by-liable-citizen')).status).toBe(403)
    expect((await call(weak, 'GET', feePdf(current!.id))).status).toBe(403)
    expect((await call(weak, 'GET', voucherPdf(voucher!.id))).status).toBe(403)
    expect((await call(null, 'GET', '/api/citizen/finance-decisions/by-liable-citizen')).status).toBe(401)
    expect((await call(null, 'GET', feePdf(current!.id))).status).toBe(401)
    const mikko = await as('three-children-1')
    for (const url of [feePdf('nope'), voucherPdf('123'), feePdf(`${current!.id}x`)]) {
      const res = await call(mikko, 'GET', url)
      expect(res.status, url).toBe(400)
    }
  })

  it('costs the same number of queries for 1 and 5 decisions', async () => {
    const tuula = await as('no-email')
    const tuulaId = await personIdOf('no-email')
    const venla = childOf('no-email', 'Venla')
    const countQueries = () => withQueryCount(async () => ({ count: (await list(tuula)).length }))
    await dev('/api/dev/fee-decisions', {
      headOfFamilyId: tuulaId,
      validFrom: '2025-08-01',
      validTo: '2025-12-31',
      children: [{ childId: venla }],
    })
    const one = await countQueries()
    expect(one.count).toBe(1)
    for (let i = 0; i < 2; i++) {
      await dev('/api/dev/fee-decisions', {
        headOfFamilyId: tuulaId,
        validFrom: `202${i}-01-01`,
        validTo: `202${i}-06-30`,
        children: [{ childId: venla }],
      })
      await dev('/api/dev/voucher-value-decisions', {
        headOfFamilyId: tuulaId,
        childId: venla,
        validFrom: `202${i}-07-01`,
        validTo: `202${i}-12-31`,
      })
    }
    const five = await countQueries()
    expect(five.count).toBe(5)
    expect(five.queries).toBe(one.queries)
  })
})

describe('fee decision PDF', () => {
  it('is the decision in Finnish, or Swedish on request, in well under 500 ms', async () => {
    const mikko = await as('three-children-1')
    const [current] = await list(mikko)
    const fi = await timedPdf('fee decision', () => call(mikko, 'GET', feePdf(current!.id)))
    expect(fi.headers['content-disposition']).toMatch(/^inline; filename="maksupaatos_\d+\.pdf"/)
    const text = await pdfText(fi.raw)
    for (const expected of [
      'Varhaiskasvatuksen maksupäätös',
      'Päätösnumero',
      `${formatDate(addDays(today(), 20))} alkaen, toistaiseksi`,
      'Mikko Korhonen',
      'Sanna Korhonen',
      'Perheen koko',
      '5 henkilöä',
      'Päämiehen bruttotulot',
      '4 200,00',
      '3 850,00',
      'Lapsi: Onni Korhonen',
      'Lapsi: Ella Korhonen',
      'Lapsi: Veeti Korhonen',
      'Päiväkoti Aurinkoinen',
      'Päiväkoti Metsätähti',
      'Osapäiväinen varhaiskasvatus',
      'Kokopäiväinen, yli 25 h/vko',
      'Perusmaksu',
      '295,00',
      'Sisaralennus',
      '40 %',
      '80 %',
      '106,20',
      '59,00',
      'Perheen maksut yhteensä',
      '460,20',
      'Tiina Lehtonen, asiakasmaksupäällikkö',
      'oikaisuvaatimuksen 30',
    ]) {
      expect(text, expected).toContain(expected)
    }
    // Every day as on the web, dd.mm.yyyy with zeros (the decision date, birth dates, periods)
    expect(text).not.toMatch(/(?<![\d.])(\d\.\d{1,2}|\d{1,2}\.\d)\.\d{4}\b/)

    const sv = await pdfText((await call(mikko, 'GET', `${feePdf(current!.id)}?lang=sv`)).raw)
    for (const expected of [
      'Beslut om avgift för småbarnspedagogik',
      'Beslutsnummer',
      'tills vidare',
      'Huvudman',
      'Familjens storlek',
      'Syskonrabatt',
      'Småbarnspedagogik på deltid',
      'Heldag, över 25 h/vecka',
      'Familjens avgifter totalt',
      'omprövning',
      'inom 30 dagar',
    ]) {
      expect(sv, expected).toContain(expected)
    }
    expect(await pdfText((await call(mikko, 'GET', `${feePdf(current!.id)}?lang=en`)).raw)).toContain(
      'Varhaiskasvatuksen maksupäätös',
    )
  })

  it('is in the decision’s own language by default; an unreported income shows the highest fee', async () => {
    const laura = await as('separated-guardians-2')
    const id = await dev('/api/dev/fee-decisions', {
      headOfFamilyId: await personIdOf('separated-guardians-2'),
      validFrom: '2026-08-01',
      language: 'sv',
      children: [{ childId: childOf('separated-guardians-1', 'Helmi') }],
    })
    const res = await call(laura, 'GET', feePdf(id))
    expect(res.headers['content-disposition']).toMatch(/filename="avgiftsbeslut_\d+\.pdf"/)
    const text = await pdfText(res.raw)
    expect(text).toContain('Beslut om avgift för småbarnspedagogik')
    expect(text).toContain('Daghemmet Solrosen')
    expect(text).toContain('högsta avgift')
    expect(text).toContain('311,00')
    expect(await pdfText((await call(laura, 'GET', `${feePdf(id)}?lang=fi`)).raw)).toContain('korkein maksu')
  })
})

describe('voucher value decision PDF', () => {
  it('is the decision in Finnish, or Swedish on request, in well under 500 ms', async () => {
    const sanna = await as('three-children-2')
    const voucher = (await list(sanna)).find((d) => d.type === 'VOUCHER_VALUE_DECISION')!
    const fi = await timedPdf('voucher value decision', () => call(sanna, 'GET', voucherPdf(voucher.id)))
    const text = await pdfText(fi.raw)
    for (const expected of [
      'Palvelusetelipäätös',
      'Lapsi: Ella Korhonen',
      'Päiväkoti Pilke Rantapuisto',
      'Kokopäiväinen, yli 25 h/vko',
      'Palvelusetelin arvo',
      '1 550,00',
      'Omavastuuosuus',
      '295,00',
      'Lopullinen omavastuuosuus',
      '177,00',
      '5 henkilöä',
      'Mikko Korhonen',
      'Tiina Lehtonen',
      'oikaisuvaatimuksen 30',
    ]) {
      expect(text, expected).toContain(expected)
    }
    const sv = await pdfText((await call(sanna, 'GET', `${voucherPdf(voucher.id)}?lang=sv`)).raw)
    for (const expected of [
      'Beslut om servicesedel',
      'Servicesedelns värde',
      'Självriskandel',
      'Slutlig självriskandel',
      'Familjens storlek',
      'inom 30 dagar',
    ]) {
      expect(sv, expected).toContain(expected)
    }
  })
})

describe('dev API for finance decisions', () => {
  it('refuses bad fixtures with 400, not 500', async () => {
    const pekkaId = await personIdOf('weak-login')
    const siiri = childOf('weak-login', 'Siiri')
    for (const [url, body] of [
      [
        '/api/dev/fee-decisions',
        { headOfFamilyId: pekkaId, validFrom: '2026-05-01', validTo: '2026-04-30', children: [{ childId: siiri }] },
      ],
      ['/api/dev/fee-decisions', { headOfFamilyId: pekkaId, validFrom: '2026-05-01', children: [] }],
      [
        '/api/dev/fee-decisions',
        { headOfFamilyId: pekkaId, partnerId: pekkaId, validFrom: '2026-05-01', children: [{ childId: siiri }] },
      ],
      [
        '/api/dev/fee-decisions',
        { headOfFamilyId: crypto.randomUUID(), validFrom: '2026-05-01', children: [{ childId: siiri }] },
      ],
      [
        '/api/dev/fee-decisions',
        {
          headOfFamilyId: pekkaId,
          validFrom: '2026-05-01',
          children: [{ childId: siiri, unitId: crypto.randomUUID() }],
        },
      ],
      [
        '/api/dev/fee-decisions',
        { headOfFamilyId: pekkaId, validFrom: '2026-05-01', children: [{ childId: siiri, siblingDiscount: 120 }] },
      ],
      ['/api/dev/voucher-value-decisions', { headOfFamilyId: pekkaId, childId: siiri, validFrom: '2026-02-30' }],
      [
        '/api/dev/voucher-value-decisions',
        { headOfFamilyId: pekkaId, childId: siiri, validFrom: '2026-05-01', status: 'SENDING' },
      ],
    ] as const) {
      const res = await call(null, 'POST', url, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('gives a sent decision its case process, a draft none', async () => {
    const pekkaId = await personIdOf('weak-login')
    const siiri = childOf('weak-login', 'Siiri')
    const sent = await dev('/api/dev/voucher-value-decisions', {
      headOfFamilyId: pekkaId,
      childId: siiri,
      validFrom: '2026-03-01',
      sentAt: '2026-02-20T09:00:00Z',
    })
    const draft = await dev('/api/dev/voucher-value-decisions', {
      headOfFamilyId: pekkaId,
      childId: siiri,
      validFrom: '2026-03-01',
      status: 'DRAFT',
    })
    const rows = await t.db
      .selectFrom('voucher_value_decision as d')
      .innerJoin('unit as u', 'u.id', 'd.placement_unit_id')
      .select(['d.id', 'd.process_id', 'd.sent_at', 'u.provider_type'])
      .where('d.id', 'in', [sent, draft])
      .execute()
    const sentRow = rows.find((r) => r.id === sent)!
    expect(sentRow.sent_at?.toISOString()).toBe('2026-02-20T09:00:00.000Z')
    expect(sentRow.provider_type).toBe('PRIVATE_SERVICE_VOUCHER')
    expect(rows.find((r) => r.id === draft)!.process_id).toBeNull()
    const history = await t.db
      .selectFrom('case_process_history')
      .select('state')
      .where('process_id', '=', sentRow.process_id!)
      .orderBy('row_index')
      .execute()
    expect(history.map((h) => h.state)).toEqual(['INITIAL', 'COMPLETED'])
  })
})
