import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { IncomeStatementDetail, PagedIncomeStatements, addDays, addMonths } from '@citizen/contract'
import { csrf, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { multipartFile } from '../../../test/multipart'
import { samples } from '../../../test/sample-files'

const t = useTestApp()
const { load, as, childOf, personIdOf, call, dev } = demoClient(t)

const BASE = '/api/citizen/income-statements'
let aino: string
let ainoId: string
let eetu: string
let mikko: string

const day = (n: number) => addDays(today(), n)

const grossBody = (over: Record<string, unknown> = {}) => ({
  type: 'INCOME',
  startDate: day(0),
  endDate: day(180),
  assure: true,
  gross: { type: 'INCOME', incomeSource: 'INCOMES_REGISTER', estimatedMonthlyIncome: 3000, otherIncome: [] },
  ...over,
})

async function upload(cookie: string, type: string, statementId?: string) {
  const file = multipartFile('palkka.pdf', samples.pdf)
  const url = `/api/citizen/attachments/income-statements${statementId ? `/${statementId}` : ''}?attachmentType=${type}`
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...csrf, cookie, ...file.headers },
    payload: file.payload,
  })
  return { status: res.statusCode, body: res.json() }
}
const uploadId = async (cookie: string, type: string, statementId?: string) => {
  const res = await upload(cookie, type, statementId)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.id as string
}

async function create(cookie: string, body: unknown, draft = false, url = BASE) {
  return call(cookie, 'POST', `${url}?draft=${draft}`, body)
}
async function createOk(cookie: string, body: unknown, draft = false, url = BASE): Promise<string> {
  const res = await create(cookie, body, draft, url)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.id
}
const detail = async (cookie: string, id: string) => {
  const res = await call(cookie, 'GET', `${BASE}/${id}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return IncomeStatementDetail.parse(res.body)
}

beforeAll(async () => {
  await load()
  aino = await as('one-child')
  ainoId = await personIdOf('one-child')
  eetu = childOf('one-child', 'Eetu')
  mikko = await as('three-children-1')
})

describe('access', () => {
  it('needs a strong session for every call (403 for a weak one)', async () => {
    const weak = await as('one-child', 'WEAK')
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/start-dates`],
      ['GET', `${BASE}/partner`],
      ['GET', `${BASE}/children`],
      ['GET', `${BASE}/child/${eetu}`],
    ] as const) {
      expect((await call(weak, method, url)).status, url).toBe(403)
    }
    expect((await create(weak, grossBody())).status).toBe(403)
    expect((await upload(weak, 'PAYSLIP_GROSS')).status).toBe(403)
  })

  it('answers 404 with no data for another family’s statement, child or attachment', async () => {
    const id = await createOk(aino, grossBody({ startDate: day(-300), endDate: day(-200) }), true)
    for (const [method, url] of [
      ['GET', `${BASE}/${id}`],
      ['DELETE', `${BASE}/${id}`],
    ] as const) {
      const res = await call(mikko, method, url)
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain(ainoId)
    }
    expect((await call(mikko, 'PUT', `${BASE}/${id}?draft=true`, grossBody())).status).toBe(404)
    expect((await call(mikko, 'PUT', `${BASE}/${id}/update-sent`, { otherInfo: '' })).status).toBe(404)
    expect((await upload(mikko, 'OTHER', id)).status).toBe(404)
    expect((await call(mikko, 'GET', `${BASE}/child/${eetu}`)).status).toBe(404)
    expect((await call(mikko, 'GET', `${BASE}/child/start-dates/${eetu}`)).status).toBe(404)
    expect(
      (await create(mikko, { type: 'CHILD_INCOME', startDate: day(0) }, true, `${BASE}/child/${eetu}`)).status,
    ).toBe(404)
    // Another's upload cannot be listed
    const mine = await uploadId(mikko, 'PAYSLIP_GROSS')
    const res = await create(aino, grossBody({ startDate: day(-299), attachmentIds: [mine] }), true)
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('INCOME_STATEMENT_INVALID_ATTACHMENT')
    expect((await call(aino, 'DELETE', `${BASE}/${id}`)).status).toBe(200)
  })

  it('shows a foster parent no income of the foster child', async () => {
    const riitta = await as('foster-parent')
    const aleksi = childOf('foster-parent', 'Aleksi')
    expect((await call(riitta, 'GET', `${BASE}/children`)).body).toEqual([])
    expect((await call(riitta, 'GET', `${BASE}/child/${aleksi}`)).status).toBe(404)
    const body = { type: 'CHILD_INCOME', startDate: day(0) }
    expect((await create(riitta, body, true, `${BASE}/child/${aleksi}`)).status).toBe(404)
  })

  it('lists the guardian’s children, oldest first', async () => {
    const res = await call(aino, 'GET', `${BASE}/children`)
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([eetu])
    const three = await call(mikko, 'GET', `${BASE}/children`)
    expect(three.body.map((c: { firstName: string }) => c.firstName)).toEqual(['Onni', 'Ella', 'Veeti'])
  })
})

