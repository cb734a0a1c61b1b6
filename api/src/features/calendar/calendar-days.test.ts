import { describe, expect, it } from 'vitest'
import { expandCalendar, PlacementType, type TimeRange } from '@citizen/contract'
import { calendarDays } from './calendar-days'
import { calendarAnswer } from './calendar-answer'
import { isAveragedDay } from './used-service'
import type { CalendarChildRow } from './queries'
import {
  fixedScheduleTime,
  scheduleType,
  termsNeeded,
  type CalendarFacts,
  type DayRows,
  type PlacementFacts,
  type ServiceNeedFacts,
} from './day-context'

// calendarDays writes each distinct child-day once; days that differ in one thing only must not
// share one. Two weeks of one child where each weekday differs from the others in one field.

const child = '00000000-0000-4000-8000-000000000001'
const placement = '00000000-0000-4000-8000-000000000002'
const hours = (start: string, end: string): TimeRange => ({ start, end })
const weekdays = (range: TimeRange) => new Map([1, 2, 3, 4, 5].map((d) => [d, range]))

function facts(rows: Record<string, Partial<DayRows>>, need: Partial<ServiceNeedFacts> = {}): CalendarFacts {
  return {
    today: '2026-03-04',
    childIds: [child],
    placements: [
      {
        id: placement,
        childId: child,
        type: 'DAYCARE',
        unitId: 'unit',
        start: '2026-01-01',
        end: '2026-12-31',
        createdOn: '2025-12-01',
        shiftCareOpenOnHolidays: false,
        preschoolTime: null,
        preparatoryTime: null,
      },
    ],
    serviceNeeds: [
      {
        placementId: placement,
        start: '2026-01-01',
        end: '2026-12-31',
        shiftCare: 'NONE',
        daycareHoursPerMonth: null,
        contractDaysPerMonth: null,
        ...need,
      },
    ],
    unitTimes: new Map([['unit', { normal: weekdays(hours('06:30', '18:00')), shiftCare: new Map() }]]),
    holidayPeriods: [],
    preschoolTerms: [],
    clubTerms: [],
    rows: new Map(
      Object.entries(rows).map(([date, r]) => [
        `${child} ${date}`,
        { reservations: [], absences: [], attendances: [], ...r },
      ]),
    ),
  }
}

const absence = (type: 'SICKLEAVE' | 'OTHER_ABSENCE', byCitizen = true) => ({
  category: 'BILLABLE' as const,
  type,
  byCitizen,
  fromQuestionnaire: false,
})

/** An other absence (none from a questionnaire) as the calendar answers it */
const otherAbsenceShown = (flags: { editable: boolean; markedByStaff: boolean }) => ({
  type: 'OTHER_ABSENCE',
  ...flags,
  fromQuestionnaire: false,
})

// Mon 2.3.2026 to Fri 13.3.2026; today is Wed 4.3
const range = { start: '2026-03-02', end: '2026-03-13' }
const rows: Record<string, Partial<DayRows>> = {
  '2026-03-02': { attendances: [hours('08:00', '16:00')] },
  '2026-03-03': { attendances: [{ start: '08:00', end: null }] },
  '2026-03-04': { reservations: [{ start: '08:00', end: '16:00', staffCreated: false }] },
  '2026-03-05': { reservations: [{ start: '08:00', end: '16:00', staffCreated: true }] },
  '2026-03-06': { reservations: [{ start: null, end: null, staffCreated: false }] },
  '2026-03-09': { absences: [absence('SICKLEAVE')] },
  '2026-03-10': { absences: [absence('OTHER_ABSENCE')] },
  '2026-03-11': { absences: [absence('OTHER_ABSENCE', false)] },
  '2026-03-12': { reservations: [{ start: '08:00', end: '12:00', staffCreated: false }] },
  // 13.3: nothing
}

