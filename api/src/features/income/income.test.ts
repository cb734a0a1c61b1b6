import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, type Persona } from '@citizen/contract'
import { csrf, loginAs, persona, personIdOf, resetDemo, today, useTestApp } from '../../../test/harness'

// reference §6 "Income expiry CTA": GET /citizen/income/expiring answers the end of the user's
// latest income when it is within four weeks, the user (or their partner) heads the family of a
// child in fee-paying care the day after, and no recent income statement covers what follows.
const t = useTestApp()
let personas: Persona[]

beforeAll(async () => {
  personas = await resetDemo(t.app)
})

const expiring = async (key: string, level: 'WEAK' | 'STRONG' = 'WEAK') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/citizen/income/expiring',
    headers: { cookie: await loginAs(t.app, persona(personas, key).ssn, level) },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as string[]
}

const fixtures = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/income', headers: csrf, payload })
  expect(res.statusCode, res.body).toBe(200)
}

const personId = (key: string) => personIdOf(t.db, personas, key)

describe('GET /api/citizen/income/expiring', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/citizen/income/expiring' })
    expect(res.statusCode).toBe(401)
  })

  it('reminds the demo head of family of the income ending in 20 days, with a weak session too', async () => {
    expect(await expiring('three-children-1', 'WEAK')).toEqual([addDays(today(), 20)])
    expect(await expiring('three-children-1', 'STRONG')).toEqual([addDays(today(), 20)])
    // Sanna's own income runs for months yet
    expect(await expiring('three-children-2')).toEqual([])
    expect(await expiring('no-placements')).toEqual([])
  })

  it('needs the user or their partner to head the family of a child in fee-paying care', async () => {
    const aino = await personId('one-child')
    const matti = await personId('no-placements')
    const eetu = persona(personas, 'one-child').children[0]!.id
    await fixtures({
      incomes: [
        { personId: aino, validFrom: addDays(today(), -300), validTo: addDays(today(), 10) },
        { personId: matti, validFrom: addDays(today(), -300), validTo: addDays(today(), 5) },
      ],
    })
    expect(await expiring('one-child')).toEqual([])
    await fixtures({
      fridgeChildren: [
        { childId: eetu, headOfChildId: aino, startDate: addDays(today(), -300), endDate: addDays(today(), 300) },
      ],
    })
    expect(await expiring('one-child')).toEqual([addDays(today(), 10)])
    expect(await expiring('no-placements')).toEqual([])
    await fixtures({
      fridgePartners: [{ personId: aino, partnerId: matti, startDate: addDays(today(), -100), endDate: null }],
    })
    expect(await expiring('no-placements')).toEqual([addDays(today(), 5)])
  })

  it('needs a unit the municipality invoices (or a service voucher unit) and a fee-paying service need', async () => {
    const unit = await t.db
      .selectFrom('placement')
      .innerJoin('unit', 'unit.id', 'placement.unit_id')
      .select(['unit.id', 'unit.provider_type'])
      .where('placement.child_id', '=', persona(personas, 'one-child').children[0]!.id)
      .executeTakeFirstOrThrow()
    await t.db.updateTable('unit').set({ invoiced_by_municipality: false }).where('id', '=', unit.id).execute()
    expect(await expiring('one-child')).toEqual([])
    await t.db.updateTable('unit').set({ provider_type: 'PRIVATE_SERVICE_VOUCHER' }).where('id', '=', unit.id).execute()
    expect(await expiring('one-child')).toEqual([addDays(today(), 10)])
    await t.db
      .updateTable('unit')
      .set({ invoiced_by_municipality: true, provider_type: unit.provider_type })
      .where('id', '=', unit.id)
      .execute()

    const eetu = persona(personas, 'one-child').children[0]!.id
    const need = await t.db
      .selectFrom('service_need')
      .innerJoin('placement', 'placement.id', 'service_need.placement_id')
      .select(['service_need.id', 'service_need.option_id'])
      .where('placement.child_id', '=', eetu)
      .executeTakeFirstOrThrow()
    const free = await t.db
      .selectFrom('service_need_option')
      .select('id')
      .where('fee_coefficient', '=', '0')
      .executeTakeFirstOrThrow()
    await t.db.updateTable('service_need').set({ option_id: free.id }).where('id', '=', need.id).execute()
    expect(await expiring('one-child')).toEqual([])
    await t.db.updateTable('service_need').set({ option_id: need.option_id }).where('id', '=', need.id).execute()
    expect(await expiring('one-child')).toEqual([addDays(today(), 10)])
  })

  it('stops once a statement lasting past the four weeks is sent; drafts and shorter ones do not', async () => {
    const aino = await personId('one-child')
    const statement = (endDate: string | null, status = 'SENT') => ({
      personId: aino,
      startDate: addDays(today(), 11),
      endDate,
      status,
    })
    await fixtures({ incomeStatements: [statement(null, 'DRAFT'), statement(addDays(today(), 28))] })
    expect(await expiring('one-child')).toEqual([addDays(today(), 10)])
    // Sent over a year ago
    await fixtures({
      incomeStatements: [{ ...statement(null), sentAt: new Date(Date.now() - 400 * 86_400_000).toISOString() }],
    })
    expect(await expiring('one-child')).toEqual([addDays(today(), 10)])
    await fixtures({ incomeStatements: [statement(addDays(today(), 29))] })
    expect(await expiring('one-child')).toEqual([])
  })

  it('answers only the latest income, and only within four weeks from today', async () => {
    const matti = await personId('no-placements')
    expect(await expiring('no-placements')).toEqual([addDays(today(), 5)])
    await fixtures({ incomes: [{ personId: matti, validFrom: addDays(today(), 6), validTo: addDays(today(), 29) }] })
    expect(await expiring('no-placements')).toEqual([])
    await t.db.deleteFrom('income').where('person_id', '=', matti).execute()
    await fixtures({ incomes: [{ personId: matti, validFrom: addDays(today(), -300), validTo: addDays(today(), -1) }] })
    expect(await expiring('no-placements')).toEqual([])
    await fixtures({ incomes: [{ personId: matti, validFrom: today(), validTo: today() }] })
    expect(await expiring('no-placements')).toEqual([today()])
  })
})

describe('POST /api/dev/income', () => {
  it('answers 400 to bad fixtures', async () => {
    for (const payload of [
      { incomes: [{ personId: 'x', validFrom: today(), validTo: null }] },
      { incomes: [{ personId: crypto.randomUUID(), validFrom: today(), validTo: addDays(today(), -1) }] },
      { incomeStatements: [{ personId: crypto.randomUUID(), startDate: today(), endDate: null, status: 'LOST' }] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/dev/income', headers: csrf, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })
})