describe('send and validation', () => {
  it('sends a gross income statement with its typed attachments, mails a receipt and writes audit rows', async () => {
    const payslip = await uploadId(aino, 'PAYSLIP_GROSS')
    const pension = await uploadId(aino, 'PENSION')
    const body = grossBody({
      startDate: day(-10),
      gross: { type: 'INCOME', incomeSource: 'ATTACHMENTS', estimatedMonthlyIncome: 2500, otherIncome: ['PENSION'] },
      otherInfo: 'Lisätietoa',
      attachmentIds: [payslip, pension],
    })
    const id = await createOk(aino, body)
    const d = await detail(aino, id)
    expect(d).toMatchObject({ status: 'SENT', type: 'INCOME', startDate: day(-10), otherInfo: 'Lisätietoa' })
    expect(d.sentAt).not.toBeNull()
    expect(d.attachments.map((a) => a.type).sort()).toEqual(['PAYSLIP_GROSS', 'PENSION'])
    expect(d.gross).toMatchObject({ incomeSource: 'ATTACHMENTS', estimatedMonthlyIncome: 2500 })
    const mails = await t.db
      .selectFrom('email_outbox')
      .select(['template', 'type'])
      .where('dedupe_key', '=', `income-statement-received:${id}`)
      .execute()
    expect(mails).toEqual([{ template: 'incomeStatementReceived', type: 'TRANSACTIONAL' }])
    const audits = await t.db
      .selectFrom('audit_event')
      .select('action')
      .where('actor_person_id', '=', ainoId)
      .where(sql<boolean>`target_ids -> 'incomeStatement' ? ${id}`)
      .execute()
    expect(audits.map((a) => a.action).sort()).toEqual(['INCOME_STATEMENT_CREATE', 'INCOME_STATEMENT_READ'])
    const dates = await call(aino, 'GET', `${BASE}/start-dates`)
    expect(dates.body).toContain(day(-10))
  })

  const entrepreneur = {
    startOfEntrepreneurship: '2020-01-01',
    spouseWorksInCompany: false,
    lightEntrepreneur: true,
  }
  // Each rule of spec 002 §5 through the app: the server refuses what the form refuses
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no start date', { startDate: undefined }, {}],
    [
      'start more than 12 months back',
      { startDate: addMonths(today(), -13), endDate: addMonths(today(), -7) },
      { startDate: 'dateTooEarly' },
    ],
    ['start more than a year ahead', { startDate: day(400), endDate: day(450) }, { startDate: 'dateTooLate' }],
    ['end before start', { endDate: day(-41) }, { endDate: 'endBeforeStart' }],
    ['no end with gross income', { endDate: null }, { endDate: 'required' }],
    ['end over a year after start', { endDate: addMonths(today(), 13) }, { endDate: 'endTooLate' }],
    ['nothing chosen', { gross: null }, { type: 'chooseAtLeastOne' }],
    ['no income source', { gross: { type: 'INCOME', estimatedMonthlyIncome: 1 } }, { 'gross.incomeSource': 'choose' }],
    [
      'no estimated income',
      { gross: { type: 'INCOME', incomeSource: 'INCOMES_REGISTER' } },
      { 'gross.estimatedMonthlyIncome': 'required' },
    ],
    [
      'too large an income',
      { gross: { type: 'INCOME', incomeSource: 'INCOMES_REGISTER', estimatedMonthlyIncome: 1_000_001 } },
      { 'gross.estimatedMonthlyIncome': 'numberTooLarge' },
    ],
    ['no income without a description', { gross: { type: 'NO_INCOME' } }, { 'gross.noIncomeDescription': 'required' }],
    [
      'an entrepreneur without start and spouse answer',
      { gross: null, entrepreneur: { lightEntrepreneur: true } },
      {
        'entrepreneur.startOfEntrepreneurship': 'validDate',
        'entrepreneur.spouseWorksInCompany': 'choose',
        'attachments.SALARY': 'attachmentMissing',
      },
    ],
    [
      'an entrepreneur without a company form',
      { entrepreneur: { ...entrepreneur, lightEntrepreneur: false } },
      { 'entrepreneur.companyForms': 'chooseAtLeastOne' },
    ],
    [
      'self-employed without attachments or estimate, no accountant',
      { entrepreneur: { ...entrepreneur, lightEntrepreneur: false, selfEmployed: {} } },
      {
        'entrepreneur.selfEmployed': 'chooseAtLeastOne',
        'entrepreneur.accountant.name': 'required',
        'entrepreneur.accountant.phone': 'required',
        'entrepreneur.accountant.email': 'required',
      },
    ],
    [
      'a limited company without its income source',
      {
        entrepreneur: {
          ...entrepreneur,
          lightEntrepreneur: false,
          limitedCompany: {},
          accountant: { name: 'Tili', phone: '0401234567', email: 'tili@example.com' },
        },
      },
      {
        'entrepreneur.limitedCompany.incomeSource': 'choose',
        'attachments.ACCOUNTANT_REPORT_LLC': 'attachmentMissing',
      },
    ],
    ['a student without proof', { student: true }, { 'attachments.PROOF_OF_STUDIES': 'attachmentMissing' }],
    ['an alimony payer without proof', { alimonyPayer: true }, { 'attachments.ALIMONY_PAYOUT': 'attachmentMissing' }],
    [
      'other income without its attachment',
      {
        gross: { type: 'INCOME', incomeSource: 'INCOMES_REGISTER', estimatedMonthlyIncome: 1, otherIncome: ['GRANT'] },
      },
      { 'attachments.GRANT': 'attachmentMissing' },
    ],
    ['no assurance', { assure: false }, { assure: 'required' }],
  ])('refuses to send %s', async (_, over, errors) => {
    const body = { ...grossBody({ startDate: day(-40), endDate: day(100) }), ...over }
    const res = await create(aino, body)
    expect(res.status).toBe(400)
    if (Object.keys(errors).length === 0) {
      expect(res.body.errorCode).toBe('VALIDATION_FAILED')
      return
    }
    expect(res.body.errorCode).toBe('INCOME_STATEMENT_INVALID')
    const { message: _m, errorCode: _c, ...fieldErrors } = res.body
    expect(fieldErrors).toEqual(errors)
  })

  it('saves as a draft what is not complete yet, but not a bad date or number', async () => {
    const id = await createOk(aino, grossBody({ startDate: day(-41), endDate: null, gross: null, assure: false }), true)
    expect((await detail(aino, id)).status).toBe('DRAFT')
    const bad = await create(aino, grossBody({ startDate: day(-42), endDate: day(-50) }), true)
    expect(bad.body).toMatchObject({ errorCode: 'INCOME_STATEMENT_INVALID', endDate: 'endBeforeStart' })
    await call(aino, 'DELETE', `${BASE}/${id}`)
  })

  it('needs the attachment of the right type, and refuses a start date another statement has', async () => {
    const other = await uploadId(aino, 'OTHER')
    const body = grossBody({
      startDate: day(-60),
      gross: { type: 'INCOME', incomeSource: 'ATTACHMENTS', estimatedMonthlyIncome: 1 },
      attachmentIds: [other],
    })
    expect((await create(aino, body)).body).toMatchObject({ 'attachments.PAYSLIP_GROSS': 'attachmentMissing' })
    const payslip = await uploadId(aino, 'PAYSLIP_GROSS')
    await createOk(aino, { ...body, attachmentIds: [other, payslip] })
    const again = await create(aino, { type: 'HIGHEST_FEE', startDate: day(-60), assure: true })
    expect(again.body).toMatchObject({ errorCode: 'INCOME_STATEMENT_START_DATE_TAKEN', startDate: 'unselectableDate' })
  })

  it('refuses bad input with 400', async () => {
    expect((await call(aino, 'POST', `${BASE}?draft=maybe`, grossBody())).status).toBe(400)
    expect((await call(aino, 'POST', BASE, grossBody())).status).toBe(400)
    expect((await create(aino, { type: 'CHILD_INCOME', startDate: day(0) })).status).toBe(400)
    expect((await create(aino, grossBody({ startDate: '2026-02-30' }))).status).toBe(400)
    expect((await call(aino, 'GET', `${BASE}?page=0`)).status).toBe(400)
    expect((await call(aino, 'GET', `${BASE}/not-an-id`)).status).toBe(400)
    expect((await upload(aino, 'NOT_A_TYPE')).status).toBe(400)
  })
})

