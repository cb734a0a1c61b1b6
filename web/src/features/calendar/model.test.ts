import { describe, expect, it } from 'vitest'
import type { CalendarDay } from '@citizen/contract/web'
import { A, B, child, childDay } from './calendar-fixtures'
import {
  attendanceOverReservation,
  avatarsShown,
  hoursAndMinutes,
  dayGroups,
  initialRange,
  mergeResponses,
  monthAlerts,
  monthWeeks,
  previousRange,
  reservationEditability,
  showsWeekends,
} from './model'

const times = (start: string, end: string) => ({ type: 'TIMES' as const, range: { start, end }, staffCreated: false })

describe('ranges', () => {
  it('loads from the week of the first day of the previous month to the end of the month a year ahead', () => {
    // 1.10.2026 is a Thursday: its week starts on Monday 28.9.
    expect(initialRange('2026-11-24')).toEqual({ start: '2026-09-28', end: '2027-11-30' })
  })
  it('fetches three months before what is loaded, ending the day before', () => {
    expect(previousRange('2026-09-28')).toEqual({ start: '2026-06-01', end: '2026-09-27' })
  })
})

describe('attendanceOverReservation and hoursAndMinutes', () => {
  it('warns of an ended attendance outside the reserved times', () => {
    const day = (start: string, end: string | null) =>
      childDay({ reservations: [times('08:00', '16:00')], attendances: [{ start, end }] })
    expect(attendanceOverReservation(day('07:30', '16:00'))).toBe(true)
    expect(attendanceOverReservation(day('08:00', '16:30'))).toBe(true)
    expect(attendanceOverReservation(day('08:10', '15:50'))).toBe(false)
    expect(attendanceOverReservation(day('07:30', null))).toBe(false)
    expect(attendanceOverReservation(childDay({ attendances: [{ start: '07:00', end: '17:00' }] }))).toBe(false)
  })
  it('warns of an attendance without a reservation when the used service counts it (hour-based contract)', () => {
    const attended = { attendances: [{ start: '08:00', end: '15:30' }] }
    const usedService = (
      reservedMinutes: number,
      usedServiceMinutes: number,
      ranges = [{ start: '08:00', end: '15:30' }],
    ) => ({
      reservedMinutes,
      usedServiceMinutes,
      usedServiceRanges: ranges,
    })
    expect(attendanceOverReservation(childDay({ ...attended, usedService: usedService(0, 450) }))).toBe(true)
    expect(
      attendanceOverReservation(
        childDay({ ...attended, reservations: [times('08:00', '15:30')], usedService: usedService(450, 450) }),
      ),
    ).toBe(false)
    // A past day with nothing recorded counts as the month's average: no attendance to warn of
    expect(attendanceOverReservation(childDay({ usedService: usedService(0, 400, []) }))).toBe(false)
  })
  it('splits minutes into hours and minutes', () => {
    expect(hoursAndMinutes(400)).toEqual({ h: 6, min: 40 })
    expect(hoursAndMinutes(480)).toEqual({ h: 8, min: 0 })
  })
})

