import { beforeAll, describe, expect, it } from 'vitest'
import { AssistanceDecision, PreschoolAssistanceDecision, decisionPdfPaths } from '@citizen/contract'
import { today, useTestApp, withQueryCount } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { addDays } from '@citizen/contract'
import { assistanceDecisionFixtures, paths } from './assistance-decision-fixtures'

const t = useTestApp()
const demo = demoClient(t)
const { load, as, childOf, personIdOf, call } = demo
const { devEce, devPreschool, ok, eceList, preschoolList, eceCounts, preschoolCounts } =
  assistanceDecisionFixtures(demo)

beforeAll(async () => {
  await load()
})

describe('the demo family’s assistance decisions', () => {
  it('lists Onni’s decisions, newest first, unread', async () => {
    const mikko = await as('three-children-1')
    const onni = childOf('three-children-1', 'Onni')
    const unit = await t.db
      .selectFrom('unit')
      .select(['id', 'name'])
      .where('name', '=', 'Päiväkoti Aurinkoinen')
      .executeTakeFirstOrThrow()
    const ece = await eceList(mikko)
    expect(ece).toEqual([
      {
        id: expect.any(String),
        childId: onni,
        validityPeriod: { start: addDays(today(), -30), end: null },
        status: 'ANNULLED',
        decisionMade: addDays(today(), -35),
        assistanceLevels: ['SPECIAL_ASSISTANCE'],
        selectedUnit: unit,
        annulmentReason: expect.stringContaining('virheellisiin tietoihin'),
        isUnread: true,
      },
      {
        id: expect.any(String),
        childId: onni,
        validityPeriod: { start: addDays(today(), -400), end: null },
        status: 'ACCEPTED',
        decisionMade: addDays(today(), -410),
        assistanceLevels: ['ENHANCED_ASSISTANCE'],
        selectedUnit: unit,
        annulmentReason: '',
        isUnread: true,
      },
    ])
    expect(await preschoolList(mikko)).toEqual([
      {
        id: expect.any(String),
        childId: onni,
        validityPeriod: { start: addDays(today(), -60), end: addDays(today(), 250) },
        status: 'ACCEPTED',
        type: 'NEW',
        decisionMade: addDays(today(), -70),
        unitName: 'Päiväkoti Aurinkoinen',
        annulmentReason: '',
        isUnread: true,
      },
    ])
    expect(await eceCounts(mikko)).toEqual([{ childId: onni, count: 2 }])
    expect(await preschoolCounts(mikko)).toEqual([{ childId: onni, count: 1 }])
  })

  it('answers one decision in full', async () => {
    const mikko = await as('three-children-1')
    const [, accepted] = await eceList(mikko)
    const d = await ok(call(mikko, 'GET', paths.ece(accepted!.id)), (b) => AssistanceDecision.parse(b))
    expect(d).toMatchObject({
      ...accepted,
      selectedUnit: {
        name: 'Päiväkoti Aurinkoinen',
        streetAddress: 'Aurinkotie 5',
        postalCode: '40100',
        postOffice: 'ESIMERKKILÄ',
      },
      child: {
        id: childOf('three-children-1', 'Onni'),
        firstName: 'Onni',
        lastName: 'Korhonen',
        dateOfBirth: '2020-01-17',
      },
      language: 'fi',
    })
    expect(d.decisionNumber).toBeGreaterThan(0)
    expect(d.content.guardianInfo.map((g) => g.name).sort()).toEqual(['Mikko Korhonen', 'Sanna Korhonen'])
    expect(d.content.decisionMaker).toEqual({ name: 'Heikki Lindroos', title: 'Varhaiskasvatuksen palvelupäällikkö' })

    const [preschool] = await preschoolList(mikko)
    const p = await ok(call(mikko, 'GET', paths.preschool(preschool!.id)), (b) => PreschoolAssistanceDecision.parse(b))
    expect(p).toMatchObject({ ...preschool, language: 'fi', child: { firstName: 'Onni' } })
    expect(p.content.primaryGroup).toBe('Esiopetusryhmä Tähdet')
    // Reading the decision does not mark it read: the web app calls read when it opens it
    expect((await eceList(mikko)).every((x) => x.isUnread)).toBe(true)
  })

  it('marking read removes the user from the unread guardians only; the other guardian stays unread', async () => {
    const mikko = await as('three-children-1')
    const sanna = await as('three-children-2')
    const onni = childOf('three-children-1', 'Onni')
    const [annulled, accepted] = await eceList(mikko)
    expect(await call(mikko, 'POST', paths.eceRead(accepted!.id))).toMatchObject({ status: 200, body: { ok: true } })
    // Twice is fine
    expect(await call(mikko, 'POST', paths.eceRead(accepted!.id))).toMatchObject({ status: 200, body: { ok: true } })
    expect((await eceList(mikko)).map((d) => [d.id, d.isUnread])).toEqual([
      [annulled!.id, true],
      [accepted!.id, false],
    ])
    expect((await eceList(sanna)).map((d) => d.isUnread)).toEqual([true, true])
    expect(await eceCounts(mikko)).toEqual([{ childId: onni, count: 1 }])
    expect(await eceCounts(sanna)).toEqual([{ childId: onni, count: 2 }])
    const row = await t.db
      .selectFrom('assistance_need_decision')
      .select('unread_guardian_ids')
      .where('id', '=', accepted!.id)
      .executeTakeFirstOrThrow()
    expect(row.unread_guardian_ids).toEqual([await personIdOf('three-children-2')])

    const [preschool] = await preschoolList(sanna)
    expect(await call(sanna, 'PUT', paths.preschoolRead(preschool!.id))).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await preschoolList(sanna))[0]!.isUnread).toBe(false)
    expect((await preschoolList(mikko))[0]!.isUnread).toBe(true)
    expect(await preschoolCounts(sanna)).toEqual([])
    expect(await preschoolCounts(mikko)).toEqual([{ childId: onni, count: 1 }])
  })
})

