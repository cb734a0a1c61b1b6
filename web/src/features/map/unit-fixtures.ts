import type { PublicUnit } from '@citizen/contract/web'

/** The tests' unit number `n`: a municipal Finnish daycare centre without contact details, place or application periods, but for `over` */
export function publicUnit(n: number, over: Partial<PublicUnit> = {}): PublicUnit {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Unit ${String(n).padStart(2, '0')}`,
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: '',
    postalCode: '',
    postOffice: '',
    phone: null,
    email: null,
    url: null,
    location: null,
    providesShiftCare: false,
    clubApplyPeriod: null,
    daycareApplyPeriod: null,
    preschoolApplyPeriod: null,
    ...over,
  }
}