describe('calendarDays', () => {
  it('gives days that differ in one field their own child-day', () => {
    const answer = calendarDays(facts(rows), range, { checkSharing: true })
    const days = expandCalendar({
      children: [],
      reservableRange: range,
      childDays: answer.childDays,
      from: range.start,
      days: answer.days.map((d) => d.children),
      holidays: [],
    }).days.filter((d) => d.children.length > 0)
    expect(days).toHaveLength(10)
    expect(answer.childDays).toHaveLength(10)
    const byDate = new Map(days.map((d) => [d.date, d.children[0]!]))
    expect(byDate.get('2026-03-05')!.reservations).toEqual([
      { type: 'TIMES', range: hours('08:00', '16:00'), staffCreated: true },
    ])
    expect(byDate.get('2026-03-10')!.absence).toEqual(otherAbsenceShown({ editable: true, markedByStaff: false }))
    expect(byDate.get('2026-03-11')!.absence).toEqual(otherAbsenceShown({ editable: false, markedByStaff: true }))
    expect(byDate.get('2026-03-13')!.reservations).toEqual([])
  })

  it("tells a guardian's own past absence apart from staff's: neither editable, only staff's marked by staff", () => {
    const past = { ...facts(rows), today: '2026-03-12' }
    const answer = calendarDays(past, range, { checkSharing: true })
    const byDate = new Map(answer.days.map((d) => [d.date, answer.childDays[d.children[0]!]]))
    expect(byDate.get('2026-03-10')!.absence).toEqual(otherAbsenceShown({ editable: false, markedByStaff: false }))
    expect(byDate.get('2026-03-11')!.absence).toEqual(otherAbsenceShown({ editable: false, markedByStaff: true }))
  })

  it('shares one child-day between equal days', () => {
    const answer = calendarDays(facts({}), range, { checkSharing: true })
    expect(answer.childDays).toHaveLength(1)
    expect(answer.days.filter((d) => d.children.length > 0).map((d) => d.children)).toEqual(
      Array.from({ length: 10 }, () => [0]),
    )
  })

  it('keeps apart days whose used service differs (hour-based need)', () => {
    const answer = calendarDays(facts(rows, { daycareHoursPerMonth: 120 }), range, { checkSharing: true })
    const written = answer.childDays.map((c) => JSON.stringify(c))
    expect(new Set(written).size).toBe(written.length)
    expect(answer.childDays.every((c) => c.usedService !== null)).toBe(true)
  })
})

describe('termsNeeded', () => {
  // A term with a break: a day in the break, one in term, one outside
  const span = { start: '2026-08-10', end: '2027-05-31' }
  const termBreaks = [{ start: '2026-10-19', end: '2026-10-23' }]
  const terms = {
    preschool: [
      {
        id: 't',
        finnishPreschool: span,
        swedishPreschool: span,
        extendedTerm: span,
        applicationPeriod: span,
        termBreaks,
      },
    ],
    club: [{ id: 'c', term: span, applicationPeriod: span, termBreaks }],
  }
  const none = { preschool: [], club: [] }
  const dates = ['2026-10-20', '2026-11-02', '2027-07-01']

  it('names the terms of every placement type whose schedule or preschool time reads them', () => {
    for (const type of PlacementType.options) {
      const placement = { type, preschoolTime: null, preparatoryTime: null } as unknown as PlacementFacts
      const reads = dates.some(
        (date) =>
          scheduleType(type, date, terms) !== scheduleType(type, date, none) ||
          JSON.stringify(fixedScheduleTime(placement, date, terms.preschool)) !==
            JSON.stringify(fixedScheduleTime(placement, date, none.preschool)),
      )
      if (reads) expect(termsNeeded(type), type).not.toBeNull()
    }
    expect(termsNeeded('CLUB')).toBe('club')
    expect(termsNeeded('PRESCHOOL_DAYCARE')).toBe('preschool')
    expect(termsNeeded('DAYCARE')).toBeNull()
  })
})

describe('calendarAnswer', () => {
  it('sums each month of an hour-based child from its days, the months it has days in', () => {
    const twoMonths = { start: '2026-03-02', end: '2026-04-10' }
    const row = {
      id: child,
      first_name: 'Onni',
      preferred_name: 'Onni',
      last_name: 'Korhonen',
      duplicate_of: null,
      upcoming_type: 'DAYCARE',
      upcoming_start_date: '2026-01-01',
      upcoming_unit_id: 'unit',
      upcoming_unit_name: 'Unit',
      current_unit_id: 'unit',
      current_unit_name: 'Unit',
    } as CalendarChildRow
    const answer = calendarAnswer(
      // Today after the fortnight: its empty past days count as the daily average
      { ...facts(rows, { daycareHoursPerMonth: 120 }), today: '2026-03-16' },
      [row],
      new Map(),
      new Date('2026-03-04T08:00:00Z'),
      twoMonths,
    )
    // The same sums from the days written out
    const expected = new Map<string, { reserved: number; used: number; averaged: number }>()
    for (const day of expandCalendar(answer).days) {
      for (const c of day.children) {
        const sum = expected.get(day.date.slice(0, 7)) ?? { reserved: 0, used: 0, averaged: 0 }
        sum.reserved += c.usedService!.reservedMinutes
        sum.used += c.usedService!.usedServiceMinutes
        if (isAveragedDay(c.usedService!)) sum.averaged++
        expected.set(day.date.slice(0, 7), sum)
      }
    }
    expect(answer.children[0]!.monthSummaries).toEqual(
      [...expected].map(([month, sum]) => ({
        year: 2026,
        month: Number(month.slice(5)),
        serviceNeedMinutes: 7200,
        reservedMinutes: sum.reserved,
        usedServiceMinutes: sum.used,
        averagedDays: sum.averaged,
      })),
    )
    // 6.3 (present without times) and 13.3 (nothing): the summary says they count as the average
    expect(answer.children[0]!.monthSummaries.map((m) => m.averagedDays)).toEqual([2, 0])
    expect(answer.children[0]!.monthSummaries.map((m) => m.month)).toEqual([3, 4])
    expect(answer.children[0]!.monthSummaries[0]!.reservedMinutes).toBeGreaterThan(0)
  })
})