describe('who sees what', () => {
  it('DRAFT and NEEDS_WORK are never shown, counted, opened or marked read', async () => {
    const mikko = await as('three-children-1')
    const mikkoId = await personIdOf('three-children-1')
    const ella = childOf('three-children-1', 'Ella')
    // Decided-looking drafts, unread by Mikko: only the status hides them
    const hidden: string[] = []
    for (const status of ['DRAFT', 'NEEDS_WORK']) {
      const body = { childId: ella, status, validFrom: today(), decisionMade: today(), unreadGuardianIds: [mikkoId] }
      hidden.push(paths.ece(await devEce(body)), paths.preschool(await devPreschool(body)))
    }
    expect((await eceList(mikko)).map((d) => d.childId)).not.toContain(ella)
    expect((await preschoolList(mikko)).map((d) => d.childId)).not.toContain(ella)
    expect((await eceCounts(mikko)).map((c) => c.childId)).not.toContain(ella)
    expect((await preschoolCounts(mikko)).map((c) => c.childId)).not.toContain(ella)
    for (const url of hidden) {
      expect((await call(mikko, 'GET', url)).status, url).toBe(404)
      expect((await call(mikko, 'GET', `${url}/pdf`)).status, url).toBe(404)
      const read = url.includes('preschool') ? call(mikko, 'PUT', `${url}/read`) : call(mikko, 'POST', `${url}/read`)
      expect((await read).status, url).toBe(404)
    }
    // Drafts without a given list get no unread guardians at all
    const draft = await devEce({ childId: ella, status: 'DRAFT', validFrom: today() })
    const row = await t.db
      .selectFrom('assistance_need_decision')
      .select(['unread_guardian_ids', 'decision_made'])
      .where('id', '=', draft)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ unread_guardian_ids: [], decision_made: null })
  })

  it('another family gets 404 and no data, and cannot mark anything read', async () => {
    const mikko = await as('three-children-1')
    const aino = await as('one-child')
    const [ece] = await eceList(mikko)
    const [preschool] = await preschoolList(mikko)
    expect(await eceList(aino)).toEqual([])
    expect(await preschoolList(aino)).toEqual([])
    expect(await eceCounts(aino)).toEqual([])
    expect(await preschoolCounts(aino)).toEqual([])
    for (const [method, url] of [
      ['GET', paths.ece(ece!.id)],
      ['GET', decisionPdfPaths.assistanceDecision(ece!.id, 'fi')],
      ['POST', paths.eceRead(ece!.id)],
      ['GET', paths.preschool(preschool!.id)],
      ['GET', decisionPdfPaths.preschoolAssistanceDecision(preschool!.id, 'fi')],
      ['PUT', paths.preschoolRead(preschool!.id)],
      // One kind's id on the other kind's path
      ['GET', paths.preschool(ece!.id)],
      ['GET', paths.ece(preschool!.id)],
    ] as const) {
      const res = await call(aino, method, url)
      expect(res.status, url).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain('Onni')
    }
    expect((await call(mikko, 'GET', paths.preschool(ece!.id))).status).toBe(404)
    const row = await t.db
      .selectFrom('assistance_need_decision')
      .select('unread_guardian_ids')
      .where('id', '=', ece!.id)
      .executeTakeFirstOrThrow()
    expect(row.unread_guardian_ids).toContain(await personIdOf('three-children-1'))
  })

  it('a weak session gets 403 but for the unread counts; bad ids are 400', async () => {
    const [ece] = await eceList(await as('three-children-1'))
    const [preschool] = await preschoolList(await as('three-children-1'))
    const weak = await as('three-children-2', 'WEAK')
    for (const [method, url] of [
      ['GET', paths.eceList],
      ['GET', paths.ece(ece!.id)],
      ['POST', paths.eceRead(ece!.id)],
      ['GET', decisionPdfPaths.assistanceDecision(ece!.id, 'fi')],
      ['GET', paths.preschoolList],
      ['GET', paths.preschool(preschool!.id)],
      ['PUT', paths.preschoolRead(preschool!.id)],
      ['GET', decisionPdfPaths.preschoolAssistanceDecision(preschool!.id, 'fi')],
    ] as const) {
      expect((await call(weak, method, url)).status, url).toBe(403)
      expect((await call(null, method, url)).status, url).toBe(401)
    }
    const onni = childOf('three-children-1', 'Onni')
    expect(await eceCounts(weak)).toEqual([{ childId: onni, count: 2 }])
    expect(await preschoolCounts(weak)).toEqual([])
    expect((await call(null, 'GET', paths.eceCounts)).status).toBe(401)

    const mikko = await as('three-children-1')
    for (const [method, url] of [
      ['GET', paths.ece('nope')],
      ['POST', paths.eceRead('nope')],
      ['GET', decisionPdfPaths.assistanceDecision('nope', 'fi')],
      ['GET', paths.preschool('123')],
      ['PUT', paths.preschoolRead('123')],
      ['GET', decisionPdfPaths.preschoolAssistanceDecision(`${preschool!.id}0`, 'fi')],
    ] as const) {
      expect((await call(mikko, method, url)).status, url).toBe(400)
    }
  })

  it('a child whose placements ended more than a month ago shows nothing', async () => {
    const matti = await as('no-placements')
    const lilja = childOf('no-placements', 'Lilja')
    const unit = await t.db
      .selectFrom('unit')
      .select('id')
      .where('name', '=', 'Päiväkoti Aurinkoinen')
      .executeTakeFirstOrThrow()
    const placement = await t.db
      .insertInto('placement')
      .values({
        type: 'DAYCARE',
        child_id: lilja,
        unit_id: unit.id,
        start_date: addDays(today(), -400),
        end_date: addDays(today(), -40),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const ece = await devEce({
      childId: lilja,
      validFrom: addDays(today(), -300),
      validTo: addDays(today(), -40),
      decisionMade: addDays(today(), -310),
    })
    const preschool = await devPreschool({
      childId: lilja,
      validFrom: addDays(today(), -300),
      decisionMade: addDays(today(), -310),
    })
    expect(await eceList(matti)).toEqual([])
    expect(await preschoolList(matti)).toEqual([])
    expect(await eceCounts(matti)).toEqual([])
    expect(await preschoolCounts(matti)).toEqual([])
    expect((await call(matti, 'GET', paths.ece(ece))).status).toBe(404)
    expect((await call(matti, 'GET', decisionPdfPaths.preschoolAssistanceDecision(preschool, 'fi'))).status).toBe(404)

    // Ended 20 days ago: within the month, so shown
    await t.db
      .updateTable('placement')
      .set({ end_date: addDays(today(), -20) })
      .where('id', '=', placement.id)
      .execute()
    expect((await eceList(matti)).map((d) => [d.id, d.validityPeriod, d.isUnread])).toEqual([
      [ece, { start: addDays(today(), -300), end: addDays(today(), -40) }, true],
    ])
    expect((await preschoolList(matti)).map((d) => d.id)).toEqual([preschool])
    expect(await eceCounts(matti)).toEqual([{ childId: lilja, count: 1 }])
    expect((await call(matti, 'GET', paths.ece(ece))).status).toBe(200)
  })

  it('a foster parent sees the foster child’s decisions while the relationship is valid', async () => {
    const riitta = await as('foster-parent')
    const aleksi = childOf('foster-parent', 'Aleksi')
    const id = await devEce({ childId: aleksi, validFrom: addDays(today(), -10) })
    const [d] = await eceList(riitta)
    expect(d).toMatchObject({ id, childId: aleksi, isUnread: true, decisionMade: today() })
    expect((await call(riitta, 'GET', paths.ece(id))).status).toBe(200)
    await t.db
      .updateTable('foster_parent')
      .set({ valid_during: `[${addDays(today(), -400)},${addDays(today(), -1)})` })
      .where('child_id', '=', aleksi)
      .execute()
    expect(await eceList(riitta)).toEqual([])
    expect((await call(riitta, 'GET', paths.ece(id))).status).toBe(404)
    expect((await call(riitta, 'POST', paths.eceRead(id))).status).toBe(404)
  })
})

