/** The absence application form's values and rules (spec 001 "Child-page forms"; the rules are the contract's) */
import { absenceApplicationIssues, type FiniteDayRange } from '@citizen/contract/web'

export interface AbsenceApplicationForm {
  range: FiniteDayRange | null
  description: string
  confirmed: boolean
}

export const emptyForm: AbsenceApplicationForm = { range: null, description: '', confirmed: false }

export const isAbsenceApplicationForm = (value: unknown): value is AbsenceApplicationForm => {
  const v = value as Partial<AbsenceApplicationForm> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    'range' in v &&
    typeof v.description === 'string' &&
    typeof v.confirmed === 'boolean'
  )
}

/** Error keys by path: the contract's checks and the confirmation the server does not see */
export function absenceApplicationFormErrors(
  values: AbsenceApplicationForm,
  context: { today: string; allowed: readonly FiniteDayRange[] },
): Record<string, string> {
  const errors: Record<string, string> = { ...absenceApplicationIssues(values, context.today, context.allowed) }
  if (!values.confirmed) errors.confirmed = 'confirm'
  return errors
}

/** A day the picker offers: inside one of the allowed ranges */
export const isAllowedDay = (allowed: readonly FiniteDayRange[], date: string) =>
  allowed.some((r) => r.start <= date && date <= r.end)
