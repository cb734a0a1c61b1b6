import { beforeAll, describe, expect, it } from 'vitest'
import type { Persona } from '@citizen/contract'
import { onniAndHisCalendar } from './calendar-fixtures'
import { csrf, persona, useTestApp } from '../../../test/harness'

// Saves of the same child at once (a double click, two guardians, two tabs) must leave what some
// order of them one after the other leaves, and never answer 5xx: each calendar write locks the
// children first (queries.ts lockChildren), and the table refuses overlapping reservations.
const t = useTestApp()
let personas: Persona[]
let cookie: string
let onni: string
/** Reservation-required weekdays of Onni's in the reservable range, outside holiday periods: one per round */
let days: string[]

const ROUNDS = 3

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...csrf }, payload: payload as object })

const reserve = (date: string, ranges: { start: string; end: string }[]) =>
  post('/api/citizen/reservations', [
    { type: 'RESERVATIONS', childId: onni, date, reservation: ranges[0], secondReservation: ranges[1] ?? null },
  ])

const absent = (date: string) =>
  post('/api/citizen/absences', {
    childIds: [onni],
    dateRange: { start: date, end: date },
    absenceType: 'SICKLEAVE',
  })

const reservationsOn = (date: string) =>
  t.db
    .selectFrom('attendance_reservation')
    .select(['start_time as start', 'end_time as end'])
    .where('child_id', '=', onni)
    .where('date', '=', date)
    .orderBy('start_time')
    .execute()

const absencesOn = (date: string) =>
  t.db.selectFrom('absence').select('id').where('child_id', '=', onni).where('date', '=', date).execute()

const statuses = (responses: { statusCode: number; body: string }[]) => responses.map((r) => r.statusCode)

beforeAll(async () => {
  const fixture = await onniAndHisCalendar(t, 28)
  ;({ personas, onni, cookie } = fixture)
  days = fixture.calendar.days
    .filter((d) =>
      d.children.some(
        (c) => c.childId === onni && c.scheduleType === 'RESERVATION_REQUIRED' && c.holidayPeriodEffect === null,
      ),
    )
    .map((d) => d.date)
    .slice(-4 * ROUNDS)
  expect(days).toHaveLength(4 * ROUNDS)
  await t.db.deleteFrom('attendance_reservation').where('child_id', '=', onni).where('date', 'in', days).execute()
})

describe('calendar writes at once', () => {
  it('leaves the rows of one of identical reservation saves', async () => {
    for (const date of days.slice(0, ROUNDS)) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => reserve(date, [{ start: '08:00', end: '16:00' }])),
      )
      expect(statuses(responses), date).toEqual(responses.map(() => 200))
      expect(await reservationsOn(date)).toEqual([{ start: '08:00', end: '16:00' }])
    }
  })

  it('leaves the times of one of twenty saves with different times: at most two ranges', async () => {
    const requests = Array.from({ length: 20 }, (_, i) => {
      const minute = String(i * 2).padStart(2, '0')
      return i % 2 === 0
        ? [{ start: `07:${minute}`, end: '16:00' }]
        : [
            { start: `07:${minute}`, end: '10:00' },
            { start: '12:00', end: `15:${minute}` },
          ]
    })
    for (const date of days.slice(ROUNDS, 2 * ROUNDS)) {
      const responses = await Promise.all(requests.map((ranges) => reserve(date, ranges)))
      expect(statuses(responses), date).toEqual(responses.map(() => 200))
      const stored = await reservationsOn(date)
      expect(stored.length, date).toBeLessThanOrEqual(2)
      expect(requests, date).toContainEqual(stored)
    }
  })

  it('leaves a child either reserved or absent when both are saved at once', async () => {
    for (const date of days.slice(2 * ROUNDS, 3 * ROUNDS)) {
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          i % 2 === 0 ? reserve(date, [{ start: '08:00', end: '16:00' }]) : absent(date),
        ),
      )
      expect(statuses(responses), date).toEqual(responses.map(() => 200))
      const [reservations, absences] = [await reservationsOn(date), await absencesOn(date)]
      if (absences.length > 0) expect(reservations, date).toEqual([])
      else expect(reservations, date).toEqual([{ start: '08:00', end: '16:00' }])
    }
  })

  it('never deadlocks on saves of several children and days listed in different orders', async () => {
    const ella = persona(personas, 'three-children-1').children[1]!.id
    const dates = days.slice(3 * ROUNDS)
    const entries = (type: string, childIds: string[], order: string[]) =>
      order.flatMap((date) => childIds.map((childId) => ({ type, childId, date })))
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const childIds = i % 4 < 2 ? [onni, ella] : [ella, onni]
        if (i % 2 === 0) {
          return post('/api/citizen/absences', {
            childIds,
            dateRange: { start: dates[0], end: dates[dates.length - 1] },
            absenceType: 'OTHER_ABSENCE',
          })
        }
        const order = i % 4 === 1 ? [...dates].reverse() : dates
        return post('/api/citizen/reservations', entries(i % 8 < 4 ? 'ABSENT' : 'NOTHING', childIds, order))
      }),
    )
    expect(statuses(responses)).toEqual(responses.map(() => 200))
  })
})
