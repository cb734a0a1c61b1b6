import { describe, expect, it } from 'vitest'
import { helsinkiInstant } from '@citizen/contract'
import { absenceCategories, expectedAbsenceCategories } from './absence-categories'
import { holidayPeriodEffect, reservableRange, type HolidayPeriod } from './reservable-range'
import { monthSummaries, usedService, type UsedServiceDay } from './used-service'

describe('reservableRange', () => {
  it('starts on the first Monday after now + 150 h (the reference example)', () => {
    // Wed 5.1.2022 12:00: now + 150 h is Tue 11.1, so Mon 10.1 is too close and the start is 17.1
    expect(reservableRange(helsinkiInstant('2022-01-05', 12))).toEqual({ start: '2022-01-17', end: '2022-08-31' })
  })

  it('reaches the next Monday when 150 h ends before it', () => {
    // Mon 3.1.2022 12:00 + 150 h = Sun 9.1 18:00; Mon 10.1 is after that
    expect(reservableRange(helsinkiInstant('2022-01-03', 12)).start).toBe('2022-01-10')
  })

  it('ends on 31 August of the operational year of its start', () => {
    expect(reservableRange(helsinkiInstant('2025-06-18', 9))).toEqual({ start: '2025-06-30', end: '2025-08-31' })
    expect(reservableRange(helsinkiInstant('2025-06-25', 9))).toEqual({ start: '2025-07-07', end: '2026-08-31' })
  })

  it('counts the threshold in Helsinki days across the summer time change', () => {
    // Thu 23.10.2025 23:30 Helsinki (summer time) + 150 h = Thu 30.10 04:30 (winter time)
    const now = new Date('2025-10-23T20:30:00Z')
    expect(reservableRange(now).start).toBe('2025-11-03')
  })
})

describe('holidayPeriodEffect', () => {
  const holiday: HolidayPeriod = {
    period: { start: '2026-06-01', end: '2026-08-31' },
    reservationsOpenOn: '2026-03-01',
    reservationDeadline: '2026-03-31',
  }
  const placement = { start: '2025-08-01', end: '2027-07-31', createdOn: '2025-05-01' }

  it('follows the answering window', () => {
    expect(holidayPeriodEffect(holiday, '2026-02-28', [placement])).toEqual({
      type: 'NotYetReservable',
      period: holiday.period,
      reservationsOpenOn: '2026-03-01',
    })
    expect(holidayPeriodEffect(holiday, '2026-03-01', [placement])).toEqual({ type: 'ReservationsOpen' })
    expect(holidayPeriodEffect(holiday, '2026-03-31', [placement])).toEqual({ type: 'ReservationsOpen' })
    expect(holidayPeriodEffect(holiday, '2026-04-01', [placement])).toEqual({ type: 'ReservationsClosed' })
  })

  it('has no effect for a child not placed during the answering window', () => {
    expect(holidayPeriodEffect(holiday, '2026-04-01', [{ ...placement, start: '2026-05-01' }])).toBeNull()
  })

  it('does not lock a child placed after the deadline with a gap before the new placement', () => {
    const first = { start: '2025-08-01', end: '2026-06-10', createdOn: '2025-05-01' }
    const late = { start: '2026-06-15', end: '2027-05-31', createdOn: '2026-04-10' }
    expect(holidayPeriodEffect(holiday, '2026-04-20', [first, late])).toBeNull()
    const continuous = { ...late, start: '2026-06-11' }
    expect(holidayPeriodEffect(holiday, '2026-04-20', [first, continuous])).toEqual({ type: 'ReservationsClosed' })
    const madeBefore = { ...late, createdOn: '2026-03-15' }
    expect(holidayPeriodEffect(holiday, '2026-04-20', [first, madeBefore])).toEqual({ type: 'ReservationsClosed' })
  })
})

describe('expectedAbsenceCategories', () => {
  const r = (start: string, end: string) => ({ start, end })

  it('preschool with daycare reserved for preschool time only: absent from daycare', () => {
    const day = { placementType: 'PRESCHOOL_DAYCARE' as const, inTerm: true }
    expect(expectedAbsenceCategories({ ...day, reservations: [r('09:00', '13:00')] })).toEqual(['BILLABLE'])
    expect(expectedAbsenceCategories({ ...day, reservations: [r('08:00', '16:00')] })).toEqual([])
    expect(expectedAbsenceCategories({ ...day, reservations: [r('08:50', '13:10')] })).toEqual(['BILLABLE'])
    expect(expectedAbsenceCategories({ ...day, reservations: [r('12:30', '17:00')] })).toEqual(['NONBILLABLE'])
  })

  it('uses the unit’s preschool time when it has one', () => {
    const input = { placementType: 'PRESCHOOL_DAYCARE' as const, inTerm: true, preschoolTime: r('08:00', '12:00') }
    expect(expectedAbsenceCategories({ ...input, reservations: [r('08:00', '12:00')] })).toEqual(['BILLABLE'])
  })

  it('outside the term only the daycare part counts', () => {
    const input = { placementType: 'PRESCHOOL_DAYCARE' as const, inTerm: false }
    expect(expectedAbsenceCategories({ ...input, reservations: [r('09:00', '13:00')] })).toEqual([])
    expect(expectedAbsenceCategories({ ...input, reservations: [r('09:00', '09:10')] })).toEqual(['BILLABLE'])
  })

  it('preparatory education uses 09–14', () => {
    const input = { placementType: 'PREPARATORY_DAYCARE' as const, inTerm: true }
    expect(expectedAbsenceCategories({ ...input, reservations: [r('09:00', '14:00')] })).toEqual(['BILLABLE'])
    expect(expectedAbsenceCategories({ ...input, reservations: [r('14:00', '17:00')] })).toEqual(['NONBILLABLE'])
  })

  it('five-year-olds: the first four hours are free', () => {
    const input = { placementType: 'DAYCARE_FIVE_YEAR_OLDS' as const, inTerm: true }
    expect(expectedAbsenceCategories({ ...input, reservations: [r('08:00', '12:00')] })).toEqual(['BILLABLE'])
    expect(expectedAbsenceCategories({ ...input, reservations: [r('08:00', '12:30')] })).toEqual([])
  })

  it('daycare and club reservations imply nothing', () => {
    for (const placementType of ['DAYCARE', 'CLUB'] as const) {
      expect(expectedAbsenceCategories({ placementType, inTerm: true, reservations: [r('10:00', '11:00')] })).toEqual(
        [],
      )
    }
  })

  it('names the categories of each placement type', () => {
    expect(absenceCategories('DAYCARE')).toEqual(['BILLABLE'])
    expect(absenceCategories('PRESCHOOL')).toEqual(['NONBILLABLE'])
    expect(absenceCategories('PRESCHOOL_DAYCARE')).toEqual(['BILLABLE', 'NONBILLABLE'])
  })
})

