// Forms, terms, service needs and facts for the application rules' tests (also the API's normalizeForm tests)
import type { ApplicationForm, ClubTerm, PreschoolTerm, ServiceNeedOption } from './applications'
import { validateApplicationForm, type FieldError, type ValidationFacts } from './application-rules'

export const today = '2026-03-10'
export const unitA = '00000000-0000-4000-8000-00000000000a'
export const unitB = '00000000-0000-4000-8000-00000000000b'
export const unitC = '00000000-0000-4000-8000-00000000000c'
export const unitD = '00000000-0000-4000-8000-00000000000d'

const option = (
  id: string,
  validPlacementType: ServiceNeedOption['validPlacementType'],
  validFrom = '2020-01-01',
  validTo: string | null = null,
): ServiceNeedOption => ({
  id,
  nameFi: `fi ${id}`,
  nameSv: `sv ${id}`,
  nameEn: `en ${id}`,
  validPlacementType,
  validFrom,
  validTo,
})
export const fullTime = option('00000000-0000-4000-8000-000000000001', 'DAYCARE')
export const partTime = option('00000000-0000-4000-8000-000000000002', 'DAYCARE_PART_TIME')
const connected = option('00000000-0000-4000-8000-000000000003', 'PRESCHOOL_DAYCARE')
export const ended = option('00000000-0000-4000-8000-000000000004', 'DAYCARE', '2020-01-01', '2026-03-31')

export const preschoolTerm: PreschoolTerm = {
  id: '00000000-0000-4000-8000-000000000101',
  finnishPreschool: { start: '2026-08-11', end: '2027-05-29' },
  swedishPreschool: { start: '2026-08-13', end: '2027-05-29' },
  extendedTerm: { start: '2026-08-01', end: '2027-05-29' },
  applicationPeriod: { start: '2026-01-08', end: '2027-05-29' },
  termBreaks: [],
}
export const clubTerm: ClubTerm = {
  id: '00000000-0000-4000-8000-000000000201',
  term: { start: '2026-08-10', end: '2027-05-31' },
  applicationPeriod: { start: '2026-03-01', end: '2027-05-31' },
  termBreaks: [],
}

export const facts = (overrides: Partial<ValidationFacts> = {}): ValidationFacts => ({
  type: 'DAYCARE',
  today,
  sentStartDate: null,
  strict: false,
  clubTerms: [clubTerm],
  preschoolTerms: [preschoolTerm],
  serviceNeedOptions: [fullTime, partTime, connected, ended],
  units: [
    {
      id: unitA,
      clubApplyPeriod: null,
      daycareApplyPeriod: { start: '2020-03-01', end: null },
      preschoolApplyPeriod: { start: '2020-03-01', end: null },
    },
    {
      id: unitB,
      clubApplyPeriod: { start: '2020-03-01', end: null },
      daycareApplyPeriod: null,
      preschoolApplyPeriod: null,
    },
    {
      id: unitC,
      clubApplyPeriod: null,
      daycareApplyPeriod: { start: '2020-03-01', end: '2026-04-30' },
      preschoolApplyPeriod: null,
    },
    {
      id: unitD,
      clubApplyPeriod: null,
      daycareApplyPeriod: { start: '2020-03-01', end: null },
      preschoolApplyPeriod: null,
    },
  ],
  askOtherGuardianAgreement: false,
  ...overrides,
})

export const ref = (o: ServiceNeedOption) => ({
  id: o.id,
  nameFi: o.nameFi,
  nameSv: o.nameSv,
  nameEn: o.nameEn,
  validPlacementType: o.validPlacementType,
})

export const daycareForm = (): ApplicationForm => ({
  child: {
    person: { firstName: 'Veeti', lastName: 'Korhonen', socialSecurityNumber: '110624A907C' },
    dateOfBirth: '2024-06-11',
    address: { street: 'Rantatie 12', postalCode: '40200', postOffice: 'ESIMERKKILÄ' },
    futureAddress: null,
    allergies: '',
    diet: '',
    assistanceNeeded: false,
    assistanceDescription: '',
  },
  guardian: {
    person: { firstName: 'Mikko', lastName: 'Korhonen', socialSecurityNumber: '210886-903A' },
    address: { street: 'Rantatie 12', postalCode: '40200', postOffice: 'ESIMERKKILÄ' },
    futureAddress: null,
    phoneNumber: '040 123 4562',
    email: 'mikko.korhonen@example.com',
  },
  secondGuardian: null,
  otherPartner: null,
  otherChildren: [],
  preferences: {
    preferredUnits: [{ id: unitA, name: 'A' }],
    preferredStartDate: '2026-06-01',
    connectedDaycarePreferredStartDate: null,
    serviceNeed: {
      startTime: '08:00',
      endTime: '16:00',
      shiftCare: false,
      partTime: false,
      serviceNeedOption: ref(fullTime),
    },
    siblingBasis: null,
    preparatory: false,
    urgent: false,
  },
  maxFeeAccepted: true,
  otherInfo: '',
  clubDetails: null,
})

export const preschoolForm = (): ApplicationForm => {
  const f = daycareForm()
  return {
    ...f,
    preferences: {
      ...f.preferences,
      preferredStartDate: '2026-08-11',
      connectedDaycarePreferredStartDate: '2026-08-11',
      serviceNeed: { startTime: '', endTime: '', shiftCare: false, partTime: false, serviceNeedOption: ref(connected) },
    },
  }
}

export const clubForm = (): ApplicationForm => {
  const f = daycareForm()
  return {
    ...f,
    preferences: {
      ...f.preferences,
      preferredUnits: [{ id: unitB, name: 'B' }],
      preferredStartDate: '2026-08-10',
      serviceNeed: null,
    },
    clubDetails: { wasOnDaycare: false, wasOnClubCare: false },
  }
}

export type Change = (f: ApplicationForm) => void
export const check = (base: () => ApplicationForm, change: Change, f: Partial<ValidationFacts> = {}): FieldError[] => {
  const form = base()
  change(form)
  return validateApplicationForm(form, facts(f))
}
