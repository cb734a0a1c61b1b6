/** The absence modal's form values and rules (spec 001 "Reservations and absences") */
import { addDays, type CitizenAbsenceType, type FiniteDayRange } from '@citizen/contract/web'

export interface AbsenceForm {
  childIds: string[]
  range: FiniteDayRange | null
  absenceType: CitizenAbsenceType | null
  /** The days selected in the grid: only these are marked (not the days between them) */
  dates?: string[] | null
}

export const isAbsenceForm = (value: unknown): value is AbsenceForm => {
  const v = value as Partial<AbsenceForm> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.childIds) &&
    'range' in v &&
    'absenceType' in v &&
    (v.dates === undefined || v.dates === null || Array.isArray(v.dates))
  )
}

/** The days to mark as ranges of consecutive days: the write range, or the selected days within it */
export function absenceRanges(form: AbsenceForm, writeRange: FiniteDayRange | null): FiniteDayRange[] {
  if (!writeRange) return []
  if (!form.dates) return [writeRange]
  const ranges: FiniteDayRange[] = []
  for (const date of form.dates.filter((d) => writeRange.start <= d && d <= writeRange.end)) {
    const last = ranges[ranges.length - 1]
    if (last && addDays(last.end, 1) === date) last.end = date
    else ranges.push({ start: date, end: date })
  }
  return ranges
}

export function absenceErrors(values: AbsenceForm): Record<string, string> {
  const errors: Record<string, string> = {}
  if (values.childIds.length === 0) errors.childIds = 'noChildren'
  if (!values.range) errors.range = 'noRange'
  if (!values.absenceType) errors.absenceType = 'required'
  return errors
}
