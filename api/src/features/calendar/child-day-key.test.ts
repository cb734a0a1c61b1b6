import { describe, expect, it } from 'vitest'
import { CalendarChildDay } from '@citizen/contract'
import { childDayKey, type ChildDayKeyParts } from './child-day-key'

// Days with equal keys share one child-day (calendarDays): every field of the child-day must
// be in the key, else a day shows another day's value of it
const parts: ChildDayKeyParts = {
  childId: 1,
  scheduleType: 'RESERVATION_REQUIRED',
  shiftCare: 1,
  absence: '',
  reservations: '08:00-16:00-false,/',
  attendances: '',
  reservableTimeRange: 1,
  holidayPeriodEffect: 0,
  usedService: '',
}

describe('childDayKey', () => {
  it('has a part for every field of the child-day', () => {
    // Fails when a field is added to CalendarChildDay (contract/src/calendar.ts) and not here and
    // to the key (ChildDayKeyParts)
    expect(Object.keys(parts).sort()).toEqual(Object.keys(CalendarChildDay.shape).sort())
  })

  it('changes with each field', () => {
    const key = childDayKey(parts)
    for (const field of Object.keys(CalendarChildDay.shape) as (keyof ChildDayKeyParts)[]) {
      const other = typeof parts[field] === 'number' ? Number(parts[field]) + 1 : `${parts[field]}x`
      expect(childDayKey({ ...parts, [field]: other }), field).not.toBe(key)
    }
  })
})
