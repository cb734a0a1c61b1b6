import type { CareType, ProviderType, PublicUnit } from '@citizen/contract/web'

export type MapCareType = 'DAYCARE' | 'CLUB' | 'PRESCHOOL'
export type ProviderFilter = 'MUNICIPAL' | 'PURCHASED' | 'PRIVATE' | 'PRIVATE_SERVICE_VOUCHER'
export const providerFilters: ProviderFilter[] = ['MUNICIPAL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER']

// spec 002 section 9: care type filters and what they cover
const careTypesOf: Record<MapCareType, CareType[]> = {
  DAYCARE: ['CENTRE', 'FAMILY', 'GROUP_FAMILY'],
  CLUB: ['CLUB'],
  PRESCHOOL: ['PRESCHOOL', 'PREPARATORY_EDUCATION'],
}
// MUNICIPAL also covers MUNICIPAL_SCHOOL
const providersOf: Record<ProviderFilter, ProviderType[]> = {
  MUNICIPAL: ['MUNICIPAL', 'MUNICIPAL_SCHOOL'],
  PURCHASED: ['PURCHASED'],
  PRIVATE: ['PRIVATE'],
  PRIVATE_SERVICE_VOUCHER: ['PRIVATE_SERVICE_VOUCHER'],
}

export interface MapFilters {
  careType: MapCareType
  /** none chosen means all languages */
  languages: ('fi' | 'sv')[]
  /** none chosen means all providers */
  providers: ProviderFilter[]
  shiftCareOnly: boolean
}

export const defaultFilters: MapFilters = { careType: 'DAYCARE', languages: [], providers: [], shiftCareOnly: false }

/** The units the filters allow, sorted by name. */
export function filterUnits(units: PublicUnit[], filters: MapFilters, locale: string): PublicUnit[] {
  const careTypes = careTypesOf[filters.careType]
  const providers = filters.providers.flatMap((p) => providersOf[p])
  return units
    .filter((u) => u.type.some((t) => careTypes.includes(t)))
    .filter((u) => filters.languages.length === 0 || (filters.languages as string[]).includes(u.language))
    .filter((u) => providers.length === 0 || providers.includes(u.providerType))
    .filter((u) => !filters.shiftCareOnly || u.providesShiftCare)
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** Names containing the search text, case-insensitively, from 3 characters on (spec 002). */
export function matchUnitsByName(units: PublicUnit[], text: string): PublicUnit[] {
  const needle = text.trim().toLocaleLowerCase()
  if (needle.length < 3) return []
  return units.filter((u) => u.name.toLocaleLowerCase().includes(needle))
}

/** spec 002 section 9: CENTRE first, PREPARATORY_EDUCATION last. */
const careTypeOrder: CareType[] = ['CENTRE', 'FAMILY', 'GROUP_FAMILY', 'CLUB', 'PRESCHOOL', 'PREPARATORY_EDUCATION']
export function sortCareTypes(types: CareType[]): CareType[] {
  return [...types].sort((a, b) => careTypeOrder.indexOf(a) - careTypeOrder.indexOf(b))
}

/** A private unit with no application period at all does not take applications through us. */
export function isNotAcceptingApplications(unit: PublicUnit): boolean {
  return (
    unit.providerType === 'PRIVATE' &&
    unit.clubApplyPeriod === null &&
    unit.daycareApplyPeriod === null &&
    unit.preschoolApplyPeriod === null
  )
}
