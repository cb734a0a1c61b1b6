import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  serviceApplicationErrors,
  startOfMonth,
  type Child,
  type CitizenServiceApplication,
  type Persona,
  type ServiceNeedOptionBasics,
  type ServiceNeedSummary,
} from '@citizen/contract'
import { csrf, demoReads, loginAs, persona, personIdOf, today, useTestApp } from '../../../test/harness'

const t = useTestApp()
const { load, child, get, auditRows } = demoReads(t)
let personas: Persona[]

const send = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/citizen/service-applications',
    headers: { cookie, ...csrf },
    payload: payload as object,
  })
const cancel = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/citizen/service-applications/${id}`, headers: { cookie, ...csrf } })
const decide = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/dev/service-applications/${id}/decision`, headers: csrf, payload })
const list = async (childId: string, cookie: string) => {
  const res = await get(`/api/citizen/service-applications?childId=${childId}`, cookie)
  expect(res.statusCode).toBe(200)
  return res.json() as CitizenServiceApplication[]
}
const optionId = async (nameEn: string) =>
  (await t.db.selectFrom('service_need_option').select('id').where('name_en', '=', nameEn).executeTakeFirstOrThrow()).id

const SHORTER = 'Full day, at most 25 h a week'
const PART_WEEK = 'Part day, at most 20 h a week'
const nextMonth = () => addMonths(startOfMonth(today()), 1)

beforeAll(async () => {
  personas = await load()
})

