import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  daysOf,
  endOfMonth,
  isFinnishHoliday,
  isWeekend,
  startOfMonth,
  type DailyServiceTimes,
  type PlacementGroup,
  type Persona,
  type ServiceNeedSummary,
} from '@citizen/contract'
import { demoReads, loginAs, persona, today, useTestApp } from '../../../test/harness'

const t = useTestApp()
const { load, child, get, unitId, auditRows } = demoReads(t)
let personas: Persona[]

beforeAll(async () => {
  personas = await load()
})

describe('child page reads', () => {
  it('answers 401 without a login, 400 for a malformed id and 404 for another family’s child', async () => {
    const onni = child('three-children-1', 'Onni')
    const stranger = await loginAs(t.app, persona(personas, 'one-child').ssn)
    for (const path of ['placements', 'service-needs', 'daily-service-times', 'attendance-summary/2026-01']) {
      expect((await get(`/api/citizen/children/${onni.id}/${path}`)).statusCode, path).toBe(401)
      const notFound = await get(`/api/citizen/children/${onni.id}/${path}`, stranger)
      expect(notFound.statusCode, path).toBe(404)
      expect(notFound.body, path).not.toContain('Onni')
      expect((await get(`/api/citizen/children/not-a-uuid/${path}`, stranger)).statusCode, path).toBe(400)
    }
  })

  it('lists the placement groups to terminate (strong login only)', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const res = await get(`/api/citizen/children/${onni.id}/placements`, await loginAs(t.app, p.ssn))
    expect(res.statusCode).toBe(200)
    const groups = (res.json() as { placements: PlacementGroup[] }).placements
    expect(groups).toEqual([
      {
        type: 'DAYCARE',
        unitId: await unitId('Päiväkoti Aurinkoinen'),
        unitName: 'Päiväkoti Aurinkoinen',
        startDate: addDays(today(), -600),
        endDate: addDays(today(), 250),
        terminatable: true,
        daycareOnlyTerminatable: false,
        placements: [
          expect.objectContaining({
            childId: onni.id,
            type: 'DAYCARE',
            terminatable: true,
            terminationRequestedDate: null,
            terminatedBy: null,
          }),
        ],
        additionalPlacements: [],
      },
    ])
    const weak = await get(`/api/citizen/children/${onni.id}/placements`, await loginAs(t.app, p.ssn, 'WEAK'))
    expect(weak.statusCode).toBe(403)
    const rows = await auditRows('CHILD_PLACEMENTS_READ')
    expect(rows.at(-1)).toMatchObject({ target_person_ids: [onni.id] })
  })

  it('groups a not yet started placement as not terminatable, in a unit without the feature as not terminatable', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn)
    const veeti = (
      await get(`/api/citizen/children/${child('three-children-1', 'Veeti').id}/placements`, cookie)
    ).json()
    expect(veeti.placements).toMatchObject([{ type: 'DAYCARE', terminatable: false }])
    const ella = (await get(`/api/citizen/children/${child('three-children-1', 'Ella').id}/placements`, cookie)).json()
    expect(ella.placements).toMatchObject([{ type: 'DAYCARE', terminatable: false }])
  })

  it('lists service needs newest first with a default row where none is recorded (weak login)', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const res = await get(`/api/citizen/children/${onni.id}/service-needs`, await loginAs(t.app, p.ssn, 'WEAK'))
    expect(res.statusCode).toBe(200)
    const rows = res.json() as ServiceNeedSummary[]
    expect(rows.map((r) => [r.startDate, r.endDate, r.isDefault, r.option?.nameEn])).toEqual([
      [addDays(today(), 101), addDays(today(), 250), true, 'Full day, over 25 h a week'],
      [addDays(today(), -120), addDays(today(), 100), false, 'Full day, over 25 h a week'],
      [addDays(today(), -600), addDays(today(), -121), false, 'Full day, at most 25 h a week'],
    ])
    expect(rows[2]!.contractDaysPerMonth).toBe(22)
    expect(rows[0]).toMatchObject({
      unitName: 'Päiväkoti Aurinkoinen',
      reservationsEnabled: true,
      hasNonDefaultOptions: true,
    })
    expect((await auditRows('CHILD_SERVICE_NEEDS_READ')).at(-1)).toMatchObject({ target_person_ids: [onni.id] })
  })

  it('gives a null option for a placement type without a default option', async () => {
    const p = persona(personas, 'no-placements')
    const lilja = p.children[0]!
    const start = addDays(today(), -10)
    const end = addDays(today(), 10)
    await t.db
      .insertInto('placement')
      .values({
        child_id: lilja.id,
        unit_id: await unitId('Päiväkoti Aurinkoinen'),
        type: 'TEMPORARY_DAYCARE',
        start_date: start,
        end_date: end,
      })
      .execute()
    const rows = (await get(`/api/citizen/children/${lilja.id}/service-needs`, await loginAs(t.app, p.ssn))).json()
    expect(rows).toEqual([
      {
        startDate: start,
        endDate: end,
        option: null,
        contractDaysPerMonth: null,
        unitName: 'Päiväkoti Aurinkoinen',
        reservationsEnabled: true,
        isDefault: true,
        hasNonDefaultOptions: false,
      },
    ])
    await t.db.deleteFrom('placement').where('child_id', '=', lilja.id).execute()
  })

  it('lists daily service times: per weekday, regular and variable', async () => {
    const p = persona(personas, 'three-children-1')
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const onni = (
      await get(`/api/citizen/children/${child('three-children-1', 'Onni').id}/daily-service-times`, cookie)
    ).json() as DailyServiceTimes[]
    expect(onni.map((d) => d.times)).toEqual([
      {
        type: 'IRREGULAR',
        validityPeriod: { start: addDays(today(), -120), end: null },
        monday: { start: '08:00', end: '16:00' },
        tuesday: { start: '08:00', end: '16:00' },
        wednesday: { start: '07:30', end: '15:00' },
        thursday: { start: '08:00', end: '16:00' },
        friday: { start: '08:00', end: '14:00' },
        saturday: null,
        sunday: null,
      },
      {
        type: 'REGULAR',
        validityPeriod: { start: addDays(today(), -600), end: addDays(today(), -121) },
        regularTimes: { start: '08:00', end: '16:00' },
      },
    ])
    const ella = (
      await get(`/api/citizen/children/${child('three-children-1', 'Ella').id}/daily-service-times`, cookie)
    ).json() as DailyServiceTimes[]
    expect(ella.map((d) => d.times)).toEqual([
      { type: 'VARIABLE_TIME', validityPeriod: { start: addDays(today(), -100), end: null } },
    ])
    expect((await auditRows('CHILD_DAILY_SERVICE_TIMES_READ')).length).toBeGreaterThanOrEqual(2)
  })

  it('counts attendance days: the unit’s open days less planned absences', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    const lastMonth = startOfMonth(addDays(startOfMonth(today()), -1))
    const openDays = [...daysOf({ start: lastMonth, end: endOfMonth(lastMonth) })].filter(
      (d) => !isWeekend(d) && !isFinnishHoliday(d),
    )
    // demo-children.ts: planned absences on the 10th and 11th
    const absent = [`${lastMonth.slice(0, 8)}10`, `${lastMonth.slice(0, 8)}11`].filter((d) => openDays.includes(d))
    const res = await get(`/api/citizen/children/${onni.id}/attendance-summary/${lastMonth.slice(0, 7)}`, cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ attendanceDays: openDays.length - absent.length })
    // Before the placement: none
    const before = await get(`/api/citizen/children/${onni.id}/attendance-summary/2000-01`, cookie)
    expect(before.json()).toEqual({ attendanceDays: 0 })
    for (const bad of ['2026-13', '2026-1', '26-01', '2026-01-01']) {
      expect((await get(`/api/citizen/children/${onni.id}/attendance-summary/${bad}`, cookie)).statusCode, bad).toBe(
        400,
      )
    }
    expect((await auditRows('CHILD_ATTENDANCE_SUMMARY_READ')).at(-1)).toMatchObject({ target_person_ids: [onni.id] })
  })
})
