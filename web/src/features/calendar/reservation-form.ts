/**
 * The reservation modal's and the day view's form values and rules (spec 001 "Reservations and
 * absences"). The times are kept as typed; `toChoice` turns them into the contract's DayChoice,
 * and the contract's `timeRangeIssues` and `planReservations` do the rest, as on the server.
 */
import {
  daysOf,
  isCalendarDate,
  isoWeekday,
  parseClockTime,
  planReservations,
  timeRangeIssues,
  type CalendarDay,
  type DayChoice,
  type FiniteDayRange,
  type Repetition,
  type ReservableTimeRange,
  type ReservationPlan,
  type TimeRange,
} from '@citizen/contract/web'
import { reservationEditability } from './model'

export type ChoiceType = DayChoice['type']

/** One day's (or one weekday's, or every day's) choice as typed */
export interface ChoiceDraft {
  type: ChoiceType
  ranges: TimeRange[]
}

export interface ReservationForm {
  childIds: string[]
  range: FiniteDayRange | null
  repetition: Repetition
  daily: ChoiceDraft
  /** 'd' + ISO weekday ('d1' = Monday) → choice (a letter first: react-hook-form reads digits as array indices) */
  weekly: Record<string, ChoiceDraft>
  /** date → choice */
  irregular: Record<string, ChoiceDraft>
}

export const emptyDraft = (): ChoiceDraft => ({ type: 'TIMES', ranges: [{ start: '', end: '' }] })

/** The modal's starting values: every child, the range of the address (when it is a range of days) */
export function initialForm(childIds: string[], startDate: string | null, endDate: string | null): ReservationForm {
  const valid = startDate && endDate && isCalendarDate(startDate) && isCalendarDate(endDate) && startDate <= endDate
  return {
    childIds,
    range: valid ? { start: startDate, end: endDate } : null,
    repetition: 'DAILY',
    daily: emptyDraft(),
    weekly: {},
    irregular: {},
  }
}

/** A kept copy has the form's shape (it was written by an earlier version of this page, or not at all) */
export function isReservationForm(value: unknown): value is ReservationForm {
  const v = value as Partial<ReservationForm> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.childIds) &&
    (v.range === null || typeof v.range === 'object') &&
    typeof v.repetition === 'string' &&
    typeof v.daily === 'object' &&
    Array.isArray(v.daily?.ranges) &&
    typeof v.weekly === 'object' &&
    typeof v.irregular === 'object'
  )
}

/** Weekly and irregular days left blank keep what they have (only the days filled in change) */
export const isBlank = (draft: ChoiceDraft) =>
  draft.type === 'TIMES' && draft.ranges.every((r) => r.start.trim() === '' && r.end.trim() === '')

/** The choice to save, with the times as HH:mm; null while a time is not a time */
export function toChoice(draft: ChoiceDraft): DayChoice | null {
  if (draft.type !== 'TIMES') return { type: draft.type }
  const ranges: TimeRange[] = []
  for (const r of draft.ranges) {
    const start = parseClockTime(r.start)
    const end = parseClockTime(r.end)
    if (!start || !end) return null
    ranges.push({ start, end })
  }
  return { type: 'TIMES', ranges }
}

/** The days of the range on which one of the chosen children has a place, in order */
export function formDays(form: Pick<ReservationForm, 'childIds' | 'range'>, days: Map<string, CalendarDay>): string[] {
  if (!form.range) return []
  const chosen = new Set(form.childIds)
  return [...daysOf(form.range)].filter((date) => days.get(date)?.children.some((c) => chosen.has(c.childId)))
}

/** The weekdays (1–7) that occur among those days */
export const formWeekdays = (dates: string[]) => [...new Set(dates.map(isoWeekday))].sort()

/** Which drafts the repetition uses, with the days each applies to */
export function usedDrafts(
  form: ReservationForm,
  dates: string[],
): { path: string; draft: ChoiceDraft; dates: string[] }[] {
  switch (form.repetition) {
    case 'DAILY':
      return [{ path: 'daily', draft: form.daily, dates }]
    case 'WEEKLY':
      return formWeekdays(dates).map((weekday) => ({
        path: `weekly.d${weekday}`,
        draft: form.weekly[`d${weekday}`] ?? emptyDraft(),
        dates: dates.filter((d) => isoWeekday(d) === weekday),
      }))
    case 'IRREGULAR':
      return dates.map((date) => ({
        path: `irregular.${date}`,
        draft: form.irregular[date] ?? emptyDraft(),
        dates: [date],
      }))
  }
}