describe('dayGroups and avatars', () => {
  it('groups children whose day reads the same, in the order of the children', () => {
    const day: CalendarDay = {
      date: '2026-12-02',
      holiday: false,
      children: [
        childDay({ childId: B, reservations: [times('08:00', '16:00')] }),
        childDay({ childId: A, reservations: [times('08:00', '16:00')] }),
      ],
    }
    expect(dayGroups(day, [A, B], '2026-11-24', { start: '2026-11-30', end: '2027-08-31' })).toEqual([
      { state: { kind: 'reserved', text: '08:00–16:00', shiftCare: '' }, childIds: [A, B] },
    ])
  })
  it('shows four avatars, or three and a count', () => {
    expect(avatarsShown([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: 0 })
    expect(avatarsShown([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 })
  })
})

describe('reservationEditability', () => {
  const days = new Map<string, CalendarDay>([
    ['2026-12-07', { date: '2026-12-07', holiday: false, children: [childDay()] }],
    [
      '2026-12-08',
      {
        date: '2026-12-08',
        holiday: false,
        children: [
          childDay({
            absence: { type: 'OTHER_ABSENCE', editable: false, markedByStaff: true, fromQuestionnaire: false },
          }),
        ],
      },
    ],
    [
      '2026-12-09',
      {
        date: '2026-12-09',
        holiday: false,
        children: [childDay({ holidayPeriodEffect: { type: 'ReservationsClosed' } })],
      },
    ],
    ['2026-12-04', { date: '2026-12-04', holiday: false, children: [childDay()] }],
  ])
  const editability = reservationEditability(days, { start: '2026-12-07', end: '2027-08-31' })
  it('answers per child and day', () => {
    expect(editability(A, '2026-12-07')).toBe('editable')
    expect(editability(A, '2026-12-08')).toBe('notEditable')
    expect(editability(A, '2026-12-09')).toBe('notReservable')
    expect(editability(A, '2026-12-04')).toBe('notReservable')
    expect(editability(B, '2026-12-07')).toBeUndefined()
  })
})

describe('the month grid', () => {
  it('has week rows of five weekdays, or seven with weekend care', () => {
    const weeks = monthWeeks('2026-11-01', false)
    expect(weeks[0]).toEqual({
      week: 45,
      dates: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'],
    })
    expect(weeks).toHaveLength(5)
    const withWeekends = monthWeeks('2026-11-01', true)
    expect(withWeekends[0]).toEqual({ week: 44, dates: [null, null, null, null, null, null, '2026-11-01'] })
    expect(withWeekends).toHaveLength(6)
  })
  it('shows weekends only when a child has a place on one', () => {
    const saturday: CalendarDay = { date: '2026-11-28', holiday: false, children: [] }
    expect(showsWeekends([saturday])).toBe(false)
    expect(showsWeekends([{ ...saturday, children: [childDay()] }])).toBe(true)
  })
})

describe('mergeResponses', () => {
  it('puts earlier ranges in front and keeps every month summary of a child', () => {
    const summary = (month: number) => ({
      year: 2026,
      month,
      serviceNeedMinutes: 1,
      reservedMinutes: 0,
      usedServiceMinutes: 0,
      averagedDays: 0,
    })
    const merged = mergeResponses([
      {
        children: [child(A, { monthSummaries: [summary(11)] })],
        days: [{ date: '2026-11-02', holiday: false, children: [] }],
        reservableRange: { start: '2026-12-07', end: '2027-08-31' },
      },
      {
        children: [child(A, { monthSummaries: [summary(8)] })],
        days: [{ date: '2026-08-03', holiday: false, children: [] }],
        reservableRange: { start: '2026-12-07', end: '2027-08-31' },
      },
    ])
    expect(merged.days.map((d) => d.date)).toEqual(['2026-08-03', '2026-11-02'])
    expect(merged.children[0]!.monthSummaries.map((m) => m.month).sort()).toEqual([11, 8].sort())
  })
})

describe('monthAlerts', () => {
  it('warns when reserved or used hours exceed the need, and when days exceed the contract days', () => {
    const children = [
      child(A, {
        monthSummaries: [
          {
            year: 2026,
            month: 12,
            serviceNeedMinutes: 600,
            reservedMinutes: 700,
            usedServiceMinutes: 500,
            averagedDays: 0,
          },
        ],
      }),
      child(B, { contractDaysPerMonth: 1 }),
    ]
    const day = (date: string): CalendarDay => ({
      date,
      holiday: false,
      children: [childDay({ childId: B, reservations: [times('08:00', '12:00')] })],
    })
    expect(monthAlerts(children, [day('2026-12-01'), day('2026-12-02')], '2026-12-01')).toEqual([
      { childId: A, kind: 'reservedOver' },
      { childId: B, kind: 'contractDays' },
    ])
  })
})
