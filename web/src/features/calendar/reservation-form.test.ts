import { describe, expect, it } from 'vitest'
import type { CalendarDay } from '@citizen/contract/web'
import { A, B, childDay } from './calendar-fixtures'
import {
  childrenBySchedule,
  initialForm,
  reservationFormErrors,
  reservationPlan,
  selectedDates,
  toChoice,
  usedDrafts,
  formDays,
  type ReservationForm,
} from './reservation-form'

const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']
const days = new Map<string, CalendarDay>(week.map((date) => [date, { date, holiday: false, children: [childDay()] }]))
const reservable = { start: '2026-12-07', end: '2027-08-31' }
const form = (over: Partial<ReservationForm>): ReservationForm => ({
  ...initialForm([A], '2026-12-07', '2026-12-11'),
  ...over,
})
const draft = (start: string, end: string) => ({ type: 'TIMES' as const, ranges: [{ start, end }] })

describe('the reservation form', () => {
  it('takes times as people type them', () => {
    expect(toChoice(draft('8', '16.30'))).toEqual({ type: 'TIMES', ranges: [{ start: '08:00', end: '16:30' }] })
    expect(toChoice(draft('8', 'x'))).toBeNull()
  })
  it('daily: one request per day, with the contract’s time rules', () => {
    const values = form({ daily: draft('8', '16') })
    expect(reservationFormErrors(values, days)).toEqual({})
    const plan = reservationPlan(values, days, reservable)
    expect(plan.requests).toHaveLength(5)
    expect(plan.requests[0]).toEqual({
      type: 'RESERVATIONS',
      childId: A,
      date: '2026-12-07',
      reservation: { start: '08:00', end: '16:00' },
      secondReservation: null,
    })
    // The field outside the hours is flagged: the start, the end, or both
    expect(reservationFormErrors(form({ daily: draft('5', '16') }), days)).toEqual({ 'daily.ranges.0.start': 'range' })
    expect(reservationFormErrors(form({ daily: draft('8', '18') }), days)).toEqual({ 'daily.ranges.0.end': 'range' })
    expect(reservationFormErrors(form({ daily: draft('5', '18') }), days)).toEqual({
      'daily.ranges.0.start': 'range',
      'daily.ranges.0.end': 'range',
    })
    expect(reservationFormErrors(form({ daily: draft('16', '8') }), days)).toEqual({ 'daily.ranges.0.end': 'order' })
  })
  it('two ranges a day; the second may not start before the first ends', () => {
    const two = {
      type: 'TIMES' as const,
      ranges: [
        { start: '8', end: '11' },
        { start: '10', end: '15' },
      ],
    }
    expect(reservationFormErrors(form({ daily: two }), days)).toEqual({ 'daily.ranges.1.start': 'overlap' })
  })
  it('weekly: the weekdays filled in, the others kept', () => {
    const values = form({ repetition: 'WEEKLY', weekly: { d1: draft('8', '16'), d3: { type: 'ABSENT', ranges: [] } } })
    expect(reservationFormErrors(values, days)).toEqual({})
    expect(reservationPlan(values, days, reservable).requests.map((r) => [r.date, r.type])).toEqual([
      ['2026-12-07', 'RESERVATIONS'],
      ['2026-12-09', 'ABSENT'],
    ])
    expect(reservationFormErrors(form({ repetition: 'WEEKLY' }), days)).toEqual({
      'weekly.d1.ranges.0.start': 'required',
    })
  })
  it('irregular: per day; days that cannot be changed are skipped', () => {
    const values = form({ repetition: 'IRREGULAR', irregular: { '2026-12-08': draft('9', '15') } })
    const plan = reservationPlan(values, days, { start: '2026-12-09', end: '2027-08-31' })
    expect(plan.requests).toEqual([])
    expect(plan.skipped).toEqual([{ childId: A, date: '2026-12-08', reason: 'notReservable' }])
  })
  it('plans nothing while no range is chosen', () => {
    expect(reservationPlan({ ...form({}), range: null }, days, reservable)).toEqual({ requests: [], skipped: [] })
  })
  it('needs children and a range', () => {
    expect(reservationFormErrors({ ...form({}), childIds: [], range: null }, days)).toEqual({
      childIds: 'noChildren',
      range: 'noRange',
    })
  })
  it('selected days: exactly those days, not the days between them', () => {
    const dates = selectedDates('2026-12-11,2026-12-08,2026-12-09,x')
    expect(dates).toEqual(['2026-12-08', '2026-12-09', '2026-12-11'])
    const values = { ...initialForm([A], null, null, dates), daily: draft('8', '16') }
    expect(values.range).toEqual({ start: '2026-12-08', end: '2026-12-11' })
    expect(reservationPlan(values, days, reservable).requests.map((r) => r.date)).toEqual(dates)
    expect(selectedDates(null)).toBeNull()
  })
  it('two children with different hours: the error names whose hours', () => {
    const two = new Map<string, CalendarDay>(
      week.map((date) => [
        date,
        {
          date,
          holiday: false,
          children: [
            childDay(),
            childDay({ childId: B, reservableTimeRange: { type: 'NORMAL', range: { start: '00:00', end: '23:59' } } }),
          ],
        },
      ]),
    )
    const values = { ...form({ daily: draft('5', '16') }), childIds: [A, B] }
    expect(reservationFormErrors(values, two)).toEqual({ 'daily.ranges.0.start': `range|${A}|06:30–17:30` })
  })
  it('irregular days start with the reservations they have', () => {
    const reserved = new Map(days)
    reserved.set('2026-12-08', {
      date: '2026-12-08',
      holiday: false,
      children: [
        childDay({ reservations: [{ type: 'TIMES', range: { start: '08:00', end: '15:00' }, staffCreated: false }] }),
      ],
    })
    const values = form({ repetition: 'IRREGULAR' })
    const drafts = usedDrafts(values, formDays(values, reserved), reserved)
    expect(drafts[1]!.draft).toEqual(draft('08:00', '15:00'))
    expect(drafts[0]!.draft).toEqual(draft('', ''))
  })
  describe('a fixed-schedule child (preschool) beside one with reservations', () => {
    // A: reservations; B: preschool on a fixed schedule, present or absent without times
    const mixed = new Map<string, CalendarDay>(
      week.map((date) => [
        date,
        { date, holiday: false, children: [childDay(), childDay({ childId: B, scheduleType: 'FIXED_SCHEDULE' })] },
      ]),
    )
    const both = (over: Partial<ReservationForm>) => ({ ...form(over), childIds: [A, B] })
    it('sends each child what its days take: times to one, present or absent to the other', () => {
      const values = both({ daily: { ...draft('8', '16'), fixed: 'ABSENT' } })
      expect(childrenBySchedule(mixed, values.childIds, week)).toEqual({ timed: [A], fixed: [B] })
      expect(reservationFormErrors(values, mixed)).toEqual({})
      const requests = reservationPlan(values, mixed, reservable).requests
      expect(requests).toHaveLength(10)
      expect(requests.filter((r) => r.childId === A).every((r) => r.type === 'RESERVATIONS')).toBe(true)
      expect(requests.filter((r) => r.childId === B).map((r) => r.type)).toEqual(Array(5).fill('ABSENT'))
      const present = reservationPlan(both({ daily: { ...draft('8', '16'), fixed: 'PRESENT' } }), mixed, reservable)
      expect(present.requests.filter((r) => r.childId === B).map((r) => r.type)).toEqual(Array(5).fill('PRESENT'))
    })
    it('every day: the fixed-schedule child is answered too; alone it needs no times', () => {
      expect(reservationFormErrors(both({ daily: draft('8', '16') }), mixed)).toEqual({
        'daily.fixed': 'presentOrAbsent',
      })
      const alone = { ...form({ daily: { ...draft('', ''), fixed: 'PRESENT' } }), childIds: [B] }
      expect(reservationFormErrors(alone, mixed)).toEqual({})
      expect(reservationPlan(alone, mixed, reservable).requests.map((r) => r.type)).toEqual(Array(5).fill('PRESENT'))
      expect(reservationFormErrors({ ...alone, daily: draft('', '') }, mixed)).toEqual({
        'daily.fixed': 'presentOrAbsent',
      })
    })
    it('weekly: a weekday may answer only one kind of days; the rest keep what they have', () => {
      const values = both({
        repetition: 'WEEKLY',
        weekly: { d1: { ...draft('', ''), fixed: 'ABSENT' }, d2: draft('8', '16') },
      })
      expect(reservationFormErrors(values, mixed)).toEqual({})
      expect(reservationPlan(values, mixed, reservable).requests.map((r) => [r.childId, r.date, r.type])).toEqual([
        [A, '2026-12-08', 'RESERVATIONS'],
        [B, '2026-12-07', 'ABSENT'],
      ])
    })
  })
})
