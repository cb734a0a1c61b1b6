import type { CalendarChildDay } from '@citizen/contract'
import type { DayRows } from './day-context'
import type { UsedService } from './used-service'

/**
 * What each field of a child-day is in its sharing key: calendarDays writes each distinct
 * child-day once, and days whose keys are equal share one, so a field left out of the key would
 * give a day another day's value. Typed by the child-day's fields: a field added to
 * CalendarChildDay (events, discussion times) is a type error at the call until its part is
 * given, and child-day-key.test.ts fails until it has a case. The fields the day's context
 * decides (child, shift care, reservable hours) are given as the context's number.
 */
export type ChildDayKeyParts = { [K in keyof CalendarChildDay]-?: string | number }

/**
 * The sharing key of a child-day with rows. A day without rows is looked up by a number made of
 * the context's number, schedule type, holiday period effect and whether it is past
 * (calendarDays): its row fields are empty, and its used service depends only on those.
 */
export function childDayKey(p: ChildDayKeyParts): string {
  return (
    `${p.childId}|${p.scheduleType}|${p.shiftCare}|${p.absence}|${p.reservations}|${p.attendances}` +
    `|${p.reservableTimeRange}|${p.holidayPeriodEffect}|${p.usedService}`
  )
}

export function absenceKey(absence: CalendarChildDay['absence']): string {
  return absence ? `${absence.type} ${absence.editable} ${absence.markedByStaff} ${absence.fromQuestionnaire}` : ''
}

/** The day's reservations, and its absence rows (the used service reads them) */
export function reservationsKey(rows: DayRows): string {
  let key = ''
  for (const r of rows.reservations) key += `${r.start}-${r.end}-${r.staffCreated},`
  key += '/'
  for (const a of rows.absences) key += `${a.category}-${a.type}-${a.byCitizen}-${a.fromQuestionnaire},`
  return key
}

export function attendancesKey(rows: DayRows): string {
  let key = ''
  for (const a of rows.attendances) key += `${a.start}-${a.end},`
  return key
}

export function usedServiceKey(used: UsedService | null): string {
  if (!used) return ''
  let key = `${used.reservedMinutes} ${used.usedServiceMinutes} `
  for (const r of used.usedServiceRanges) key += `${r.start}-${r.end},`
  return key
}
