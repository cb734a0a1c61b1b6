import { describe, expect, it } from 'vitest'
import type { PublicUnit } from '@citizen/contract/web'
import { defaultFilters, filterUnits, isNotAcceptingApplications, matchUnitsByName, sortCareTypes } from './filters'
import { publicUnit } from './unit-fixtures'

let n = 0
const unit = (name: string, over: Partial<PublicUnit>): PublicUnit =>
  publicUnit(++n, { name, daycareApplyPeriod: { start: '2020-01-01', end: null }, ...over })

const units = [
  unit('Päiväkoti Ö', {}),
  unit('Daghemmet Solrosen', { language: 'sv' }),
  unit('Perhepäivähoito Kivi', { type: ['FAMILY'], providerType: 'PRIVATE' }),
  unit('Koulun eskari', { type: ['PRESCHOOL'], providerType: 'MUNICIPAL_SCHOOL' }),
  unit('Valmistava', { type: ['PREPARATORY_EDUCATION'] }),
  unit('Kerho Kipinä', { type: ['CLUB'] }),
  unit('Vuorohoito Yö', { providesShiftCare: true, providerType: 'PRIVATE_SERVICE_VOUCHER' }),
]
const names = (list: PublicUnit[]) => list.map((u) => u.name)

describe('filterUnits', () => {
  it('maps the care type to unit care types and sorts by name', () => {
    expect(names(filterUnits(units, defaultFilters, 'fi'))).toEqual([
      'Daghemmet Solrosen',
      'Perhepäivähoito Kivi',
      'Päiväkoti Ö',
      'Vuorohoito Yö',
    ])
    expect(names(filterUnits(units, { ...defaultFilters, careType: 'PRESCHOOL' }, 'fi'))).toEqual([
      'Koulun eskari',
      'Valmistava',
    ])
    expect(names(filterUnits(units, { ...defaultFilters, careType: 'CLUB' }, 'fi'))).toEqual(['Kerho Kipinä'])
  })
  it('filters by language; none chosen means all', () => {
    expect(names(filterUnits(units, { ...defaultFilters, languages: ['sv'] }, 'fi'))).toEqual(['Daghemmet Solrosen'])
  })
  it('lets MUNICIPAL cover MUNICIPAL_SCHOOL', () => {
    const f = { ...defaultFilters, careType: 'PRESCHOOL' as const, providers: ['MUNICIPAL' as const] }
    expect(names(filterUnits(units, f, 'fi'))).toEqual(['Koulun eskari', 'Valmistava'])
  })
  it('shows only shift care units when asked', () => {
    expect(names(filterUnits(units, { ...defaultFilters, shiftCareOnly: true }, 'fi'))).toEqual(['Vuorohoito Yö'])
  })
})

describe('matchUnitsByName', () => {
  it('needs three characters and ignores case', () => {
    expect(matchUnitsByName(units, 'so')).toEqual([])
    expect(names(matchUnitsByName(units, 'SOLR'))).toEqual(['Daghemmet Solrosen'])
  })
})

describe('unit details rules', () => {
  it('orders care types CENTRE first and PREPARATORY_EDUCATION last', () => {
    expect(sortCareTypes(['PREPARATORY_EDUCATION', 'PRESCHOOL', 'CENTRE'])).toEqual([
      'CENTRE',
      'PRESCHOOL',
      'PREPARATORY_EDUCATION',
    ])
  })
  it('a private unit without application periods is not accepting applications', () => {
    expect(isNotAcceptingApplications(unit('X', { providerType: 'PRIVATE', daycareApplyPeriod: null }))).toBe(true)
    expect(isNotAcceptingApplications(unit('Y', { providerType: 'PRIVATE' }))).toBe(false)
    expect(isNotAcceptingApplications(unit('Z', { daycareApplyPeriod: null }))).toBe(false)
  })
})