describe('reading', () => {
  it('lists the child’s applications newest first, DELETE only for the sender while undecided (weak login)', async () => {
    const onni = child('three-children-1', 'Onni')
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK')
    const rows = await list(onni.id, mikko)
    expect(rows).toHaveLength(2)
    const [undecided, rejected] = rows
    expect(undecided).toMatchObject({
      data: {
        childId: onni.id,
        childName: 'Onni Korhonen',
        personName: 'Mikko Korhonen',
        startDate: nextMonth(),
        serviceNeedOption: { nameEn: SHORTER, validPlacementType: 'DAYCARE', partWeek: false },
        decision: null,
      },
      permittedActions: ['DELETE'],
    })
    expect(rejected).toMatchObject({
      data: {
        serviceNeedOption: { nameEn: PART_WEEK, validPlacementType: 'DAYCARE_PART_TIME', partWeek: true },
        decision: {
          status: 'REJECTED',
          decidedByName: 'Johtaja Jaana Mäkelä',
          rejectedReason: expect.stringContaining('Osaviikkoinen') as unknown,
        },
      },
      permittedActions: [],
    })
    expect((await auditRows('SERVICE_APPLICATIONS_READ')).at(-1)).toMatchObject({
      target_person_ids: expect.arrayContaining([onni.id]) as unknown,
    })
    // The other guardian sees them, but only the sender may cancel
    const sanna = await loginAs(t.app, persona(personas, 'three-children-2').ssn, 'WEAK')
    expect((await list(onni.id, sanna)).map((r) => r.permittedActions)).toEqual([[], []])
  })

  it('answers 401 without a login, 400 for bad input and 404 with no data for another family’s child', async () => {
    const onni = child('three-children-1', 'Onni')
    const stranger = await loginAs(t.app, persona(personas, 'one-child').ssn)
    for (const url of [
      `/api/citizen/service-applications?childId=${onni.id}`,
      `/api/citizen/service-applications/options?childId=${onni.id}&date=${today()}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401)
      const foreign = await get(url, stranger)
      expect(foreign.statusCode, url).toBe(404)
      expect(foreign.body, url).not.toContain('Korhonen')
    }
    for (const url of [
      '/api/citizen/service-applications',
      '/api/citizen/service-applications?childId=x',
      `/api/citizen/service-applications/options?childId=${onni.id}`,
      `/api/citizen/service-applications/options?childId=${onni.id}&date=2026-02-30`,
      `/api/citizen/service-applications/options?childId=${onni.id}&date=tomorrow`,
    ]) {
      expect((await get(url, stranger)).statusCode, url).toBe(400)
    }
  })

  it('offers the non-default options of the placement’s type and the part-time change on the date (strong login)', async () => {
    const aino = persona(personas, 'one-child')
    const eetu = child('one-child', 'Eetu')
    const cookie = await loginAs(t.app, aino.ssn)
    const res = await get(`/api/citizen/service-applications/options?childId=${eetu.id}&date=${nextMonth()}`, cookie)
    expect(res.statusCode).toBe(200)
    const options = res.json() as ServiceNeedOptionBasics[]
    expect(options.map((o) => [o.nameEn, o.validPlacementType])).toEqual([
      [SHORTER, 'DAYCARE'],
      [PART_WEEK, 'DAYCARE_PART_TIME'],
    ])
    // No placement then: none
    const after = await get(
      `/api/citizen/service-applications/options?childId=${eetu.id}&date=${addDays(today(), 800)}`,
      cookie,
    )
    expect(after.json()).toEqual([])
    // A unit without the feature (Ella at Metsätähti): none
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn)
    const ella = child('three-children-1', 'Ella')
    expect(
      (await get(`/api/citizen/service-applications/options?childId=${ella.id}&date=${today()}`, mikko)).json(),
    ).toEqual([])
    const weak = await loginAs(t.app, aino.ssn, 'WEAK')
    expect(
      (await get(`/api/citizen/service-applications/options?childId=${eetu.id}&date=${today()}`, weak)).statusCode,
    ).toBe(403)
    expect((await auditRows('SERVICE_APPLICATION_OPTIONS_READ')).length).toBeGreaterThan(0)
  })

  it('tells on the children which may apply (reference §5)', async () => {
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK')
    const children = (await get('/api/citizen/children', mikko)).json() as Child[]
    const possible = Object.fromEntries(children.map((c) => [c.firstName, c.serviceApplicationCreationPossible]))
    // Onni at Aurinkoinen (the feature); Ella and Veeti at Metsätähti (no feature)
    expect(possible).toEqual({ Onni: true, Ella: false, Veeti: false })
    const kaisa = await loginAs(t.app, persona(personas, 'preschool').ssn, 'WEAK')
    // Preschool without daycare has no non-default option
    const preschool = (await get('/api/citizen/children', kaisa)).json() as Child[]
    expect(preschool.find((c) => c.firstName === 'Aada')?.serviceApplicationCreationPossible).toBe(false)
  })
})

describe('sending and cancelling', () => {
  beforeEach(async () => {
    personas = await load()
  })

  const body = async (overrides: object = {}) => ({
    childId: child('one-child', 'Eetu').id,
    startDate: nextMonth(),
    serviceNeedOptionId: await optionId(SHORTER),
    additionalInfo: '',
    ...overrides,
  })

  it('sends an application, lists it and blocks another while it is undecided (409)', async () => {
    const aino = persona(personas, 'one-child')
    const cookie = await loginAs(t.app, aino.ssn)
    const res = await send(cookie, await body({ additionalInfo: '  Töihin paluu  ' }))
    expect(res.statusCode).toBe(200)
    const { id } = res.json() as { id: string }
    const rows = await list(child('one-child', 'Eetu').id, cookie)
    expect(rows).toMatchObject([
      {
        data: { id, personId: await personIdOf(t.db, personas, 'one-child'), additionalInfo: 'Töihin paluu' },
        permittedActions: ['DELETE'],
      },
    ])
    const again = await send(cookie, await body({ serviceNeedOptionId: await optionId(PART_WEEK) }))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ errorCode: serviceApplicationErrors.undecidedExists })
    expect((await auditRows('SERVICE_APPLICATION_CREATE')).at(-1)).toMatchObject({
      target_ids: expect.objectContaining({ serviceApplication: [id] }) as unknown,
    })
  })

  it.each<[string, () => Promise<object>, string]>([
    ['a start before today', () => body({ startDate: addDays(today(), -1) }), serviceApplicationErrors.startInPast],
    [
      'no placement on the start',
      () => body({ startDate: addMonths(startOfMonth(today()), 30) }),
      serviceApplicationErrors.noPlacement,
    ],
    [
      'the default option',
      async () => body({ serviceNeedOptionId: await optionId('Full day, over 25 h a week') }),
      serviceApplicationErrors.invalidOption,
    ],
    [
      'an option of another placement type',
      async () => body({ serviceNeedOptionId: await optionId('Pre-primary education and club') }),
      serviceApplicationErrors.invalidOption,
    ],
    [
      'an unknown option',
      () => body({ serviceNeedOptionId: crypto.randomUUID() }),
      serviceApplicationErrors.invalidOption,
    ],
    [
      'another day than the 1st without an explanation',
      () => body({ startDate: addDays(nextMonth(), 1), additionalInfo: '  ' }),
      serviceApplicationErrors.explanationRequired,
    ],
  ])('refuses %s (400)', async (_, make, errorCode) => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const res = await send(cookie, await make())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode })
  })

  it('takes another day than the 1st with an explanation', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const res = await send(cookie, await body({ startDate: addDays(nextMonth(), 1), additionalInfo: 'Vuorotyö alkaa' }))
    expect(res.statusCode).toBe(200)
  })

  it('refuses bad input (400), a weak login (403) and another family’s child (404)', async () => {
    const aino = persona(personas, 'one-child')
    const cookie = await loginAs(t.app, aino.ssn)
    for (const payload of [
      {},
      await body({ startDate: '2026-13-01' }),
      await body({ childId: 'nope' }),
      await body({ serviceNeedOptionId: null }),
      await body({ additionalInfo: 'x'.repeat(5001) }),
      { ...(await body()), additionalInfo: undefined },
    ]) {
      expect((await send(cookie, payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
    }
    expect((await send(await loginAs(t.app, aino.ssn, 'WEAK'), await body())).statusCode).toBe(403)
    const stranger = await loginAs(t.app, persona(personas, 'three-children-1').ssn)
    const foreign = await send(stranger, await body())
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body).not.toContain('Eetu')
  })

  it('keeps one of applications sent at the same moment; the others answer 409', async () => {
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const payload = await body()
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(cookie, payload)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409])
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ errorCode: serviceApplicationErrors.undecidedExists })
    }
    const rows = await t.db
      .selectFrom('service_application')
      .select('id')
      .where('child_id', '=', payload.childId)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('lets the sender cancel while undecided; 409 once decided, 403 for the other guardian, 404 for others', async () => {
    const onni = child('three-children-1', 'Onni')
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn)
    const [undecided, rejected] = await list(onni.id, mikko)
    const sanna = await loginAs(t.app, persona(personas, 'three-children-2').ssn)
    expect((await cancel(sanna, undecided!.data.id)).statusCode).toBe(403)
    const stranger = await loginAs(t.app, persona(personas, 'one-child').ssn)
    expect((await cancel(stranger, undecided!.data.id)).statusCode).toBe(404)
    expect((await cancel(stranger, crypto.randomUUID())).statusCode).toBe(404)
    expect((await cancel(mikko, 'not-an-id')).statusCode).toBe(400)
    const weak = await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK')
    expect((await cancel(weak, undecided!.data.id)).statusCode).toBe(403)
    const decided = await cancel(mikko, rejected!.data.id)
    expect(decided.statusCode).toBe(409)
    expect(decided.json()).toMatchObject({ errorCode: serviceApplicationErrors.alreadyDecided })
    expect((await cancel(mikko, undecided!.data.id)).statusCode).toBe(200)
    expect((await list(onni.id, mikko)).map((r) => r.data.id)).toEqual([rejected!.data.id])
    expect((await auditRows('SERVICE_APPLICATION_DELETE')).at(-1)).toMatchObject({
      target_ids: { serviceApplication: [undecided!.data.id] },
    })
    // Now a new one may be sent
    const res = await send(mikko, {
      childId: onni.id,
      startDate: nextMonth(),
      serviceNeedOptionId: await optionId(SHORTER),
      additionalInfo: '',
    })
    expect(res.statusCode).toBe(200)
  })

  it('a cancel and a decision at once: one wins, the other answers 409', async () => {
    const onni = child('three-children-1', 'Onni')
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn)
    const [undecided] = await list(onni.id, mikko)
    const [a, b] = await Promise.all([
      cancel(mikko, undecided!.data.id),
      decide(undecided!.data.id, { status: 'REJECTED', rejectedReason: 'Ei tilaa' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual(a.statusCode === 200 ? [200, 404] : [200, 409])
  })
})

describe('the unit manager’s decision (dev API)', () => {
  beforeEach(async () => {
    personas = await load()
  })

  /** The id of the child's application from `start` for the option (by its English name) */
  const sentFrom = async (start: string, cookie: string, childId: string, option: string) => {
    const res = await send(cookie, {
      childId,
      startDate: start,
      serviceNeedOptionId: await optionId(option),
      additionalInfo: '',
    })
    return (res.json() as { id: string }).id
  }
  const serviceNeeds = async (childId: string, cookie: string) =>
    (await get(`/api/citizen/children/${childId}/service-needs`, cookie)).json() as ServiceNeedSummary[]

  it('accepting changes the service need from the start date; deciding again is 409', async () => {
    const eetu = child('one-child', 'Eetu')
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const start = nextMonth()
    const id = await sentFrom(start, cookie, eetu.id, SHORTER)
    expect((await decide(id, { status: 'ACCEPTED', decidedByName: 'Johtaja' })).statusCode).toBe(200)
    const needs = await serviceNeeds(eetu.id, cookie)
    expect(needs[0]).toMatchObject({ startDate: start, endDate: addDays(today(), 700), isDefault: false })
    expect(needs[0]!.option?.nameEn).toBe(SHORTER)
    expect(needs.slice(1).every((n) => n.endDate < start)).toBe(true)
    const [row] = await list(eetu.id, cookie)
    expect(row).toMatchObject({
      data: { decision: { status: 'ACCEPTED', decidedByName: 'Johtaja' } },
      permittedActions: [],
    })
    const again = await decide(id, { status: 'REJECTED', rejectedReason: 'x' })
    expect(again.statusCode).toBe(409)
  })

  it('accepting a part-time option splits the placement at the start date', async () => {
    const eetu = child('one-child', 'Eetu')
    const cookie = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const start = nextMonth()
    const id = await sentFrom(start, cookie, eetu.id, PART_WEEK)
    expect((await decide(id, { status: 'ACCEPTED' })).statusCode).toBe(200)
    const placements = await t.db
      .selectFrom('placement')
      .select(['type', 'start_date', 'end_date'])
      .where('child_id', '=', eetu.id)
      .orderBy('start_date')
      .execute()
    expect(placements).toEqual([
      { type: 'DAYCARE', start_date: addDays(today(), -200), end_date: addDays(start, -1) },
      { type: 'DAYCARE_PART_TIME', start_date: start, end_date: addDays(today(), 700) },
    ])
    const groups = await t.db
      .selectFrom('daycare_group_placement as g')
      .innerJoin('placement as p', 'p.id', 'g.placement_id')
      .select(['p.type', 'g.start_date', 'g.end_date'])
      .where('p.child_id', '=', eetu.id)
      .orderBy('g.start_date')
      .execute()
    expect(groups.at(-1)).toMatchObject({ type: 'DAYCARE_PART_TIME', start_date: start })
    expect((await serviceNeeds(eetu.id, cookie))[0]!.option?.nameEn).toBe(PART_WEEK)
  })
})

describe('with SERVICE_APPLICATIONS off', () => {
  it('registers no call (404) and no child may apply', async () => {
    const off = await t.newApp({ serviceApplications: false })
    const onni = child('three-children-1', 'Onni')
    const cookie = await loginAs(off, persona(personas, 'three-children-1').ssn)
    const res = await off.inject({
      method: 'GET',
      url: `/api/citizen/service-applications?childId=${onni.id}`,
      headers: { cookie },
    })
    expect(res.statusCode).toBe(404)
    const post = await off.inject({
      method: 'POST',
      url: '/api/citizen/service-applications',
      headers: { cookie, ...csrf },
      payload: {},
    })
    expect(post.statusCode).toBe(404)
    const children = (
      await off.inject({ method: 'GET', url: '/api/citizen/children', headers: { cookie } })
    ).json() as Child[]
    expect(children.every((c) => !c.serviceApplicationCreationPossible)).toBe(true)
  })
})
