import { beforeAll, describe, expect, it } from 'vitest'
import { errorCodes, MOCKED_TIME_HEADER, PublicUnit, type Persona, addDays } from '@citizen/contract'
import { loginAs, persona, resetDemo, today, useTestApp } from '../../../test/harness'
import type { Insertable } from 'kysely'
import type { UnitTable } from '../../platform/db/schema'

type NewUnit = Insertable<UnitTable>

const t = useTestApp()
let personas: Persona[]
let cookie: string
const day = (offset: number) => addDays(today(), offset)

/** Test units beside the demo ones; names start with "Testi" */
const fixtures = (careAreaId: string): NewUnit[] => {
  const base: Omit<NewUnit, 'name'> = {
    care_area_id: careAreaId,
    type: ['CENTRE'],
    provider_type: 'MUNICIPAL',
    language: 'fi',
    street_address: 'Testikatu 1',
    postal_code: '40100',
    post_office: 'ESIMERKKILÄ',
    latitude: 62.25,
    longitude: 25.25,
    url: null,
    phone: null,
    email: null,
    opening_date: '2010-01-01',
    closing_date: null,
    daycare_apply_period: '[2020-03-01,)',
    preschool_apply_period: null,
    club_apply_period: null,
  }
  return [
    { ...base, name: 'Testi daycare ended yesterday', daycare_apply_period: `[2020-03-01,${day(-1)}]` },
    { ...base, name: 'Testi daycare ends today', daycare_apply_period: `[2020-03-01,${day(0)}]` },
    { ...base, name: 'Testi daycare from tomorrow', daycare_apply_period: `[${day(1)},)` },
    { ...base, name: 'Testi private without periods', provider_type: 'PRIVATE', daycare_apply_period: null },
    {
      ...base,
      name: 'Testi private, daycare ended',
      provider_type: 'PRIVATE',
      daycare_apply_period: `[2020-03-01,${day(-10)}]`,
    },
    { ...base, name: 'Testi closed yesterday', closing_date: day(-1) },
    { ...base, name: 'Testi closes today', closing_date: day(0) },
    {
      ...base,
      name: 'Testi all fields',
      type: ['CENTRE', 'PRESCHOOL', 'PREPARATORY_EDUCATION'],
      provider_type: 'PRIVATE_SERVICE_VOUCHER',
      language: 'sv',
      street_address: 'Provvägen 7',
      postal_code: '40330',
      latitude: null,
      longitude: null,
      url: 'https://example.com/testi',
      phone: '014 123 4567',
      email: 'testi@example.com',
      daycare_apply_period: `[2024-01-01,${day(400)}]`,
      preschool_apply_period: `[${day(-5)},)`,
      club_apply_period: '[2023-08-01,2023-12-31]',
      provides_shift_care: true,
    },
    { ...base, name: 'Testi family shift care', type: ['FAMILY'], provides_shift_care: true },
    { ...base, name: 'Testi group family', type: ['GROUP_FAMILY'] },
    { ...base, name: 'Testi club', type: ['CLUB'], daycare_apply_period: null, club_apply_period: '[2020-03-01,)' },
    {
      ...base,
      name: 'Testi preparatory',
      type: ['PREPARATORY_EDUCATION'],
      daycare_apply_period: null,
      preschool_apply_period: '[2020-03-01,)',
    },
    {
      ...base,
      name: 'Testi preschool, period ended',
      type: ['PRESCHOOL'],
      daycare_apply_period: null,
      preschool_apply_period: `[2020-03-01,${day(-1)}]`,
    },
    // Ordering: Finnish collation (å, ä, ö after z; case-insensitive; numbers by value)
    { ...base, name: 'Testi Öljymäki' },
    { ...base, name: 'Testi Ääni' },
    { ...base, name: 'Testi Åkerlund' },
    { ...base, name: 'Testi zeta' },
    { ...base, name: 'Testi Aalto' },
    { ...base, name: 'Testi 10' },
    { ...base, name: 'Testi 2' },
  ]
}

beforeAll(async () => {
  personas = await resetDemo(t.app)
  const area = await t.db
    .insertInto('care_area')
    .values({ name: 'Testialue', short_name: 'testi' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db.insertInto('unit').values(fixtures(area.id)).execute()
  cookie = await loginAs(t.app, persona(personas, 'weak-login').ssn, 'WEAK')
})

const byName = new Intl.Collator('fi', { numeric: true })

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() }
}

async function units(url: string, headers: Record<string, string> = {}): Promise<PublicUnit[]> {
  const res = await get(url, headers)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const list = res.body as PublicUnit[]
  for (const unit of list) expect(Object.keys(unit).sort()).toEqual(Object.keys(PublicUnit.shape).sort())
  // Always by name
  expect(list.map((u) => u.name)).toEqual(list.map((u) => u.name).sort(byName.compare))
  return list
}

