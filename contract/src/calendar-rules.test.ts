import { describe, expect, it } from 'vitest'
import {
  absenceWriteRange,
  absentPreschoolDays,
  childDayState,
  expandCalendar,
  formatTimeRanges,
  planReservations,
  preschoolAbsenceBlock,
  rangeMinutes,
  timeRangeIssues,
  type DayEditability,
} from './calendar-rules'
import type { CalendarChildDay, DailyReservationRequest, ReservableTimeRange } from './calendar'

const normal: ReservableTimeRange = { type: 'NORMAL', range: { start: '06:30', end: '18:00' } }
const r = (start: string, end: string) => ({ start, end })

describe('timeRangeIssues', () => {
  it('accepts one or two ranges inside the opening hours', () => {
    expect(timeRangeIssues([r('08:00', '16:00')], normal)).toEqual([])
    expect(timeRangeIssues([r('06:30', '10:00'), r('12:00', '18:00')], normal)).toEqual([])
  })

  it('needs both times in HH:mm', () => {
    expect(timeRangeIssues([r('', '16:00')], normal)).toEqual([{ index: 0, field: 'start', error: 'required' }])
    expect(timeRangeIssues([r('8', '25:00')], normal)).toEqual([
      { index: 0, field: 'start', error: 'timeFormat' },
      { index: 0, field: 'end', error: 'timeFormat' },
    ])
  })

  it('needs one or two ranges', () => {
    expect(timeRangeIssues([], normal)).toEqual([{ index: 0, field: 'range', error: 'required' }])
    expect(timeRangeIssues([r('07:00', '08:00'), r('09:00', '10:00'), r('11:00', '12:00')], normal)).toHaveLength(1)
  })

  it('needs the end after the start: overnight is split at 23:59 / 00:00', () => {
    expect(timeRangeIssues([r('16:00', '08:00')], null)).toEqual([{ index: 0, field: 'end', error: 'order' }])
    expect(timeRangeIssues([r('08:00', '08:00')], null)).toEqual([{ index: 0, field: 'end', error: 'order' }])
    expect(timeRangeIssues([r('20:00', '23:59')], null)).toEqual([])
    expect(timeRangeIssues([r('00:00', '07:00')], null)).toEqual([])
  })

  it('refuses a second range that starts before the first ends', () => {
    expect(timeRangeIssues([r('08:00', '12:00'), r('11:00', '16:00')], normal)).toEqual([
      { index: 1, field: 'start', error: 'overlap' },
    ])
  })

  it('refuses times outside the opening hours, except with intermittent shift care', () => {
    expect(timeRangeIssues([r('06:00', '16:00')], normal)).toEqual([{ index: 0, field: 'range', error: 'range' }])
    expect(timeRangeIssues([r('08:00', '18:30')], { type: 'SHIFT_CARE', range: r('06:00', '18:00') })).toHaveLength(1)
    const intermittent: ReservableTimeRange = { type: 'INTERMITTENT_SHIFT_CARE', placementUnitOperationTime: null }
    expect(timeRangeIssues([r('05:00', '23:59')], intermittent)).toEqual([])
  })
})

describe('planReservations', () => {
  // Mon 2026-01-05 .. Sun 2026-01-11; child b attends weekdays only, Friday is not reservable
  const range = { start: '2026-01-05', end: '2026-01-11' }
  const editability = (childId: string, date: string): DayEditability | undefined => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7
    if (childId === 'b' && weekday >= 6) return undefined
    return weekday === 5 ? 'notReservable' : 'editable'
  }
  const times = { type: 'TIMES' as const, ranges: [r('08:00', '16:00')] }

  it('daily: every attended, editable day of every chosen child', () => {
    const plan = planReservations({ childIds: ['a', 'b'], range, repetition: 'DAILY', daily: times }, editability)
    expect(plan.requests.filter((q) => q.childId === 'a').map((q) => q.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-10',
      '2026-01-11',
    ])
    expect(plan.requests.filter((q) => q.childId === 'b')).toHaveLength(4)
    expect(plan.skipped).toEqual([
      { childId: 'a', date: '2026-01-09', reason: 'notReservable' },
      { childId: 'b', date: '2026-01-09', reason: 'notReservable' },
    ])
    expect(plan.requests[0]).toEqual({
      type: 'RESERVATIONS',
      childId: 'a',
      date: '2026-01-05',
      reservation: r('08:00', '16:00'),
      secondReservation: null,
    })
  })

  it('weekly: the choice of each weekday; weekdays without a choice are left alone', () => {
    const plan = planReservations(
      {
        childIds: ['a'],
        range,
        repetition: 'WEEKLY',
        weekly: { 1: { type: 'TIMES', ranges: [r('08:00', '12:00'), r('13:00', '17:00')] }, 3: { type: 'ABSENT' } },
      },
      editability,
    )
    expect(plan.requests).toEqual([
      {
        type: 'RESERVATIONS',
        childId: 'a',
        date: '2026-01-05',
        reservation: r('08:00', '12:00'),
        secondReservation: r('13:00', '17:00'),
      },
      { type: 'ABSENT', childId: 'a', date: '2026-01-07' },
    ])
  })

  it('irregular: the choice of each day', () => {
    const plan = planReservations(
      {
        childIds: ['b'],
        range,
        repetition: 'IRREGULAR',
        irregular: { '2026-01-06': { type: 'PRESENT' }, '2026-01-10': times, '2026-01-08': { type: 'NOTHING' } },
      },
      editability,
    )
    expect(plan.requests).toEqual([
      { type: 'PRESENT', childId: 'b', date: '2026-01-06' },
      { type: 'NOTHING', childId: 'b', date: '2026-01-08' },
    ])
  })
})

