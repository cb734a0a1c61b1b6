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
  type CalendarChildDay,
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

/** What a fixed-schedule (preschool, club) day takes: present or absent, no times (spec 001) */
export type FixedChoice = 'PRESENT' | 'ABSENT'

/** One day's (or one weekday's, or every day's) choice as typed */
export interface ChoiceDraft {
  type: ChoiceType
  ranges: TimeRange[]
  /**
   * The reservation modal: the choice for the chosen children's fixed-schedule days of the draft
   * (their times and type are for the other days); unset leaves those days as they are
   */
  fixed?: FixedChoice | null
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
  /** The days selected in the grid: only these change (not the days between them) */
  dates?: string[] | null
}

export const emptyDraft = (): ChoiceDraft => ({ type: 'TIMES', ranges: [{ start: '', end: '' }] })

/** The days the grid's selection names in the address ("2026-12-08,2026-12-09"), sorted; null without one */
export function selectedDates(param: string | null): string[] | null {
  const dates = (param ?? '').split(',').filter(isCalendarDate).sort()
  return dates.length > 0 ? [...new Set(dates)] : null
}

/** The modal's starting values: every child, the range of the address (when it is a range of days) */
export function initialForm(
  childIds: string[],
  startDate: string | null,
  endDate: string | null,
  dates: string[] | null = null,
): ReservationForm {
  const valid = startDate && endDate && isCalendarDate(startDate) && isCalendarDate(endDate) && startDate <= endDate
  return {
    childIds,
    range: dates
      ? { start: dates[0]!, end: dates[dates.length - 1]! }
      : valid
        ? { start: startDate, end: endDate }
        : null,
    repetition: 'DAILY',
    daily: emptyDraft(),
    weekly: {},
    irregular: {},
    dates,
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
    typeof v.irregular === 'object' &&
    (v.dates === undefined || v.dates === null || Array.isArray(v.dates))
  )
}

/** The times part left blank: weekly and irregular days so keep what they have (only the days filled in change) */
const timesBlank = (draft: ChoiceDraft) =>
  draft.type === 'TIMES' && draft.ranges.every((r) => r.start.trim() === '' && r.end.trim() === '')

/** Nothing filled in for either kind of day */
const isBlank = (draft: ChoiceDraft) => timesBlank(draft) && !draft.fixed

/** A child-day whose choice is present or absent only: times are for the other days */
const isFixed = (c: CalendarChildDay) => c.scheduleType === 'FIXED_SCHEDULE'

/**
 * The chosen children of a draft's days by what their days take: `timed` have a day for times
 * (reservations, or a term break the plan skips), `fixed` a fixed-schedule day (present or absent).
 * A child with both kinds of days is in both.
 */
export function childrenBySchedule(
  days: Map<string, CalendarDay>,
  childIds: string[],
  dates: string[],
): { timed: string[]; fixed: string[] } {
  const timed = new Set<string>()
  const fixed = new Set<string>()
  for (const date of dates) {
    for (const c of days.get(date)?.children ?? []) {
      if (!childIds.includes(c.childId)) continue
      if (isFixed(c)) fixed.add(c.childId)
      else if (c.scheduleType !== 'TERM_BREAK') timed.add(c.childId)
    }
  }
  const inOrder = (set: Set<string>) => childIds.filter((id) => set.has(id))
  return { timed: inOrder(timed), fixed: inOrder(fixed) }
}

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

/** The days of the range (only the selected ones, when days were selected) on which a chosen child has a place */
export function formDays(
  form: Pick<ReservationForm, 'childIds' | 'range' | 'dates'>,
  days: Map<string, CalendarDay>,
): string[] {
  if (!form.range) return []
  const chosen = new Set(form.childIds)
  const only = form.dates ? new Set(form.dates) : null
  return [...daysOf(form.range)].filter(
    (date) => (!only || only.has(date)) && days.get(date)?.children.some((c) => chosen.has(c.childId)),
  )
}

