import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  calendarErrors,
  endOfMonth,
  MAX_PRESCHOOL_ABSENCE_DAYS,
  ReservationsResponse,
  expandCalendar,
  startOfIsoWeek,
  startOfMonth,
  type Persona,
} from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, today, useTestApp } from '../../../test/harness'

// spec 001 constants: more than 5 absences (not sick leave) from preschool block the save; such an
// absence needs an absence application. The server refuses what the modals block
// (contract/src/calendar-rules.ts preschoolAbsenceBlock).
const t = useTestApp()
let personas: Persona[]
let cookie: string
let aada: string
let eino: string
/** Aada's first preschool days in the reservable range */
let preschoolDays: string[]

const post = (url: string, payload: unknown, as = cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: as, ...csrf }, payload: payload as object })

const absencesOf = (childId: string) =>
  t.db.selectFrom('absence').select(['date', 'absence_type']).where('child_id', '=', childId).orderBy('date').execute()

beforeAll(async () => {
  personas = await resetDemo(t.app)
  const p = persona(personas, 'preschool')
  ;[aada, eino] = [p.children[0]!.id, p.children[1]!.id]
  cookie = await loginAs(t.app, p.ssn, 'WEAK')
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/citizen/reservations?from=${today()}&to=${today()}`,
    headers: { cookie },
  })
  const { reservableRange } = ReservationsResponse.parse(res.json())
  const range = { start: reservableRange.start, end: addDays(reservableRange.start, 60) }
  const dates = await post('/api/citizen/preschool-operational-dates', { childIds: [aada, eino], range })
  expect(dates.statusCode).toBe(200)
  preschoolDays = (dates.json() as Record<string, string[]>)[aada]!.slice(0, MAX_PRESCHOOL_ABSENCE_DAYS + 1)
  expect(preschoolDays).toHaveLength(MAX_PRESCHOOL_ABSENCE_DAYS + 1)
  expect((dates.json() as Record<string, string[]>)[eino]).toEqual((dates.json() as Record<string, string[]>)[aada])
})

describe('POST /api/citizen/absences for a preschool child', () => {
  const over = () => ({ start: preschoolDays[0]!, end: preschoolDays[MAX_PRESCHOOL_ABSENCE_DAYS]! })
  const fiveDays = () => ({ start: preschoolDays[0]!, end: preschoolDays[MAX_PRESCHOOL_ABSENCE_DAYS - 1]! })

  it('refuses more than five preschool days of other or planned absence, writing nothing', async () => {
    for (const absenceType of ['OTHER_ABSENCE', 'PLANNED_ABSENCE']) {
      for (const childIds of [[aada], [eino], [aada, eino]]) {
        const res = await post('/api/citizen/absences', { childIds, dateRange: over(), absenceType })
        expect(res.statusCode, `${absenceType} ${childIds.length}`).toBe(400)
        expect(res.json().errorCode).toBe(calendarErrors.preschoolAbsenceApplicationRequired)
      }
    }
    expect(await absencesOf(aada)).toEqual([])
    expect(await absencesOf(eino)).toEqual([])
  })

  it('accepts five preschool days, and sick leave of any length', async () => {
    const five = await post('/api/citizen/absences', {
      childIds: [aada],
      dateRange: fiveDays(),
      absenceType: 'OTHER_ABSENCE',
    })
    expect(five.statusCode, five.body).toBe(200)
    expect((await absencesOf(aada)).map((a) => a.date)).toEqual(preschoolDays.slice(0, MAX_PRESCHOOL_ABSENCE_DAYS))
    const sick = await post('/api/citizen/absences', { childIds: [eino], dateRange: over(), absenceType: 'SICKLEAVE' })
    expect(sick.statusCode, sick.body).toBe(200)
    expect((await absencesOf(eino)).map((a) => a.absence_type)).toContain('SICKLEAVE')
  })

  it('refuses past days as days it cannot write, not as a long preschool absence', async () => {
    const before = await absencesOf(eino)
    const res = await post('/api/citizen/absences', {
      childIds: [eino],
      dateRange: { start: addDays(today(), -60), end: addDays(today(), -1) },
      absenceType: 'OTHER_ABSENCE',
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errorCode).toBe(calendarErrors.nonReservableDays)
    expect(await absencesOf(eino)).toEqual(before)
  })

  it('does not limit a daycare child’s absences', async () => {
    const p = persona(personas, 'three-children-1')
    const onniCookie = await loginAs(t.app, p.ssn, 'WEAK')
    const res = await post(
      '/api/citizen/absences',
      { childIds: [p.children[0]!.id], dateRange: over(), absenceType: 'OTHER_ABSENCE' },
      onniCookie,
    )
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('POST /api/citizen/reservations for a preschool child', () => {
  const absent = (childId: string, dates: string[]) => dates.map((date) => ({ type: 'ABSENT', childId, date }))

  it('refuses more than five ABSENT preschool days of a child, writing nothing', async () => {
    const before = await absencesOf(eino)
    const res = await post('/api/citizen/reservations', absent(eino, preschoolDays))
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe(calendarErrors.preschoolAbsenceApplicationRequired)
    expect(await absencesOf(eino)).toEqual(before)
  })

  it('accepts five ABSENT days per child, and times on the sixth', async () => {
    const five = preschoolDays.slice(0, MAX_PRESCHOOL_ABSENCE_DAYS)
    const res = await post('/api/citizen/reservations', [
      ...absent(eino, five),
      {
        type: 'RESERVATIONS',
        childId: eino,
        date: preschoolDays[5],
        reservation: { start: '08:00', end: '16:00' },
        secondReservation: null,
      },
      ...absent(aada, five),
    ])
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('the demo families’ calendar states (docs/architecture.md "Calendar")', () => {
  it('has a fixed schedule, term breaks, reservations, shift care and a holiday period opening soon', async () => {
    const initial = {
      from: startOfIsoWeek(addMonthsClamped(startOfMonth(today()), -1)),
      to: endOfMonth(addMonthsClamped(today(), 12)),
    }
    const states = async (key: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/citizen/reservations?from=${initial.from}&to=${initial.to}`,
        headers: { cookie: await loginAs(t.app, persona(personas, key).ssn, 'WEAK') },
      })
      const body = expandCalendar(ReservationsResponse.parse(res.json()))
      const names = new Map(body.children.map((c) => [c.id, c.firstName]))
      const seen = new Set<string>()
      for (const day of body.days) {
        for (const c of day.children) {
          const name = names.get(c.childId)
          seen.add(`${name} ${c.scheduleType}`)
          if (c.shiftCare) seen.add(`${name} shift care`)
          if (c.holidayPeriodEffect) seen.add(`${name} ${c.holidayPeriodEffect.type}`)
        }
      }
      return seen
    }
    const lehtonen = await states('preschool')
    for (const state of [
      'Aada FIXED_SCHEDULE',
      'Aada TERM_BREAK',
      'Eino RESERVATION_REQUIRED',
      'Aada NotYetReservable',
      'Eino NotYetReservable',
    ])
      expect(lehtonen, state).toContain(state)
    const korhonen = await states('three-children-1')
    for (const state of ['Onni RESERVATION_REQUIRED', 'Veeti shift care', 'Onni NotYetReservable'])
      expect(korhonen, state).toContain(state)
  })
})