describe('transitions', () => {
  it('edits a draft, sends it, adds details while sent, refuses edits, then handled is read only', async () => {
    const id = await createOk(aino, grossBody({ startDate: day(-80), student: true }), true)
    const put = (body: unknown, draft: boolean) => call(aino, 'PUT', `${BASE}/${id}?draft=${draft}`, body)
    expect((await put(grossBody({ startDate: day(-81), student: true, otherInfo: 'v2' }), true)).status).toBe(200)
    expect(await detail(aino, id)).toMatchObject({ status: 'DRAFT', startDate: day(-81), otherInfo: 'v2' })
    // Sending checks the attachments; the upload goes straight to the statement
    expect((await put(grossBody({ startDate: day(-81), student: true }), false)).body).toMatchObject({
      'attachments.PROOF_OF_STUDIES': 'attachmentMissing',
    })
    const proof = await uploadId(aino, 'PROOF_OF_STUDIES', id)
    const send = await put(grossBody({ startDate: day(-81), student: true, attachmentIds: [proof] }), false)
    expect(send.status, JSON.stringify(send.body)).toBe(200)
    expect((await detail(aino, id)).status).toBe('SENT')
    // A sent one is no longer edited, draft or not
    for (const draft of [true, false]) {
      const again = await put(grossBody({ startDate: day(-81) }), draft)
      expect(again.status).toBe(409)
      expect(again.body.errorCode).toBe('INCOME_STATEMENT_NOT_DRAFT')
    }
    // update-sent: other info and attachments, keeping the required ones
    const extra = await uploadId(aino, 'OTHER', id)
    const updateSent = (body: unknown) => call(aino, 'PUT', `${BASE}/${id}/update-sent`, body)
    expect((await updateSent({ otherInfo: 'lisäys', attachmentIds: [proof, extra] })).status).toBe(200)
    expect(await detail(aino, id)).toMatchObject({ otherInfo: 'lisäys', status: 'SENT' })
    expect((await detail(aino, id)).attachments).toHaveLength(2)
    expect((await updateSent({ otherInfo: 'x', attachmentIds: [extra] })).body).toMatchObject({
      errorCode: 'INCOME_STATEMENT_INVALID',
      'attachments.PROOF_OF_STUDIES': 'attachmentMissing',
    })
    // A linked attachment of a sent statement is not deleted directly
    expect((await call(aino, 'DELETE', `/api/citizen/attachments/${extra}`)).status).toBe(409)

    await dev(`/api/dev/income-statements/${id}/handled`, { handlerName: 'Kalle Käsittelijä' })
    expect(await detail(aino, id)).toMatchObject({ status: 'HANDLED', handlerName: 'Kalle Käsittelijä' })
    const del = await call(aino, 'DELETE', `${BASE}/${id}`)
    expect([del.status, del.body.errorCode]).toEqual([409, 'INCOME_STATEMENT_HANDLED'])
    expect((await updateSent({ otherInfo: 'x', attachmentIds: [proof] })).body.errorCode).toBe(
      'INCOME_STATEMENT_NOT_SENT',
    )
    expect((await upload(aino, 'OTHER', id)).status).toBe(409)
  })

  it('deletes a draft and cancels a sent statement, with their attachments', async () => {
    const draftId = await createOk(aino, { type: 'HIGHEST_FEE', startDate: day(-90) }, true)
    const file = await uploadId(aino, 'OTHER', draftId)
    expect((await call(aino, 'DELETE', `${BASE}/${draftId}`)).status).toBe(200)
    expect((await call(aino, 'GET', `${BASE}/${draftId}`)).status).toBe(404)
    expect(await t.db.selectFrom('attachment').select('id').where('id', '=', file).executeTakeFirst()).toBeUndefined()
    const sentId = await createOk(aino, { type: 'HIGHEST_FEE', startDate: day(-91), assure: true })
    expect((await call(aino, 'DELETE', `${BASE}/${sentId}`)).status).toBe(200)
    expect((await call(aino, 'GET', `${BASE}/${sentId}`)).status).toBe(404)
  })

  it('a highest fee statement has nothing to add once sent', async () => {
    const id = await createOk(aino, { type: 'HIGHEST_FEE', startDate: day(-92), assure: true })
    const res = await call(aino, 'PUT', `${BASE}/${id}/update-sent`, { otherInfo: 'x' })
    expect(res.body.errorCode).toBe('INCOME_STATEMENT_NOT_SENT')
  })
})