/**
 * An irregular day starts with what the chosen children have reserved on it, when they all have
 * the same times (editing a day then starts from its reservations, not from nothing)
 */
function existingDraft(days: Map<string, CalendarDay>, childIds: string[], date: string): ChoiceDraft {
  const chosen = new Set(childIds)
  const childDays = (days.get(date)?.children ?? []).filter((c) => chosen.has(c.childId) && !isFixed(c))
  const times = childDays.map((c) =>
    c.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : [])).sort((a, b) => (a.start < b.start ? -1 : 1)),
  )
  const first = times[0]
  if (!first || first.length === 0 || times.some((t) => JSON.stringify(t) !== JSON.stringify(first))) {
    return emptyDraft()
  }
  return { type: 'TIMES', ranges: first.map((r) => ({ ...r })) }
}

/** The weekdays (1–7) that occur among those days */
const formWeekdays = (dates: string[]) => [...new Set(dates.map(isoWeekday))].sort()

/** Which drafts the repetition uses, with the days each applies to */
export function usedDrafts(
  form: ReservationForm,
  dates: string[],
  days?: Map<string, CalendarDay>,
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
        draft: form.irregular[date] ?? (days ? existingDraft(days, form.childIds, date) : emptyDraft()),
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
      if (chosen.has(child.childId) && !isFixed(child))
        seen.set(JSON.stringify(child.reservableTimeRange), child.reservableTimeRange)
    }
  }
  return [...seen.values()]
}

/** Each chosen child's limits of a day's times over those days (a child with two kinds of days twice) */
export function allowedTimesByChild(
  days: Map<string, CalendarDay>,
  childIds: string[],
  dates: string[],
): { childId: string; limit: ReservableTimeRange }[] {
  const chosen = new Set(childIds)
  const seen = new Map<string, { childId: string; limit: ReservableTimeRange }>()
  for (const date of dates) {
    for (const child of days.get(date)?.children ?? []) {
      const limit = child.reservableTimeRange
      if (chosen.has(child.childId) && !isFixed(child))
        seen.set(`${child.childId} ${JSON.stringify(limit)}`, { childId: child.childId, limit })
    }
  }
  return [...seen.values()]
}

/**
 * An opening-hours error naming whose hours ("range|<childId>|06:30–17:30"), when the form is for
 * several children; the texts turn it into words (rangeErrorParts)
 */
const rangeError = (childId: string, limit: ReservableTimeRange) =>
  limit.type === 'INTERMITTENT_SHIFT_CARE' ? 'range' : `range|${childId}|${limit.range.start}–${limit.range.end}`

export function rangeErrorParts(key: string): { childId: string; hours: string } | null {
  const [kind, childId, hours] = key.split('|')
  return kind === 'range' && childId && hours ? { childId, hours } : null
}

/** Present without times is for holiday periods open for reservations only (the server refuses it elsewhere) */
export function presentAllowed(days: Map<string, CalendarDay>, childIds: string[], dates: string[]): boolean {
  const chosen = new Set(childIds)
  const childDays = dates.flatMap((date) =>
    (days.get(date)?.children ?? []).filter((c) => chosen.has(c.childId) && !isFixed(c)),
  )
  return childDays.length > 0 && childDays.every((c) => c.holidayPeriodEffect?.type === 'ReservationsOpen')
}