describe('minutes and formatting', () => {
  it('counts a range ending 23:59 to midnight', () => {
    expect(rangeMinutes(r('08:00', '16:00'))).toBe(480)
    expect(rangeMinutes(r('20:00', '23:59'))).toBe(240)
  })

  it('joins two ranges with a comma', () => {
    expect(formatTimeRanges([r('08:00', '12:00'), r('13:00', '16:00')])).toBe('08:00–12:00, 13:00–16:00')
  })
})

describe('the preschool absence block (spec 001: more than 5 non-sick absences need an application)', () => {
  const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']
  const sixDays = [...week, '2026-11-30']

  it('blocks a child with more than five preschool days, not one with five', () => {
    expect(preschoolAbsenceBlock('OTHER_ABSENCE', { a: sixDays, b: week })).toEqual(['a'])
    expect(preschoolAbsenceBlock('PLANNED_ABSENCE', { a: sixDays })).toEqual(['a'])
    expect(preschoolAbsenceBlock('OTHER_ABSENCE', { a: week, b: [] })).toEqual([])
  })

  it('never blocks sick leave', () => {
    expect(preschoolAbsenceBlock('SICKLEAVE', { a: sixDays })).toEqual([])
  })

  it('counts a day once', () => {
    expect(preschoolAbsenceBlock('OTHER_ABSENCE', { a: [...week, week[0]!] })).toEqual([])
  })

  it('counts the ABSENT entries of a reservation save on preschool days only', () => {
    const requests: DailyReservationRequest[] = [
      ...sixDays.map((date) => ({ type: 'ABSENT' as const, childId: 'a', date })),
      { type: 'PRESENT', childId: 'b', date: week[0]! },
      { type: 'ABSENT', childId: 'b', date: week[1]! },
    ]
    const days = absentPreschoolDays(requests, (_, date) => date !== '2026-11-30')
    expect(days).toEqual({ a: week, b: [week[1]] })
    expect(preschoolAbsenceBlock('OTHER_ABSENCE', days)).toEqual([])
    expect(
      preschoolAbsenceBlock(
        'OTHER_ABSENCE',
        absentPreschoolDays(requests, () => true),
      ),
    ).toEqual(['a'])
  })

  it('marks absences from today to the end of the reservable range', () => {
    const reservable = { start: '2026-12-07', end: '2027-08-31' }
    expect(absenceWriteRange({ start: '2026-11-20', end: '2026-11-30' }, '2026-11-24', reservable)).toEqual({
      start: '2026-11-24',
      end: '2026-11-30',
    })
    expect(absenceWriteRange({ start: '2027-08-20', end: '2027-09-10' }, '2026-11-24', reservable)).toEqual({
      start: '2027-08-20',
      end: '2027-08-31',
    })
    expect(absenceWriteRange({ start: '2026-11-01', end: '2026-11-23' }, '2026-11-24', reservable)).toBeNull()
  })
})

describe('expandCalendar', () => {
  const childDay = { childId: 'c1' } as CalendarChildDay
  const answer = {
    children: [],
    childDays: [childDay],
    from: '2026-02-27',
    days: [[0], [], [], [0]],
    holidays: ['2026-03-01'],
    reservableRange: { start: '2026-03-09', end: '2026-08-31' },
  }

  it('dates the days from the first one, across a month, with the holidays marked', () => {
    expect(expandCalendar(answer).days).toEqual([
      { date: '2026-02-27', holiday: false, children: [childDay] },
      { date: '2026-02-28', holiday: false, children: [] },
      { date: '2026-03-01', holiday: true, children: [] },
      { date: '2026-03-02', holiday: false, children: [childDay] },
    ])
  })

  it('refuses a day that refers to a missing child-day', () => {
    expect(() => expandCalendar({ ...answer, days: [[1]] })).toThrow(/missing child-day 1/)
  })
})