const names = (list: PublicUnit[]) => list.map((u) => u.name)
const publicUnits = async (type: string, headers: Record<string, string> = {}) =>
  names(await units(`/api/citizen/public/units/${type}`, headers))

describe('GET /api/citizen/public/units/:applicationType', () => {
  it('lists units open for daycare applications from today on, and private ones, to anyone', async () => {
    const list = await publicUnits('DAYCARE')
    expect(list).toEqual(
      expect.arrayContaining(['Päiväkoti Aurinkoinen', 'Päiväkoti Metsätähti', 'Daghemmet Solrosen']),
    )
    // The demo municipality: ended, closed, private without periods, applications from next month
    expect(list).not.toContain('Päiväkoti Kangas')
    expect(list).not.toContain('Päiväkoti Kotikallio')
    expect(list).toContain('Montessoripäiväkoti Omena')
    expect(list).toContain('Päiväkoti Kultakello')
    // Only the application period counts, not the care type (the map filters care types itself)
    expect(list).not.toContain('Kerho Kipinä')
    expect(list).toContain('Metsäkerho Mörri') // private

    const test = list.filter((n) => n.startsWith('Testi'))
    expect(test).toEqual([
      'Testi 2',
      'Testi 10',
      'Testi Aalto',
      'Testi all fields',
      'Testi closes today',
      'Testi daycare ends today',
      'Testi daycare from tomorrow',
      'Testi family shift care',
      'Testi group family',
      'Testi private without periods',
      'Testi private, daycare ended',
      'Testi zeta',
      'Testi Åkerlund',
      'Testi Ääni',
      'Testi Öljymäki',
    ])
  })

  it('answers every field, apply periods with inclusive ends, no location without coordinates', async () => {
    const unit = (await units('/api/citizen/public/units/DAYCARE')).find((u) => u.name === 'Testi all fields')
    const id = (
      await t.db.selectFrom('unit').select('id').where('name', '=', 'Testi all fields').executeTakeFirstOrThrow()
    ).id
    expect(unit).toStrictEqual({
      id,
      name: 'Testi all fields',
      type: ['CENTRE', 'PRESCHOOL', 'PREPARATORY_EDUCATION'],
      providerType: 'PRIVATE_SERVICE_VOUCHER',
      language: 'sv',
      streetAddress: 'Provvägen 7',
      postalCode: '40330',
      postOffice: 'ESIMERKKILÄ',
      phone: '014 123 4567',
      email: 'testi@example.com',
      url: 'https://example.com/testi',
      location: null,
      providesShiftCare: true,
      clubApplyPeriod: { start: '2023-08-01', end: '2023-12-31' },
      daycareApplyPeriod: { start: '2024-01-01', end: day(400) },
      preschoolApplyPeriod: { start: day(-5), end: null },
    })
    const aurinkoinen = (await units('/api/citizen/public/units/DAYCARE')).find(
      (u) => u.name === 'Päiväkoti Aurinkoinen',
    )
    expect(aurinkoinen).toMatchObject({
      location: { lat: 62.2628, lon: 25.2571 },
      daycareApplyPeriod: { start: '2020-03-01', end: null },
      clubApplyPeriod: null,
    })
  })

  it('judges PRESCHOOL and PREPARATORY by the preschool period, CLUB by the club period', async () => {
    for (const type of ['PRESCHOOL', 'PREPARATORY']) {
      const list = await publicUnits(type)
      expect(list, type).toEqual(
        expect.arrayContaining([
          'Testi preparatory',
          'Testi all fields',
          'Päiväkoti Kangas',
          'Testi private without periods',
        ]),
      )
      expect(list, type).not.toContain('Testi preschool, period ended')
      expect(list, type).not.toContain('Testi daycare ends today')
    }
    const clubs = await publicUnits('CLUB')
    expect(clubs).toEqual(expect.arrayContaining(['Kerho Kipinä', 'Testi club', 'Testi private without periods']))
    expect(clubs).not.toContain('Testi all fields') // its club period is over
    expect(clubs).not.toContain('Päiväkoti Aurinkoinen')
  })

  it('follows the mocked date (test mode)', async () => {
    const tomorrow = { [MOCKED_TIME_HEADER]: `${day(1)}T12:00:00+02:00` }
    const list = await publicUnits('DAYCARE', tomorrow)
    expect(list).not.toContain('Testi daycare ends today')
    expect(list).not.toContain('Testi closes today')
    expect(list).toContain('Testi daycare from tomorrow')
  })

  it('answers 400 to an unknown application type', async () => {
    for (const type of ['daycare', 'FAMILY', 'x', '%20']) {
      const res = await get(`/api/citizen/public/units/${type}`)
      expect(res.status, type).toBe(400)
      expect(res.body).toMatchObject({
        errorCode: errorCodes.validation,
        message: expect.stringContaining('applicationType'),
      })
    }
  })
})