/** The limits of a day's times for the chosen children (each must allow them) */
export function allowedTimes(
  days: Map<string, CalendarDay>,
  childIds: string[],
  dates: string[],
): ReservableTimeRange[] {
  const chosen = new Set(childIds)
  const seen = new Map<string, ReservableTimeRange>()
  for (const date of dates) {
    for (const child of days.get(date)?.children ?? []) {
      if (chosen.has(child.childId)) seen.set(JSON.stringify(child.reservableTimeRange), child.reservableTimeRange)
    }
  }
  return [...seen.values()]
}

/** Present without times is for holiday periods open for reservations only (the server refuses it elsewhere) */
export function presentAllowed(days: Map<string, CalendarDay>, childIds: string[], dates: string[]): boolean {
  const chosen = new Set(childIds)
  const childDays = dates.flatMap((date) => (days.get(date)?.children ?? []).filter((c) => chosen.has(c.childId)))
  return childDays.length > 0 && childDays.every((c) => c.holidayPeriodEffect?.type === 'ReservationsOpen')
}

/** Errors of a day's draft by path below `prefix` (ranges.0.start: error key) */
export function draftErrors(
  prefix: string,
  draft: ChoiceDraft,
  allowed: ReservableTimeRange[],
): Record<string, string> {
  if (draft.type !== 'TIMES') return {}
  const errors: Record<string, string> = {}
  const parsed = draft.ranges.map((r) => ({
    start: parseClockTime(r.start) ?? r.start,
    end: parseClockTime(r.end) ?? r.end,
  }))
  const limits = allowed.length > 0 ? allowed : [null]
  for (const limit of limits) {
    for (const issue of timeRangeIssues(parsed, limit)) {
      // An opening-hours problem belongs to the end field (the one people adjust last)
      const field = issue.field === 'range' ? 'end' : issue.field
      errors[`${prefix}.ranges.${issue.index}.${field}`] ??= issue.error
    }
  }
  return errors
}

/** Every error of the reservation modal, flat by path */
export function reservationFormErrors(form: ReservationForm, days: Map<string, CalendarDay>): Record<string, string> {
  const errors: Record<string, string> = {}
  if (form.childIds.length === 0) errors.childIds = 'noChildren'
  if (!form.range) {
    errors.range = 'noRange'
    return errors
  }
  const dates = formDays(form, days)
  if (form.childIds.length > 0 && dates.length === 0) errors.range = 'noDays'
  const used = usedDrafts(form, dates)
  const optional = form.repetition !== 'DAILY'
  const filled = optional ? used.filter((u) => !isBlank(u.draft)) : used
  // Weekly and irregular: at least one day filled in; the first blank one says so
  if (optional && filled.length === 0 && used.length > 0) errors[`${used[0]!.path}.ranges.0.start`] = 'required'
  for (const u of filled) {
    Object.assign(errors, draftErrors(u.path, u.draft, allowedTimes(days, form.childIds, u.dates)))
  }
  return errors
}

/** The requests to send and the days left out, for a valid form */
export function reservationPlan(
  form: ReservationForm,
  days: Map<string, CalendarDay>,
  reservableRange: FiniteDayRange,
): ReservationPlan {
  if (!form.range) return { requests: [], skipped: [] }
  const dates = formDays(form, days)
  const choices = usedDrafts(form, dates)
  const toChoices = (entries: [string, ChoiceDraft][]) =>
    Object.fromEntries(entries.flatMap(([k, d]) => (!isBlank(d) && toChoice(d) ? [[k, toChoice(d)!]] : [])))
  return planReservations(
    {
      childIds: form.childIds,
      range: form.range,
      repetition: form.repetition,
      daily: form.repetition === 'DAILY' ? (toChoice(form.daily) ?? undefined) : undefined,
      weekly: form.repetition === 'WEEKLY' ? toChoices(choices.map((c) => [c.path.slice(8), c.draft])) : undefined,
      irregular:
        form.repetition === 'IRREGULAR' ? toChoices(choices.map((c) => [c.path.slice(10), c.draft])) : undefined,
    },
    reservationEditability(days, reservableRange),
  )
}
