import { describe, expect, it } from 'vitest'
import {
  calendarEventConcerns,
  calendarEventTitle,
  discussionWindowStart,
  icsAllDayEnd,
  icsDate,
  isCalendarEventExportable,
  isDiscussionTimeEditable,
  isWorkingDay,
} from './calendar-event-rules'

describe('discussionWindowStart', () => {
  // 2025-03-03 is a Monday; the reference's table: Thu and Fri +4, Sat +3, other days +2
  it.each([
    ['2025-03-03', '2025-03-05'], // Mon
    ['2025-03-04', '2025-03-06'], // Tue
    ['2025-03-05', '2025-03-07'], // Wed
    ['2025-03-06', '2025-03-10'], // Thu
    ['2025-03-07', '2025-03-11'], // Fri
    ['2025-03-08', '2025-03-11'], // Sat
    ['2025-03-09', '2025-03-11'], // Sun
  ])('from %s is %s on ordinary weeks', (today, start) => {
    expect(discussionWindowStart(today)).toBe(start)
  })

  it('skips Finnish holidays: Independence Day and Christmas', () => {
    // Thu 2025-12-04: Fri 5.12 is a working day, Sat 6.12 Independence Day, Mon 8.12 the second
    expect(discussionWindowStart('2025-12-04')).toBe('2025-12-08')
    // Mon 2025-12-22: Tue 23.12, then 24-26.12 are holidays, then the weekend: Mon 29.12
    expect(discussionWindowStart('2025-12-22')).toBe('2025-12-29')
    // Wed 2025-04-16: Thu 17.4, Good Friday 18.4, Easter Monday 21.4: Tue 22.4
    expect(discussionWindowStart('2025-04-16')).toBe('2025-04-22')
  })

  it('editable from the window start, not the day before', () => {
    expect(isDiscussionTimeEditable('2025-12-22', '2025-12-29')).toBe(true)
    expect(isDiscussionTimeEditable('2025-12-22', '2025-12-28')).toBe(false)
    expect(isWorkingDay('2025-12-24')).toBe(false)
    expect(isWorkingDay('2025-12-23')).toBe(true)
  })
})

describe('titles', () => {
  const unit = { type: 'UNIT' as const, groupName: null, unitName: 'Kalliola' }
  const group = { type: 'GROUP' as const, groupName: 'Kissat', unitName: 'Kalliola' }
  const child = { type: 'INDIVIDUAL' as const, groupName: null, unitName: 'Kalliola' }
  it('names the children, else the group, else the unit', () => {
    expect(calendarEventTitle('Retki', calendarEventConcerns([child, group], ['Aino', 'Eino']))).toBe(
      'Retki / Aino, Eino',
    )
    expect(calendarEventTitle('Retki', calendarEventConcerns([unit, group, group], ['Aino']))).toBe('Retki / Kissat')
    expect(calendarEventTitle('Retki', calendarEventConcerns([unit, unit], ['Aino']))).toBe('Retki / Kalliola')
    expect(calendarEventTitle('Retki', '')).toBe('Retki')
  })
})

describe('ics', () => {
  it('an all-day event ends the next day, also over a month and a year', () => {
    expect(icsAllDayEnd('2025-01-31')).toBe('2025-02-01')
    expect(icsAllDayEnd('2025-12-31')).toBe('2026-01-01')
    expect(icsDate('2025-12-31')).toBe('20251231')
  })
  it('exports events that end today or later', () => {
    expect(isCalendarEventExportable('2025-05-05', { end: '2025-05-05' })).toBe(true)
    expect(isCalendarEventExportable('2025-05-05', { end: '2025-05-04' })).toBe(false)
  })
})