describe('query budget', () => {
  it('the lists cost the same number of queries for 1 and 5 decisions', async () => {
    const pekka = await as('weak-login')
    const siiri = childOf('weak-login', 'Siiri')
    const countQueries = (url: string) =>
      withQueryCount(async () => {
        const res = await call(pekka, 'GET', url)
        expect(res.status).toBe(200)
        return { count: (res.body as unknown[]).length }
      })
    const lists = [paths.eceList, paths.preschoolList, paths.eceCounts, paths.preschoolCounts]
    await devEce({ childId: siiri, validFrom: '2026-01-01' })
    await devPreschool({ childId: siiri, validFrom: '2026-01-01' })
    // One at a time: the spy counts every query of the process
    const countAll = async () => {
      const results = []
      for (const url of lists) results.push(await countQueries(url))
      return results
    }
    const one = await countAll()
    expect(one.map((r) => r.count)).toEqual([1, 1, 1, 1])
    for (let i = 0; i < 4; i++) {
      await devEce({ childId: siiri, validFrom: `202${i}-01-01`, validTo: `202${i}-12-31` })
      await devPreschool({ childId: siiri, validFrom: `202${i}-01-01`, validTo: `202${i}-12-31`, type: 'CONTINUING' })
    }
    const five = await countAll()
    expect(five.map((r) => r.count)).toEqual([5, 5, 1, 1])
    expect(five.map((r) => r.queries)).toEqual(one.map((r) => r.queries))
    expect(await eceCounts(pekka)).toEqual([{ childId: siiri, count: 5 }])
  })
})
