import type { PublicUnit } from '@citizen/contract/web'

/** The unit picker's language chips (reference: a language filter in the application unit picker). */
const UNIT_LANGUAGES = ['fi', 'sv'] as const
export type UnitLanguage = (typeof UNIT_LANGUAGES)[number]

/** The chips to show: a language only when some offered unit has it. */
export function languagesAmong(units: Pick<PublicUnit, 'language'>[]): UnitLanguage[] {
  return UNIT_LANGUAGES.filter((l) => units.some((u) => u.language === l))
}

/**
 * The units of the chosen languages; none chosen (or only languages no offered unit has, e.g.
 * after the start date changed) means every unit, as on the map.
 */
export function filterByLanguage<U extends Pick<PublicUnit, 'language'>>(units: U[], chosen: UnitLanguage[]): U[] {
  const effective = chosen.filter((l) => units.some((u) => u.language === l))
  return effective.length === 0 ? units : units.filter((u) => (effective as string[]).includes(u.language))
}