/** Errors of a day's draft by path below `prefix` (ranges.0.start: error key) */
export function draftErrors(
  prefix: string,
  draft: ChoiceDraft,
  allowed: ReservableTimeRange[] | { childId: string; limit: ReservableTimeRange }[],
): Record<string, string> {
  if (draft.type !== 'TIMES') return {}
  const errors: Record<string, string> = {}
  const parsed = draft.ranges.map((r) => ({
    start: parseClockTime(r.start) ?? r.start,
    end: parseClockTime(r.end) ?? r.end,
  }))
  const limits = allowed.length > 0 ? allowed.map((a) => ('limit' in a ? a : { childId: null, limit: a })) : [null]
  for (const owned of limits) {
    const limit = owned?.limit ?? null
    for (const issue of timeRangeIssues(parsed, limit)) {
      if (issue.field !== 'range' || !owned || !limit || limit.type === 'INTERMITTENT_SHIFT_CARE') {
        errors[`${prefix}.ranges.${issue.index}.${issue.field === 'range' ? 'end' : issue.field}`] ??= issue.error
        continue
      }
      // The field that lies outside the hours (both when both do), naming the child when there are several
      const key = owned.childId ? rangeError(owned.childId, limit) : 'range'
      const range = parsed[issue.index]!
      const early = range.start < limit.range.start
      const late = range.end > limit.range.end
      if (early) errors[`${prefix}.ranges.${issue.index}.start`] ??= key
      if (late || !early) errors[`${prefix}.ranges.${issue.index}.end`] ??= key
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
  const used = usedDrafts(form, dates, days)
  const optional = form.repetition !== 'DAILY'
  const filled = optional ? used.filter((u) => !isBlank(u.draft)) : used
  // Weekly and irregular: at least one day filled in; the first blank one says so
  if (optional && filled.length === 0 && used.length > 0) {
    const first = used[0]!
    const { timed } = childrenBySchedule(days, form.childIds, first.dates)
    errors[timed.length > 0 ? `${first.path}.ranges.0.start` : `${first.path}.fixed`] = 'required'
  }
  for (const u of filled) {
    const { timed, fixed } = childrenBySchedule(days, form.childIds, u.dates)
    // Every day: both kinds answered; a weekday or a day: the kinds filled in
    if (fixed.length > 0 && !u.draft.fixed && !optional) errors[`${u.path}.fixed`] = 'presentOrAbsent'
    if (timed.length === 0 || (optional && timesBlank(u.draft))) continue
    const limits = allowedTimesByChild(days, form.childIds, u.dates)
    // One child: its hours are the hint beside the field, no name needed
    const named = new Set(limits.map((l) => l.childId)).size > 1
    Object.assign(errors, draftErrors(u.path, u.draft, named ? limits : limits.map((l) => l.limit)))
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
  const choices = usedDrafts(form, dates, days)
  const editability = reservationEditability(days, reservableRange)
  const included = new Set(dates)
  const fixedDay = (childId: string, date: string) =>
    days.get(date)?.children.some((c) => c.childId === childId && isFixed(c)) ?? false
  // Each child-day takes what it can: times (or absent) on a day for times, present or absent on a fixed-schedule day
  const plan = (choiceOf: (draft: ChoiceDraft) => DayChoice | null, fixed: boolean) => {
    const toChoices = (entries: [string, ChoiceDraft][]) =>
      Object.fromEntries(entries.flatMap(([k, d]) => (choiceOf(d) ? [[k, choiceOf(d)!]] : [])))
    return planReservations(
      {
        childIds: form.childIds,
        range: form.range!,
        repetition: form.repetition,
        daily: form.repetition === 'DAILY' ? (choiceOf(form.daily) ?? undefined) : undefined,
        weekly: form.repetition === 'WEEKLY' ? toChoices(choices.map((c) => [c.path.slice(8), c.draft])) : undefined,
        irregular:
          form.repetition === 'IRREGULAR' ? toChoices(choices.map((c) => [c.path.slice(10), c.draft])) : undefined,
      },
      // Only the days of the form (the selected ones): the range may span days that were not selected
      (childId, date) =>
        included.has(date) && fixedDay(childId, date) === fixed ? editability(childId, date) : undefined,
    )
  }
  const timed = plan((d) => (timesBlank(d) ? null : toChoice(d)), false)
  const fixed = plan((d) => (d.fixed ? { type: d.fixed } : null), true)
  return { requests: [...timed.requests, ...fixed.requests], skipped: [...timed.skipped, ...fixed.skipped] }
}