describe('a child’s statements', () => {
  it('needs an attachment and the assurance on send, lists the child’s statements and their start dates', async () => {
    const url = `${BASE}/child/${eetu}`
    const body = { type: 'CHILD_INCOME', startDate: addMonths(today(), -20), otherInfo: 'Lapsen eläke' }
    expect((await create(aino, { ...body, assure: true }, false, url)).body).toMatchObject({
      'attachments.CHILD_INCOME': 'attachmentMissing',
    })
    expect((await create(aino, { ...body, type: 'HIGHEST_FEE' }, true, url)).status).toBe(400)
    const file = await uploadId(aino, 'CHILD_INCOME')
    expect((await create(aino, { ...body, attachmentIds: [file] }, false, url)).body).toMatchObject({
      assure: 'required',
    })
    const id = await createOk(aino, { ...body, attachmentIds: [file], assure: true }, false, url)
    const list = PagedIncomeStatements.parse((await call(aino, 'GET', url)).body)
    expect(list.data.map((s) => s.id)).toEqual([id])
    expect((await call(aino, 'GET', `${BASE}/child/start-dates/${eetu}`)).body).toEqual([body.startDate])
    expect((await detail(aino, id)).personId).toBe(eetu)
    // The child's statement stays a child's
    const put = await call(aino, 'PUT', `${BASE}/${id}?draft=true`, grossBody())
    expect(put.status).toBe(409)
  })
})