describe('GET /api/citizen/units', () => {
  const applicationUnits = async (query: string, headers: Record<string, string> = { cookie }) =>
    names(await units(`/api/citizen/units?${query}`, headers))

  it('needs a login: 401 for an anonymous caller', async () => {
    const res = await get(`/api/citizen/units?type=DAYCARE&date=${today()}`)
    expect(res.status).toBe(401)
  })

  it('lists daycare units (centre, family, group family) taking applications for the date', async () => {
    const list = await applicationUnits(`type=DAYCARE&date=${today()}`)
    expect(list).toEqual(
      expect.arrayContaining([
        'Päiväkoti Aurinkoinen',
        'Testi all fields',
        'Testi family shift care',
        'Testi group family',
        'Testi daycare ends today',
        'Testi closes today',
        'Perhepäivähoito Mäkelä',
        'Ryhmäperhepäiväkoti Mustikka',
      ]),
    )
    for (const excluded of [
      'Testi daycare ended yesterday',
      'Testi daycare from tomorrow',
      'Testi private without periods', // private, but there is no period to contain the date
      'Testi private, daycare ended',
      'Testi closed yesterday',
      'Testi club',
      'Kerho Kipinä',
      'Päiväkoti Kotikallio',
    ]) {
      expect(list).not.toContain(excluded)
    }
  })

  it('judges the date given, not today', async () => {
    const list = await applicationUnits(`type=DAYCARE&date=${day(1)}`)
    expect(list).toContain('Testi daycare from tomorrow')
    expect(list).not.toContain('Testi daycare ends today')
    expect(list).not.toContain('Testi closes today')
    expect(await applicationUnits(`type=DAYCARE&date=${day(30)}`)).toContain('Päiväkoti Kultakello')
    expect(await applicationUnits(`type=DAYCARE&date=${today()}`)).not.toContain('Päiväkoti Kultakello')
    // Before a period starts
    expect(await applicationUnits('type=DAYCARE&date=2019-12-31')).not.toContain('Päiväkoti Aurinkoinen')
  })

  it('matches care types: CLUB, PRESCHOOL and PREPARATORY', async () => {
    const clubs = await applicationUnits(`type=CLUB&date=${today()}`)
    expect(clubs).toEqual(expect.arrayContaining(['Kerho Kipinä', 'Testi club']))
    expect(clubs.every((n) => !n.startsWith('Päiväkoti'))).toBe(true)

    const preschool = await applicationUnits(`type=PRESCHOOL&date=${today()}`)
    expect(preschool).toEqual(
      expect.arrayContaining(['Päiväkoti Aurinkoinen', 'Testi all fields', 'Esikoulu Kuusikko']),
    )
    expect(preschool).not.toContain('Testi preparatory')
    expect(preschool).not.toContain('Testi preschool, period ended')

    const preparatory = await applicationUnits(`type=PREPARATORY&date=${today()}`)
    expect(preparatory).toEqual(
      expect.arrayContaining(['Testi preparatory', 'Testi all fields', 'Harjun koulun valmistava opetus']),
    )
    expect(preparatory).not.toContain('Päiväkoti Aurinkoinen')
  })

  it('keeps only shift care units with shiftCare=true', async () => {
    const shift = await units(`/api/citizen/units?type=DAYCARE&date=${today()}&shiftCare=true`, { cookie })
    expect(shift.length).toBeGreaterThan(2)
    expect(shift.every((u) => u.providesShiftCare)).toBe(true)
    expect(names(shift)).toEqual(
      expect.arrayContaining(['Päiväkoti Metsätähti', 'Testi family shift care', 'Testi all fields']),
    )
    const all = await applicationUnits(`type=DAYCARE&date=${today()}&shiftCare=false`)
    expect(all.length).toBeGreaterThan(shift.length)
    expect(all).toContain('Päiväkoti Aurinkoinen')
  })

  it('answers 400 to bad input', async () => {
    for (const query of [
      `date=${today()}`,
      'type=DAYCARE',
      `type=FAMILY&date=${today()}`,
      'type=DAYCARE&date=2025-02-30',
      'type=DAYCARE&date=0000-01-01',
      'type=DAYCARE&date=tomorrow',
      'type=DAYCARE&date=20250101',
      `type=DAYCARE&date=${today()}&shiftCare=yes`,
    ]) {
      const res = await get(`/api/citizen/units?${query}`, { cookie })
      expect(res.status, query).toBe(400)
      expect(res.body, query).toMatchObject({ errorCode: errorCodes.validation })
    }
  })
})