/** A child's day of the calendar's answer, as the rules read it */
const childDay = (over: Partial<CalendarChildDay> = {}): CalendarChildDay => ({
  childId: 'c1',
  scheduleType: 'RESERVATION_REQUIRED',
  shiftCare: false,
  absence: null,
  reservations: [],
  attendances: [],
  reservableTimeRange: { type: 'NORMAL', range: { start: '06:30', end: '17:30' } },
  holidayPeriodEffect: null,
  usedService: null,
  ...over,
})
const times = (start: string, end: string) => ({ type: 'TIMES' as const, range: { start, end }, staffCreated: false })

describe('childDayState', () => {
  const today = '2026-11-24'
  const reservable = { start: '2026-11-30', end: '2027-08-31' }
  const state = (day: ReturnType<typeof childDay>, date: string) => childDayState(day, date, today, reservable)
  it("tells an absence and whether staff marked it (a guardian's own past absence is not staff's)", () => {
    const staff = childDay({
      absence: { type: 'SICKLEAVE', editable: false, markedByStaff: true, fromQuestionnaire: false },
    })
    expect(state(staff, today)).toEqual({ kind: 'absent', type: 'SICKLEAVE', markedByStaff: true })
    const own = childDay({
      absence: { type: 'SICKLEAVE', editable: false, markedByStaff: false, fromQuestionnaire: false },
    })
    expect(state(own, '2026-11-20')).toEqual({ kind: 'absent', type: 'SICKLEAVE', markedByStaff: false })
  })
  it('joins two reservations with ", "', () => {
    const day = childDay({ reservations: [times('08:00', '11:00'), times('12:30', '15:00')] })
    expect(state(day, '2026-12-02')).toEqual({ kind: 'reserved', text: '08:00–11:00, 12:30–15:00', shiftCare: '' })
  })
  it('labels the parts of an intermittent shift care reservation outside the normal hours', () => {
    const intermittent = (hours: { start: string; end: string } | null) =>
      childDay({
        reservations: [times('06:00', '20:00')],
        reservableTimeRange: { type: 'INTERMITTENT_SHIFT_CARE', placementUnitOperationTime: hours },
      })
    expect(state(intermittent({ start: '06:30', end: '17:30' }), '2026-12-02')).toMatchObject({
      shiftCare: '06:00–06:30, 17:30–20:00',
    })
    expect(state(intermittent(null), '2026-12-05')).toMatchObject({ shiftCare: '06:00–20:00' })
    expect(state(intermittent({ start: '06:00', end: '20:00' }), '2026-12-02')).toMatchObject({ shiftCare: '' })
  })
  it('shows what happened on past days and today, reservations later', () => {
    const day = childDay({ reservations: [times('08:00', '16:00')], attendances: [{ start: '08:05', end: null }] })
    expect(state(day, today)).toEqual({ kind: 'attended', text: '08:05–' })
    expect(state(day, '2026-11-25')).toEqual({ kind: 'reserved', text: '08:00–16:00', shiftCare: '' })
  })
  it('present without times, term break, not yet reservable, missing and nothing', () => {
    expect(state(childDay({ reservations: [{ type: 'NO_TIMES', staffCreated: false }] }), today).kind).toBe('present')
    expect(state(childDay({ scheduleType: 'FIXED_SCHEDULE' }), today).kind).toBe('present')
    expect(state(childDay({ scheduleType: 'TERM_BREAK' }), today).kind).toBe('termBreak')
    const period = { start: '2027-02-01', end: '2027-02-14' }
    expect(
      state(
        childDay({ holidayPeriodEffect: { type: 'NotYetReservable', period, reservationsOpenOn: '2026-12-01' } }),
        '2027-02-02',
      ),
    ).toEqual({ kind: 'notYetReservable', opensOn: '2026-12-01' })
    expect(state(childDay(), '2026-11-30').kind).toBe('missing')
    expect(state(childDay(), '2026-11-20').kind).toBe('nothing')
  })
  it('says "missing" only on days a reservation can still be made', () => {
    // Before the reservable range (this week), after it, and in a holiday period closed for answers
    expect(state(childDay(), '2026-11-26').kind).toBe('nothing')
    expect(state(childDay(), '2027-09-01').kind).toBe('nothing')
    expect(state(childDay({ holidayPeriodEffect: { type: 'ReservationsClosed' } }), '2026-12-02').kind).toBe('nothing')
  })
  it('says "missing" only on the days the next deadline locks: the first reservable week, or an open holiday period', () => {
    expect(state(childDay(), '2026-12-06').kind).toBe('missing')
    expect(state(childDay(), '2026-12-07').kind).toBe('nothing')
    expect(state(childDay(), '2027-06-01').kind).toBe('nothing')
    expect(state(childDay({ holidayPeriodEffect: { type: 'ReservationsOpen' } }), '2027-02-02').kind).toBe('missing')
  })
})