describe('usedService', () => {
  const base: UsedServiceDay = {
    date: '2026-03-10',
    today: '2026-03-12',
    placementType: 'DAYCARE',
    daycareHoursPerMonth: 140,
    operationDaysInMonth: 22,
    isOperationDay: true,
    intermittentShiftCare: false,
    fixedScheduleTime: null,
    absences: [],
    reservations: [],
    attendances: [],
  }
  const r = (start: string, end: string) => ({ start, end })

  it('a past day with neither reservations nor attendances uses the daily average (140 h → 6 h 40 min)', () => {
    expect(usedService(base)).toEqual({ reservedMinutes: 0, usedServiceMinutes: 400, usedServiceRanges: [] })
  })

  it('a past day uses the union of reservations and ended attendances', () => {
    const day = { ...base, reservations: [r('08:00', '16:00')], attendances: [{ start: '07:30', end: '15:00' }] }
    expect(usedService(day)).toEqual({
      reservedMinutes: 480,
      usedServiceMinutes: 510,
      usedServiceRanges: [r('07:30', '16:00')],
    })
  })

  it('a future day counts only the reservations', () => {
    const day = { ...base, date: '2026-03-20', reservations: [r('08:00', '12:00'), r('13:00', '16:00')] }
    expect(usedService(day)).toEqual({ reservedMinutes: 420, usedServiceMinutes: 0, usedServiceRanges: [] })
  })

  it('today with the child still there is a future day', () => {
    const day = { ...base, date: '2026-03-12', reservations: [r('08:00', '16:00')] }
    expect(usedService({ ...day, attendances: [{ start: '08:00', end: null }] }).usedServiceMinutes).toBe(0)
  })

  it('a past planned absence without attendance costs nothing', () => {
    const day = { ...base, absences: [{ type: 'PLANNED_ABSENCE', category: 'BILLABLE' as const }] }
    expect(usedService(day)).toEqual({ reservedMinutes: 0, usedServiceMinutes: 0, usedServiceRanges: [] })
  })

  it('a free absence counts the average; a fully refunded month divides by its operation days', () => {
    const day = { ...base, absences: [{ type: 'FREE_ABSENCE', category: 'BILLABLE' as const }] }
    expect(usedService(day)).toEqual({ reservedMinutes: 381, usedServiceMinutes: 381, usedServiceRanges: [] })
  })

  it('not an operation day: nothing, unless intermittent shift care', () => {
    const day = { ...base, isOperationDay: false, reservations: [r('10:00', '12:00')] }
    expect(usedService(day).usedServiceMinutes).toBe(0)
    expect(usedService({ ...day, intermittentShiftCare: true }).usedServiceMinutes).toBe(120)
  })

  it('preschool time on a fixed-schedule day is not counted', () => {
    const day = {
      ...base,
      placementType: 'PRESCHOOL_DAYCARE' as const,
      fixedScheduleTime: r('09:00', '13:00'),
      reservations: [r('08:00', '16:00')],
      attendances: [{ start: '08:00', end: '16:00' }],
    }
    expect(usedService(day).usedServiceMinutes).toBe(240)
  })

  it('summarises each month with an hour-based need', () => {
    const summaries = monthSummaries(
      [
        { month: '2026-03', reservedMinutes: 120, usedServiceMinutes: 60, averagedDays: 1 },
        { month: '2026-04', reservedMinutes: 60, usedServiceMinutes: 30, averagedDays: 0 },
        { month: '2026-05', reservedMinutes: 0, usedServiceMinutes: 0, averagedDays: 0 },
      ],
      (month) => (month === '2026-04' ? null : 140),
    )
    expect(summaries).toEqual([
      { year: 2026, month: 3, serviceNeedMinutes: 8400, reservedMinutes: 120, usedServiceMinutes: 60, averagedDays: 1 },
      { year: 2026, month: 5, serviceNeedMinutes: 8400, reservedMinutes: 0, usedServiceMinutes: 0, averagedDays: 0 },
    ])
  })
})
