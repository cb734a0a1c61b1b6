/**
 * Long preschool absence applications' rules both sides apply (spec 001 "Child-page forms",
 * reference §7): which placements allow one, the range inside the allowed ranges, a start from
 * today on, a description, and the error codes. Zod-free so the web app can use them.
 */
import { addDays, type FiniteDayRange } from './dates'

/** reference §5 absenceApplicationCreationPossible: the "preschool" placement types */
export const ABSENCE_APPLICATION_PLACEMENT_TYPES = [
  'PRESCHOOL',
  'PRESCHOOL_DAYCARE',
  'PRESCHOOL_CLUB',
  'PREPARATORY',
  'PREPARATORY_DAYCARE',
] as const

export const ABSENCE_APPLICATION_STATUSES = ['WAITING_DECISION', 'ACCEPTED', 'REJECTED'] as const
export type AbsenceApplicationStatus = (typeof ABSENCE_APPLICATION_STATUSES)[number]

/** The description's longest length (the table keeps the same limit) */
export const ABSENCE_APPLICATION_DESCRIPTION_MAX = 2000

/** Error codes of the absence application calls */
export const absenceApplicationErrors = {
  /** The first day is before today (400) */
  startBeforeToday: 'ABSENCE_APPLICATION_START_BEFORE_TODAY',
  /** The child has no preschool-type placement from today on (400) */
  noPreschoolPlacement: 'ABSENCE_APPLICATION_NO_PRESCHOOL_PLACEMENT',
  /** The range is not inside one of the allowed ranges: no preschool on some of its days (400; spec invalidDateRange) */
  invalidDateRange: 'ABSENCE_APPLICATION_INVALID_DATE_RANGE',
  /** Staff have decided it already: it cannot be withdrawn (400, reference §7) */
  alreadyDecided: 'ABSENCE_APPLICATION_ALREADY_DECIDED',
} as const

/** The browser path of a child's absence application form */
export const absenceApplicationPath = (childId: string) =>
  `/children/${encodeURIComponent(childId)}/absence-application`

/** The range lies inside one of the allowed ranges (a range over a gap, a term break, is not) */
export function isInsideAllowedRange(range: FiniteDayRange, allowed: readonly FiniteDayRange[]): boolean {
  return allowed.some((a) => a.start <= range.start && range.end <= a.end)
}

export type AbsenceApplicationIssue = 'required' | 'tooLong' | 'beforeToday' | 'invalidDateRange'

export interface AbsenceApplicationInput {
  range: FiniteDayRange | null
  description: string
}

/**
 * What is wrong with an application, by field (the form's error keys). The server checks the
 * same through `absenceApplicationError`.
 */
export function absenceApplicationIssues(
  input: AbsenceApplicationInput,
  today: string,
  allowed: readonly FiniteDayRange[],
): Partial<Record<'range' | 'description', AbsenceApplicationIssue>> {
  const issues: Partial<Record<'range' | 'description', AbsenceApplicationIssue>> = {}
  const { range } = input
  if (!range || range.end < range.start) issues.range = 'required'
  else if (range.start < today) issues.range = 'beforeToday'
  else if (!isInsideAllowedRange(range, allowed)) issues.range = 'invalidDateRange'
  if (input.description.trim() === '') issues.description = 'required'
  else if (input.description.length > ABSENCE_APPLICATION_DESCRIPTION_MAX) issues.description = 'tooLong'
  return issues
}

/** The server's answer to a new application's range: the errorCode to refuse it with, or null */
export function absenceApplicationRangeError(
  range: FiniteDayRange,
  today: string,
  allowed: readonly FiniteDayRange[],
): (typeof absenceApplicationErrors)[keyof typeof absenceApplicationErrors] | null {
  if (range.start < today) return absenceApplicationErrors.startBeforeToday
  if (allowed.length === 0) return absenceApplicationErrors.noPreschoolPlacement
  if (!isInsideAllowedRange(range, allowed)) return absenceApplicationErrors.invalidDateRange
  return null
}

/** A citizen may withdraw an application they made while it waits for a decision */
export function absenceApplicationActions(
  userId: string,
  application: { status: AbsenceApplicationStatus; createdBy: string },
): 'DELETE'[] {
  return application.status === 'WAITING_DECISION' && application.createdBy === userId ? ['DELETE'] : []
}

/**
 * The days the child may be absent from preschool by an application: the preschool-type
 * placements from today on, inside a preschool term's extended term, without its term breaks.
 * Ranges sorted, adjacent ones joined.
 */
export function allowedAbsenceRanges(
  placements: readonly FiniteDayRange[],
  terms: readonly { extendedTerm: FiniteDayRange; termBreaks: readonly FiniteDayRange[] }[],
  today: string,
): FiniteDayRange[] {
  const pieces: FiniteDayRange[] = []
  for (const p of placements) {
    for (const t of terms) {
      const start = max(p.start, t.extendedTerm.start, today)
      const end = min(p.end, t.extendedTerm.end)
      if (start > end) continue
      pieces.push(...subtract({ start, end }, t.termBreaks))
    }
  }
  pieces.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
  const joined: FiniteDayRange[] = []
  for (const r of pieces) {
    const last = joined[joined.length - 1]
    if (last && dayAfter(last.end) >= r.start) {
      if (r.end > last.end) last.end = r.end
    } else joined.push({ ...r })
  }
  return joined
}

const max = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b))
const min = (...days: string[]) => days.reduce((a, b) => (a < b ? a : b))

const dayAfter = (date: string) => addDays(date, 1)
const dayBefore = (date: string) => addDays(date, -1)

/** The range without the gaps' days */
function subtract(range: FiniteDayRange, gaps: readonly FiniteDayRange[]): FiniteDayRange[] {
  let parts = [range]
  for (const g of gaps) {
    parts = parts.flatMap((p) => {
      if (g.end < p.start || g.start > p.end) return [p]
      const out: FiniteDayRange[] = []
      if (g.start > p.start) out.push({ start: p.start, end: dayBefore(g.start) })
      if (g.end < p.end) out.push({ start: dayAfter(g.end), end: p.end })
      return out
    })
  }
  return parts
}
