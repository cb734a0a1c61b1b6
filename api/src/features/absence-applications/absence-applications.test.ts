import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  ABSENCE_APPLICATION_DESCRIPTION_MAX,
  AbsenceApplicationCitizen,
  absenceApplicationErrors,
  addDays,
  Child,
  expandCalendar,
  isoWeekday,
  ReservationsResponse,
  type FiniteDateRange,
} from '@citizen/contract'
import { auditRowsOf, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

const t = useTestApp()
const { load, as, childOf, personIdOf, call } = demoClient(t)
let off: FastifyInstance

const BASE = '/api/citizen/absence-application'
const list = async (cookie: string, childId: string) => {
  const res = await call(cookie, 'GET', `${BASE}?childId=${childId}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return AbsenceApplicationCitizen.array().parse(res.body)
}
const possible = async (cookie: string, childId: string): Promise<FiniteDateRange[]> => {
  const res = await call(cookie, 'GET', `${BASE}/application-possible?childId=${childId}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as FiniteDateRange[]
}
const create = (cookie: string, body: Record<string, unknown>) => call(cookie, 'POST', BASE, body)
const decide = (id: string, body: Record<string, unknown>) =>
  call(null, 'POST', `/api/dev/absence-applications/${id}/decision`, body)
const auditRows = (action: string) => auditRowsOf(t.db, action)

let allowed: FiniteDateRange[]
/** Reads Aada's allowed ranges, as her guardian's weak session sees them */
const readAllowed = async () => {
  allowed = await possible(await as('preschool', 'WEAK'), childOf('preschool', 'Aada'))
}

/** A week (Monday to Friday) inside Aada's allowed ranges, the `nth` one from three weeks ahead */
function week(nth: number): FiniteDateRange {
  let found = 0
  for (const r of allowed) {
    let start = r.start < addDays(today(), 21) ? addDays(today(), 21) : r.start
    while (isoWeekday(start) !== 1) start = addDays(start, 1)
    for (; addDays(start, 4) <= r.end; start = addDays(start, 7)) {
      if (found++ === nth) return { start, end: addDays(start, 4) }
    }
  }
  throw new Error('No such week in the allowed ranges')
}
const body = (childId: string, range: FiniteDateRange, description = 'Matka isovanhempien luo') => ({
  childId,
  startDate: range.start,
  endDate: range.end,
  description,
})

beforeAll(async () => {
  await load()
  off = await t.newApp({ absenceApplications: false })
})

describe('GET /citizen/children', () => {
  it('tells which children have a preschool placement from today on', async () => {
    const kaisa = await call(await as('preschool', 'WEAK'), 'GET', '/api/citizen/children')
    expect(
      Child.array()
        .parse(kaisa.body)
        .map((c) => [c.firstName, c.absenceApplicationCreationPossible]),
    ).toEqual([
      ['Aada', true],
      ['Eino', true],
    ])
    const mikko = await call(await as('three-children-1', 'WEAK'), 'GET', '/api/citizen/children')
    expect(
      Child.array()
        .parse(mikko.body)
        .every((c) => !c.absenceApplicationCreationPossible),
    ).toBe(true)
  })
})

describe('reads', () => {
  beforeAll(readAllowed)

  it('lists the demo applications with a weak login, DELETE only on the waiting one, and audits it', async () => {
    const kaisa = await as('preschool', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    const rows = await list(kaisa, aada)
    expect(rows.map((r) => r.data.status).sort()).toEqual(['ACCEPTED', 'REJECTED', 'WAITING_DECISION'])
    for (const r of rows) {
      expect(r.actions).toEqual(r.data.status === 'WAITING_DECISION' ? ['DELETE'] : [])
      expect(r.data.child).toEqual({ id: aada, firstName: 'Aada', lastName: 'Lehtonen' })
      expect(r.data.createdBy).toEqual({ id: await personIdOf('preschool'), name: 'Kaisa Lehtonen' })
      expect(r.data.decidedAt === null).toBe(r.data.status === 'WAITING_DECISION')
    }
    expect(rows.find((r) => r.data.status === 'REJECTED')!.data.rejectedReason).toMatch(/esiopetuslain/)
    expect(rows.map((r) => r.data.startDate)).toEqual(
      rows
        .map((r) => r.data.startDate)
        .sort()
        .reverse(),
    )
    const audit = (await auditRows('ABSENCE_APPLICATIONS_READ')).at(-1)!
    expect(audit.target_person_ids).toEqual([aada])
    expect(audit.target_ids).toEqual({ absenceApplication: expect.arrayContaining(rows.map((r) => r.data.id)) })
    expect(await list(kaisa, childOf('preschool', 'Eino'))).toEqual([])
  })

  it('answers the allowed ranges: from today on, inside the terms, none for a daycare child', async () => {
    expect(allowed.length).toBeGreaterThan(0)
    expect(allowed[0]!.start >= today()).toBe(true)
    for (const [a, b] of allowed.slice(1).map((r, i) => [allowed[i]!, r] as const)) expect(a.end < b.start).toBe(true)
    expect(await possible(await as('three-children-1', 'WEAK'), childOf('three-children-1', 'Onni'))).toEqual([])
    expect((await auditRows('ABSENCE_APPLICATION_RANGES_READ')).length).toBeGreaterThan(0)
  })

  it('answers 401 without a login, 400 for a malformed id, 404 for another family’s child', async () => {
    const stranger = await as('three-children-1', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    for (const url of [`${BASE}?childId=${aada}`, `${BASE}/application-possible?childId=${aada}`]) {
      expect((await call(null, 'GET', url)).status, url).toBe(401)
      const res = await call(stranger, 'GET', url)
      expect(res.status, url).toBe(404)
      expect(res.raw.toString(), url).not.toMatch(/Aada|Lehtonen|Espanja/)
    }
    expect((await call(stranger, 'GET', `${BASE}?childId=nope`)).status).toBe(400)
    expect((await call(stranger, 'GET', BASE)).status).toBe(400)
    expect((await call(stranger, 'GET', `${BASE}/application-possible?childId=`)).status).toBe(400)
  })
})

describe('POST /citizen/absence-application', () => {
  beforeAll(readAllowed)

  it('saves a weak login’s application as WAITING_DECISION that its creator may withdraw', async () => {
    const kaisa = await as('preschool', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    const res = await create(kaisa, body(aada, week(0), '  Mökkireissu\nkaksi viikkoa  '))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const created = (await list(kaisa, aada)).find((r) => r.data.id === res.body.id)!
    expect(created).toMatchObject({
      data: { status: 'WAITING_DECISION', startDate: week(0).start, endDate: week(0).end, rejectedReason: null },
      actions: ['DELETE'],
    })
    expect(created.data.description).toBe('  Mökkireissu\nkaksi viikkoa  ')
    const audit = (await auditRows('ABSENCE_APPLICATION_CREATE')).at(-1)!
    expect(audit).toMatchObject({ actor_auth_level: 'WEAK', target_person_ids: [aada] })
    expect(audit.target_ids).toEqual({ absenceApplication: [res.body.id] })
  })

  it('refuses a start before today, a range outside the allowed ranges and a child without preschool', async () => {
    const count = async () =>
      Number(
        (await t.db
          .selectFrom('absence_application')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst())!.n,
      )
    const before = await count()
    const kaisa = await as('preschool', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    const last = allowed.at(-1)!
    const cases: [Record<string, unknown>, string, string][] = [
      [
        body(aada, { start: addDays(today(), -1), end: addDays(today(), 3) }),
        absenceApplicationErrors.startBeforeToday,
        '',
      ],
      [body(aada, { start: last.end, end: addDays(last.end, 1) }), absenceApplicationErrors.invalidDateRange, 'after'],
      ...(allowed.length > 1
        ? [
            [
              body(aada, { start: allowed[0]!.end, end: allowed[1]!.start }),
              absenceApplicationErrors.invalidDateRange,
              'gap',
            ] as [Record<string, unknown>, string, string],
          ]
        : []),
    ]
    for (const [payload, errorCode, what] of cases) {
      const res = await create(kaisa, payload)
      expect(res.status, what).toBe(400)
      expect(res.body.errorCode, what).toBe(errorCode)
    }
    const mikko = await as('three-children-1', 'WEAK')
    const onni = childOf('three-children-1', 'Onni')
    const res = await create(mikko, body(onni, week(0)))
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(absenceApplicationErrors.noPreschoolPlacement)
    expect(await count()).toBe(before)
  })

  it('answers 400 for bad input and 404 for another family’s child', async () => {
    const kaisa = await as('preschool', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    const good = body(aada, week(1))
    for (const payload of [
      { ...good, description: '' },
      { ...good, description: ' \n\t ' },
      { ...good, description: 'x'.repeat(ABSENCE_APPLICATION_DESCRIPTION_MAX + 1) },
      { ...good, startDate: good.endDate, endDate: good.startDate },
      { ...good, startDate: '2026-02-30' },
      { ...good, childId: 'nope' },
      { ...good, description: 5 },
      { childId: aada },
      [],
    ]) {
      expect(
        (await create(kaisa, payload as Record<string, unknown>)).status,
        JSON.stringify(payload).slice(0, 80),
      ).toBe(400)
    }
    const stranger = await as('three-children-1', 'WEAK')
    const res = await create(stranger, good)
    expect(res.status).toBe(404)
    expect(res.raw.toString()).not.toMatch(/Aada/)
    expect((await call(null, 'POST', BASE, good)).status).toBe(401)
  })
})

describe('DELETE and the staff decision', () => {
  let kaisa: string
  let aada: string
  beforeEach(async () => {
    await load()
    kaisa = await as('preschool', 'WEAK')
    aada = childOf('preschool', 'Aada')
    allowed = await possible(kaisa, aada)
  })
  const newApplication = async (range = week(0)) => {
    const res = await create(kaisa, body(aada, range))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.id as string
  }

  it('withdraws the creator’s waiting application; a decided one is 400, another family’s 404', async () => {
    const id = await newApplication()
    const stranger = await as('three-children-1', 'WEAK')
    expect((await call(stranger, 'DELETE', `${BASE}/${id}`)).status).toBe(404)
    expect((await call(null, 'DELETE', `${BASE}/${id}`)).status).toBe(401)
    expect((await call(kaisa, 'DELETE', `${BASE}/not-a-uuid`)).status).toBe(400)
    const res = await call(kaisa, 'DELETE', `${BASE}/${id}`)
    expect(res.status).toBe(200)
    expect((await list(kaisa, aada)).map((r) => r.data.id)).not.toContain(id)
    expect((await auditRows('ABSENCE_APPLICATION_DELETE')).at(-1)!.target_ids).toEqual({ absenceApplication: [id] })
    expect((await call(kaisa, 'DELETE', `${BASE}/${id}`)).status).toBe(404)

    const decided = (await list(kaisa, aada)).find((r) => r.data.status === 'ACCEPTED')!.data.id
    const refused = await call(kaisa, 'DELETE', `${BASE}/${decided}`)
    expect(refused.status).toBe(400)
    expect(refused.body.errorCode).toBe(absenceApplicationErrors.alreadyDecided)
  })

  it('accepting marks the child’s days of care in the range absent (staff, OTHER_ABSENCE) and emails the guardian', async () => {
    const range = { start: week(0).start, end: addDays(week(0).start, 13) }
    const id = await newApplication(range)
    // The calendar's days of care (not a term break): in August also the days before the preschool
    // term proper (finnishPreschool) starts, which the extended term's application may cover
    const calendar = await call(kaisa, 'GET', `/api/citizen/reservations?from=${range.start}&to=${range.end}`)
    const careDays = expandCalendar(ReservationsResponse.parse(calendar.body))
      .days.filter((d) => d.children.some((c) => c.childId === aada && c.scheduleType !== 'TERM_BREAK'))
      .map((d) => d.date)
    expect((await decide(id, { status: 'ACCEPTED' })).status).toBe(200)
    const absences = await t.db
      .selectFrom('absence')
      .select(['date', 'absence_type', 'modified_by_type', 'category'])
      .where('child_id', '=', aada)
      .where('date', '>=', range.start)
      .where('date', '<=', range.end)
      .orderBy('date')
      .execute()
    expect(absences.map((a) => a.date)).toEqual(careDays)
    expect(absences.length).toBeGreaterThan(0)
    expect(new Set(absences.map((a) => `${a.absence_type} ${a.modified_by_type} ${a.category}`))).toEqual(
      new Set(['OTHER_ABSENCE STAFF NONBILLABLE']),
    )
    const row = (await list(kaisa, aada)).find((r) => r.data.id === id)!
    expect(row).toMatchObject({ data: { status: 'ACCEPTED', decidedBy: 'Johtaja Jaana' }, actions: [] })
    const emails = await t.db
      .selectFrom('email_outbox')
      .select(['person_id', 'template', 'params'])
      .where('dedupe_key', '=', `absence-application-decided:${id}`)
      .execute()
    expect(emails).toEqual([
      {
        person_id: await personIdOf('preschool'),
        template: 'absenceApplicationDecided',
        params: { childId: aada, accepted: true },
      },
    ])
    expect((await decide(id, { status: 'REJECTED', reason: 'Ei' })).status).toBe(409)
  })

  it('rejecting stores the reason and marks nothing; a reason is required', async () => {
    const id = await newApplication()
    expect((await decide(id, { status: 'REJECTED' })).status).toBe(400)
    expect((await decide(id, { status: 'REJECTED', reason: '  ' })).status).toBe(400)
    expect((await decide(id, { status: 'REJECTED', reason: 'Ei hyväksyttävä syy' })).status).toBe(200)
    const row = (await list(kaisa, aada)).find((r) => r.data.id === id)!
    expect(row).toMatchObject({ data: { status: 'REJECTED', rejectedReason: 'Ei hyväksyttävä syy' }, actions: [] })
    const absences = await t.db
      .selectFrom('absence')
      .select('date')
      .where('child_id', '=', aada)
      .where('date', '>=', week(0).start)
      .where('date', '<=', week(0).end)
      .execute()
    expect(absences).toEqual([])
    expect((await decide('00000000-0000-0000-0000-000000000000', { status: 'ACCEPTED' })).status).toBe(404)
  })

  it('serialises two withdrawals, and a withdrawal against a decision', async () => {
    const id = await newApplication()
    const twice = await Promise.all([call(kaisa, 'DELETE', `${BASE}/${id}`), call(kaisa, 'DELETE', `${BASE}/${id}`)])
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404])

    for (let round = 0; round < 3; round++) {
      const other = await newApplication(week(round + 1))
      const [withdrawal, decision] = await Promise.all([
        call(kaisa, 'DELETE', `${BASE}/${other}`),
        decide(other, { status: 'ACCEPTED' }),
      ])
      const row = await t.db
        .selectFrom('absence_application')
        .select('status')
        .where('id', '=', other)
        .executeTakeFirst()
      if (withdrawal.status === 200) {
        expect(decision.status).toBe(404)
        expect(row).toBeUndefined()
      } else {
        expect([withdrawal.status, decision.status, row?.status]).toEqual([400, 200, 'ACCEPTED'])
      }
    }
  })
})

describe('with ABSENCE_APPLICATIONS off', () => {
  it('the calls do not exist: 404 whoever asks', async () => {
    const kaisa = await as('preschool', 'WEAK')
    const aada = childOf('preschool', 'Aada')
    for (const [method, url] of [
      ['GET', `${BASE}?childId=${aada}`],
      ['GET', `${BASE}/application-possible?childId=${aada}`],
      ['POST', BASE],
      ['DELETE', `${BASE}/00000000-0000-0000-0000-000000000000`],
    ] as const) {
      const payload = method === 'POST' ? body(aada, { start: today(), end: today() }) : undefined
      expect((await call(kaisa, method, url, payload, off)).status, url).toBe(404)
      expect((await call(null, method, url, payload, off)).status, url).toBe(404)
    }
  })
})
