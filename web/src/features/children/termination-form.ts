/** The placement termination form's values and rules (spec 001 "Child-page forms") */
import {
  terminationDateLimits,
  terminationError,
  type PlacementGroup,
  type TerminatePlacementRequest,
} from '@citizen/contract/web'

export interface TerminationForm {
  /** Chosen groups: `type|unitId|all` for the whole group, `type|unitId|daycare` for its paid daycare only */
  choices: string[]
  lastDay: string | null
}

export interface TerminationChoice {
  value: string
  group: PlacementGroup
  daycareOnly: boolean
}

/** What may be chosen: what the server says can still be terminated, each group and its paid daycare alone */
export function terminationChoices(groups: PlacementGroup[]): TerminationChoice[] {
  return groups
    .filter((g) => g.terminatable)
    .flatMap((group) => {
      const key = `${group.type}|${group.unitId}`
      const whole = { value: `${key}|all`, group, daycareOnly: false }
      return group.daycareOnlyTerminatable ? [whole, { value: `${key}|daycare`, group, daycareOnly: true }] : [whole]
    })
}

/** The chosen choices; a whole group chosen makes its paid daycare choice redundant */
export function chosen(choices: TerminationChoice[], values: string[]): TerminationChoice[] {
  const picked = choices.filter((c) => values.includes(c.value))
  return picked.filter((c) => !c.daycareOnly || !picked.some((o) => !o.daycareOnly && o.group === c.group))
}

/** The last day's limits of the chosen placements: today to the latest end among them */
export function lastDayLimits(picked: TerminationChoice[], today: string): { min: string; max: string } {
  const max = picked
    .map((c) => terminationDateLimits(c.group, c.daycareOnly, today).max)
    .reduce<string | null>((a, b) => (a === null || b > a ? b : a), null)
  return { min: today, max: max ?? today }
}

export function terminationErrors(
  values: TerminationForm,
  context: { choices: TerminationChoice[]; today: string },
): Record<string, string> {
  const errors: Record<string, string> = {}
  const picked = chosen(context.choices, values.choices)
  if (picked.length === 0) errors.choices = 'placements'
  const dateError = terminationError(values.lastDay, lastDayLimits(picked, context.today))
  if (dateError && (picked.length > 0 || dateError === 'required')) errors.lastDay = dateError
  return errors
}

/** One request per chosen group */
export function terminationRequests(picked: TerminationChoice[], lastDay: string): TerminatePlacementRequest[] {
  return picked.map((c) => ({
    type: c.group.type,
    unitId: c.group.unitId,
    terminationDate: lastDay,
    terminateDaycareOnly: c.daycareOnly,
  }))
}