describe('lists', () => {
  it('pages 10 at a time from page 1, newest start first', async () => {
    const sanna = await as('three-children-2')
    const sannaId = await personIdOf('three-children-2')
    for (let i = 0; i < 23; i++) {
      await dev('/api/dev/income-statements', { personId: sannaId, startDate: day(-500 + i), status: 'SENT' })
    }
    const page = async (n: number) => PagedIncomeStatements.parse((await call(sanna, 'GET', `${BASE}?page=${n}`)).body)
    const first = await page(1)
    expect([first.total, first.pages, first.data.length]).toEqual([23, 3, 10])
    expect(first.data[0]!.startDate).toBe(day(-478))
    expect((await page(3)).data.map((s) => s.startDate)).toEqual([day(-498), day(-499), day(-500)])
    expect((await page(4)).data).toEqual([])
  })

  it('tells whether today’s partner has given their income', async () => {
    const pekkaId = await personIdOf('weak-login')
    const res = async () => (await call(aino, 'GET', `${BASE}/partner`)).body
    expect(await res()).toEqual({ partner: null })
    await dev('/api/dev/partnerships', { personId: ainoId, partnerId: pekkaId, startDate: day(-10) })
    expect(await res()).toEqual({ partner: { name: 'Pekka Hämäläinen', hasIncomeStatement: false } })
    await dev('/api/dev/income-statements', { personId: pekkaId, type: 'HIGHEST_FEE', startDate: day(-5) })
    expect((await res()).partner.hasIncomeStatement).toBe(true)
  })
})

describe('concurrency', () => {
  it('two statements sent at once with the same start date: one is stored', async () => {
    const body = { type: 'HIGHEST_FEE', startDate: day(-120), assure: true }
    const results = await Promise.all([create(aino, body), create(aino, body), create(aino, body)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(results.filter((r) => r.status === 400).map((r) => r.body.errorCode)).toEqual([
      'INCOME_STATEMENT_START_DATE_TAKEN',
      'INCOME_STATEMENT_START_DATE_TAKEN',
    ])
  })

  it('a delete and an update-sent at once end in one serial result', async () => {
    const file = await uploadId(aino, 'CHILD_INCOME')
    const id = await createOk(
      aino,
      { type: 'CHILD_INCOME', startDate: day(-130), attachmentIds: [file], assure: true },
      false,
      `${BASE}/child/${eetu}`,
    )
    const [del, upd] = await Promise.all([
      call(aino, 'DELETE', `${BASE}/${id}`),
      call(aino, 'PUT', `${BASE}/${id}/update-sent`, { otherInfo: 'x', attachmentIds: [file] }),
    ])
    expect(del.status).toBe(200)
    // Either it was updated before the delete, or it was gone already
    expect([200, 404]).toContain(upd.status)
    expect((await call(aino, 'GET', `${BASE}/${id}`)).status).toBe(404)
  })
})
