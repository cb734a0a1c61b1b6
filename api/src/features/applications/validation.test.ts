import { describe, expect, it } from 'vitest'
import type { ApplicationForm, ClubTerm, PreschoolTerm, ServiceNeedOption } from '@citizen/contract'
import { normalizeForm, validateApplicationForm, type FieldError, type ValidationFacts } from './validation'

const today = '2026-03-10'
const unitA = '00000000-0000-4000-8000-00000000000a'
const unitB = '00000000-0000-4000-8000-00000000000b'
const unitC = '00000000-0000-4000-8000-00000000000c'
const unitD = '00000000-0000-4000-8000-00000000000d'

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
const fullTime = option('00000000-0000-4000-8000-000000000001', 'DAYCARE')
const partTime = option('00000000-0000-4000-8000-000000000002', 'DAYCARE_PART_TIME')
const connected = option('00000000-0000-4000-8000-000000000003', 'PRESCHOOL_DAYCARE')
const ended = option('00000000-0000-4000-8000-000000000004', 'DAYCARE', '2020-01-01', '2026-03-31')

const preschoolTerm: PreschoolTerm = {
  id: '00000000-0000-4000-8000-000000000101',
  finnishPreschool: { start: '2026-08-11', end: '2027-05-29' },
  swedishPreschool: { start: '2026-08-13', end: '2027-05-29' },
  extendedTerm: { start: '2026-08-01', end: '2027-05-29' },
  applicationPeriod: { start: '2026-01-08', end: '2027-05-29' },
  termBreaks: [],
}
const clubTerm: ClubTerm = {
  id: '00000000-0000-4000-8000-000000000201',
  term: { start: '2026-08-10', end: '2027-05-31' },
  applicationPeriod: { start: '2026-03-01', end: '2027-05-31' },
  termBreaks: [],
}

const facts = (overrides: Partial<ValidationFacts> = {}): ValidationFacts => ({
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

const ref = (o: ServiceNeedOption) => ({
  id: o.id,
  nameFi: o.nameFi,
  nameSv: o.nameSv,
  nameEn: o.nameEn,
  validPlacementType: o.validPlacementType,
})

const daycareForm = (): ApplicationForm => ({
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

const preschoolForm = (): ApplicationForm => {
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

const clubForm = (): ApplicationForm => {
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

type Change = (f: ApplicationForm) => void
const check = (base: () => ApplicationForm, change: Change, f: Partial<ValidationFacts> = {}): FieldError[] => {
  const form = base()
  change(form)
  return validateApplicationForm(form, facts(f))
}

describe('validateApplicationForm', () => {
  it('accepts complete daycare, preschool and club forms', () => {
    expect(validateApplicationForm(daycareForm(), facts())).toEqual([])
    expect(validateApplicationForm(daycareForm(), facts({ strict: true }))).toEqual([])
    expect(validateApplicationForm(preschoolForm(), facts({ type: 'PRESCHOOL', strict: true }))).toEqual([])
    expect(validateApplicationForm(clubForm(), facts({ type: 'CLUB', strict: true }))).toEqual([])
  })

  it.each<[string, Change, Partial<ValidationFacts>, FieldError]>([
    // Start date
    [
      'no start date',
      (f) => void (f.preferences.preferredStartDate = null),
      {},
      { field: 'preferredStartDate', code: 'required' },
    ],
    [
      'start yesterday',
      (f) => void (f.preferences.preferredStartDate = '2026-03-09'),
      {},
      { field: 'preferredStartDate', code: 'dateTooEarly' },
    ],
    [
      'start more than a year ahead',
      (f) => void (f.preferences.preferredStartDate = '2027-03-11'),
      {},
      { field: 'preferredStartDate', code: 'dateTooLate' },
    ],
    [
      'start before the sent date',
      (f) => void (f.preferences.preferredStartDate = '2026-05-31'),
      { sentStartDate: '2026-06-01' },
      { field: 'preferredStartDate', code: 'dateTooEarly' },
    ],
    // Service need
    [
      'no service need option',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = null),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'a part-time option for full time',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = ref(partTime)),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'a full-time option for part time',
      (f) => void (f.preferences.serviceNeed!.partTime = true),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'an option ended before the start',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = ref(ended)),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'an unknown option',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = { ...ref(fullTime), id: unitD }),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'no service need section in daycare',
      (f) => void (f.preferences.serviceNeed = null),
      {},
      { field: 'serviceNeedOption', code: 'choose' },
    ],
    [
      'a bad start time',
      (f) => void (f.preferences.serviceNeed!.startTime = '8.00'),
      {},
      { field: 'startTime', code: 'timeFormat' },
    ],
    // Units
    [
      'no units',
      (f) => void (f.preferences.preferredUnits = []),
      {},
      { field: 'preferredUnits', code: 'unitNotSelected' },
    ],
    [
      'four units',
      (f) => void (f.preferences.preferredUnits = [unitA, unitB, unitC, unitD].map((id) => ({ id, name: id }))),
      {},
      { field: 'preferredUnits', code: 'unitNotApplicable' },
    ],
    [
      'the same unit twice',
      (f) => void (f.preferences.preferredUnits = [unitA, unitA].map((id) => ({ id, name: id }))),
      {},
      { field: 'preferredUnits', code: 'duplicateUnit' },
    ],
    [
      'an unknown unit',
      (f) => void (f.preferences.preferredUnits = [{ id: fullTime.id, name: 'x' }]),
      {},
      { field: 'preferredUnits', code: 'unitNotFound' },
    ],
    [
      'sending to a unit whose period ended',
      (f) => void (f.preferences.preferredUnits = [{ id: unitC, name: 'C' }]),
      { strict: true },
      { field: 'preferredUnits', code: 'unitNotApplicable' },
    ],
    [
      'sending daycare to a club',
      (f) => void (f.preferences.preferredUnits = [{ id: unitB, name: 'B' }]),
      { strict: true },
      { field: 'preferredUnits', code: 'unitNotApplicable' },
    ],
    // Sibling basis
    [
      'sibling basis without a name',
      (f) => void (f.preferences.siblingBasis = { siblingName: '', siblingSsn: '110624A907C', siblingUnit: '' }),
      {},
      { field: 'siblingName', code: 'required' },
    ],
    [
      'sibling basis without an ssn',
      (f) => void (f.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: ' ', siblingUnit: '' }),
      {},
      { field: 'siblingSsn', code: 'required' },
    ],
    [
      'sibling basis with a bad ssn',
      (f) => void (f.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: '110624A907D', siblingUnit: '' }),
      {},
      { field: 'siblingSsn', code: 'ssn' },
    ],
    // Future addresses
    [
      'a child future address without street',
      (f) =>
        void (f.child.futureAddress = { street: '', postalCode: '40100', postOffice: 'X', movingDate: '2026-05-01' }),
      {},
      { field: 'child.futureAddress.street', code: 'required' },
    ],
    [
      'a guardian future address without date',
      (f) =>
        void (f.guardian.futureAddress = { street: 'Katu 1', postalCode: '40100', postOffice: 'X', movingDate: null }),
      {},
      { field: 'guardian.futureAddress.movingDate', code: 'required' },
    ],
    // Contact details
    ['no phone', (f) => void (f.guardian.phoneNumber = ''), {}, { field: 'guardian.phoneNumber', code: 'required' }],
    [
      'a bad phone',
      (f) => void (f.guardian.phoneNumber = '040-CALL-ME'),
      {},
      { field: 'guardian.phoneNumber', code: 'phone' },
    ],
    [
      'a too short phone',
      (f) => void (f.guardian.phoneNumber = '12345'),
      {},
      { field: 'guardian.phoneNumber', code: 'phone' },
    ],
    ['a bad email', (f) => void (f.guardian.email = 'mikko@'), {}, { field: 'guardian.email', code: 'email' }],
    // The other guardian
    [
      'no agreement status when the other guardian lives elsewhere',
      (f) => void (f.secondGuardian = null),
      { askOtherGuardianAgreement: true },
      { field: 'secondGuardian.agreementStatus', code: 'choose' },
    ],
    [
      'NOT_AGREED with a bad phone',
      (f) => void (f.secondGuardian = { agreementStatus: 'NOT_AGREED', phoneNumber: 'abc', email: '' }),
      { askOtherGuardianAgreement: true },
      { field: 'secondGuardian.phoneNumber', code: 'phone' },
    ],
    [
      'NOT_AGREED with a bad email',
      (f) => void (f.secondGuardian = { agreementStatus: 'NOT_AGREED', phoneNumber: '', email: 'x@y' }),
      { askOtherGuardianAgreement: true },
      { field: 'secondGuardian.email', code: 'email' },
    ],
    // Partner and other children
    [
      'a partner without a last name',
      (f) => void (f.otherPartner = { firstName: 'Sanna', lastName: '', socialSecurityNumber: '051188-904Y' }),
      {},
      { field: 'otherPartner.lastName', code: 'required' },
    ],
    [
      'a partner with a bad ssn',
      (f) => void (f.otherPartner = { firstName: 'Sanna', lastName: 'K', socialSecurityNumber: '051188-904W' }),
      {},
      { field: 'otherPartner.socialSecurityNumber', code: 'ssn' },
    ],
    [
      'another child without an ssn',
      (f) => void (f.otherChildren = [{ firstName: 'Ella', lastName: 'K', socialSecurityNumber: '' }]),
      {},
      { field: 'otherChildren.0.socialSecurityNumber', code: 'required' },
    ],
    [
      'another child with a bad ssn',
      (f) => void (f.otherChildren = [{ firstName: 'Ella', lastName: 'K', socialSecurityNumber: '300922A906X' }]),
      {},
      { field: 'otherChildren.0.socialSecurityNumber', code: 'ssn' },
    ],
    // Assistance
    [
      'assistance without a description',
      (f) => void (f.child.assistanceNeeded = true),
      {},
      { field: 'assistanceDescription', code: 'required' },
    ],
  ])('%s', (_, change, f, error) => {
    expect(check(daycareForm, change, f)).toContainEqual(error)
  })

  it('keeps part-time daycare within 5 hours a day (spec 000), on update and send', () => {
    const partTimeDaycare =
      (startTime: string, endTime: string): Change =>
      (f) => {
        f.preferences.serviceNeed = {
          startTime,
          endTime,
          shiftCare: false,
          partTime: true,
          serviceNeedOption: ref(partTime),
        }
      }
    for (const strict of [false, true]) {
      expect(check(daycareForm, partTimeDaycare('09:00', '17:00'), { strict })).toEqual([
        { field: 'endTime', code: 'partTimeTooLong' },
      ])
      expect(check(daycareForm, partTimeDaycare('08:00', '13:01'), { strict })).toEqual([
        { field: 'endTime', code: 'partTimeTooLong' },
      ])
      expect(check(daycareForm, partTimeDaycare('08:00', '13:00'), { strict })).toEqual([])
      // The daily times are optional
      expect(check(daycareForm, partTimeDaycare('', ''), { strict })).toEqual([])
    }
    // Full-time daycare has no such limit
    expect(check(daycareForm, (f) => void (f.preferences.serviceNeed!.endTime = '17:30'))).toEqual([])
  })

  it('takes daily times as HH:mm only (the editor normalises what people type)', () => {
    for (const time of ['8', '8.30', '8:30', '16.30', '24:00']) {
      expect(check(daycareForm, (f) => void (f.preferences.serviceNeed!.startTime = time))).toContainEqual({
        field: 'startTime',
        code: 'timeFormat',
      })
    }
  })

  it('accepts a sent application keeping its stored start date even when it has passed', () => {
    expect(
      check(daycareForm, (f) => void (f.preferences.preferredStartDate = '2026-03-01'), {
        sentStartDate: '2026-03-01',
      }),
    ).toEqual([])
  })

  it('accepts the limits: today, one year ahead, a 6-20 character phone, an empty email', () => {
    expect(check(daycareForm, (f) => void (f.preferences.preferredStartDate = today))).toEqual([])
    expect(check(daycareForm, (f) => void (f.preferences.preferredStartDate = '2027-03-10'))).toEqual([])
    expect(check(daycareForm, (f) => void (f.guardian.phoneNumber = '+358 (40) 123-45'))).toEqual([])
    expect(check(daycareForm, (f) => void (f.guardian.email = ''))).toEqual([])
  })

  it('asks the agreement only when the other guardian lives elsewhere, and never for clubs', () => {
    expect(check(daycareForm, (f) => void (f.secondGuardian = null))).toEqual([])
    expect(
      check(clubForm, (f) => void (f.secondGuardian = null), { type: 'CLUB', askOtherGuardianAgreement: true }),
    ).toEqual([])
    expect(
      check(daycareForm, (f) => void (f.secondGuardian = { agreementStatus: 'AGREED', phoneNumber: '', email: '' }), {
        askOtherGuardianAgreement: true,
      }),
    ).toEqual([])
  })

  it('validates the partner only where it is asked (daycare, connected daycare)', () => {
    const badPartner = { firstName: '', lastName: '', socialSecurityNumber: '' }
    const noConnected: Change = (f) => {
      f.preferences.serviceNeed = null
      f.preferences.connectedDaycarePreferredStartDate = null
      f.otherPartner = badPartner
    }
    expect(check(preschoolForm, noConnected, { type: 'PRESCHOOL' })).toEqual([])
    expect(check(preschoolForm, (f) => void (f.otherPartner = badPartner), { type: 'PRESCHOOL' })).toContainEqual({
      field: 'otherPartner.firstName',
      code: 'required',
    })
  })

  describe('preschool', () => {
    const preschool = (change: Change, f: Partial<ValidationFacts> = {}) =>
      check(preschoolForm, change, { type: 'PRESCHOOL', ...f })

    it('needs the start date inside a term', () => {
      expect(preschool((f) => void (f.preferences.preferredStartDate = '2026-07-31'))).toContainEqual({
        field: 'preferredStartDate',
        code: 'unselectableDate',
      })
      expect(
        preschool((f) => void (f.preferences.preferredStartDate = '2026-07-31'), { preschoolTerms: [] }),
      ).not.toContainEqual(expect.objectContaining({ field: 'preferredStartDate' }))
    })

    it('needs the term to take applications today when sending', () => {
      const closed = { ...preschoolTerm, applicationPeriod: { start: '2026-04-01', end: '2027-05-29' } }
      expect(preschool(() => {}, { preschoolTerms: [closed] })).toEqual([])
      expect(preschool(() => {}, { preschoolTerms: [closed], strict: true })).toContainEqual({
        field: 'preferredStartDate',
        code: 'unselectableDate',
      })
    })

    it.each<[string, string, string, boolean]>([
      // [case, preschool start, connected daycare start, valid]
      ['the same day', '2026-08-20', '2026-08-20', true],
      ['later in the term', '2026-08-20', '2026-09-01', true],
      ['after the term', '2026-08-20', '2027-06-01', false],
      ['earlier than preschool', '2026-08-20', '2026-08-15', false],
      ['earlier in the extended term when preschool starts on the first day', '2026-08-11', '2026-08-01', true],
      ['before the extended term', '2026-08-11', '2026-07-31', false],
    ])('connected daycare %s', (_, start, connectedStart, valid) => {
      const errors = preschool((f) => {
        f.preferences.preferredStartDate = start
        f.preferences.connectedDaycarePreferredStartDate = connectedStart
      })
      if (valid) expect(errors).toEqual([])
      else expect(errors).toContainEqual({ field: 'connectedDaycarePreferredStartDate', code: 'unselectableDate' })
    })

    it('needs a connected daycare date and a connected daycare option', () => {
      expect(preschool((f) => void (f.preferences.connectedDaycarePreferredStartDate = null))).toContainEqual({
        field: 'connectedDaycarePreferredStartDate',
        code: 'required',
      })
      expect(preschool((f) => void (f.preferences.serviceNeed!.serviceNeedOption = ref(fullTime)))).toContainEqual({
        field: 'serviceNeedOption',
        code: 'choose',
      })
    })

    it('needs no service need without connected daycare', () => {
      expect(
        preschool((f) => {
          f.preferences.serviceNeed = null
          f.preferences.connectedDaycarePreferredStartDate = null
        }),
      ).toEqual([])
    })

    it('needs the sibling unit with sibling basis', () => {
      expect(
        preschool(
          (f) =>
            void (f.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: '300922A906H', siblingUnit: '' }),
        ),
      ).toEqual([{ field: 'siblingUnit', code: 'required' }])
    })
  })

  describe('club', () => {
    const club = (change: Change, f: Partial<ValidationFacts> = {}) => check(clubForm, change, { type: 'CLUB', ...f })
    it('needs the start date inside a club term that takes applications when sending', () => {
      expect(club((f) => void (f.preferences.preferredStartDate = '2026-06-15'))).toContainEqual({
        field: 'preferredStartDate',
        code: 'unselectableDate',
      })
      const later = { ...clubTerm, applicationPeriod: { start: '2026-04-01', end: '2027-05-31' } }
      expect(club(() => {}, { clubTerms: [later] })).toEqual([])
      expect(club(() => {}, { clubTerms: [later], strict: true })).toContainEqual({
        field: 'preferredStartDate',
        code: 'unselectableDate',
      })
    })
    it('asks no service need, partner or other children', () => {
      expect(
        club((f) => void (f.otherChildren = [{ firstName: '', lastName: '', socialSecurityNumber: 'x' }])),
      ).toEqual([])
    })
  })
})

describe('normalizeForm', () => {
  it('strips what a club application does not carry', () => {
    const form = clubForm()
    form.child.allergies = 'pähkinä'
    form.child.diet = 'vegaani'
    form.otherPartner = { firstName: 'A', lastName: 'B', socialSecurityNumber: '051188-904Y' }
    form.otherChildren = [{ firstName: 'C', lastName: 'D', socialSecurityNumber: '300922A906H' }]
    form.preferences.urgent = true
    form.preferences.preparatory = true
    form.preferences.serviceNeed = {
      startTime: '',
      endTime: '',
      shiftCare: true,
      partTime: true,
      serviceNeedOption: null,
    }
    form.clubDetails = null
    const n = normalizeForm(form, 'CLUB')
    expect(n.child).toMatchObject({ allergies: '', diet: '' })
    expect(n.otherPartner).toBeNull()
    expect(n.otherChildren).toEqual([])
    expect(n.preferences).toMatchObject({
      urgent: false,
      preparatory: false,
      serviceNeed: null,
      connectedDaycarePreferredStartDate: null,
    })
    expect(n.clubDetails).toEqual({ wasOnDaycare: false, wasOnClubCare: false })
  })

  it('keeps the other guardian’s phone and email only with NOT_AGREED', () => {
    const form = daycareForm()
    form.secondGuardian = { agreementStatus: 'AGREED', phoneNumber: '0401', email: 'a@b.fi' }
    expect(normalizeForm(form, 'DAYCARE').secondGuardian).toEqual({
      agreementStatus: 'AGREED',
      phoneNumber: '',
      email: '',
    })
    form.secondGuardian = { agreementStatus: 'NOT_AGREED', phoneNumber: '0401', email: 'a@b.fi' }
    expect(normalizeForm(form, 'DAYCARE').secondGuardian).toEqual(form.secondGuardian)
  })

  it('allows part time and urgency only for daycare, preparatory only for preschool, club details only for clubs', () => {
    const form = preschoolForm()
    form.preferences.urgent = true
    form.preferences.preparatory = true
    form.preferences.serviceNeed!.partTime = true
    form.clubDetails = { wasOnDaycare: true, wasOnClubCare: true }
    const n = normalizeForm(form, 'PRESCHOOL')
    expect(n.preferences).toMatchObject({ urgent: false, preparatory: true })
    expect(n.preferences.serviceNeed!.partTime).toBe(false)
    expect(n.clubDetails).toBeNull()
    const d = normalizeForm(
      {
        ...daycareForm(),
        preferences: {
          ...daycareForm().preferences,
          preparatory: true,
          urgent: true,
          connectedDaycarePreferredStartDate: '2026-06-01',
        },
      },
      'DAYCARE',
    )
    expect(d.preferences).toMatchObject({ urgent: true, preparatory: false, connectedDaycarePreferredStartDate: null })
  })

  it('upper-cases identity codes and drops an empty future address', () => {
    const form = daycareForm()
    form.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: ' 300922a906h ', siblingUnit: '' }
    form.otherChildren = [{ firstName: 'Ella', lastName: 'K', socialSecurityNumber: '300922a906h' }]
    form.child.futureAddress = { street: ' ', postalCode: '', postOffice: '', movingDate: null }
    const n = normalizeForm(form, 'DAYCARE')
    expect(n.preferences.siblingBasis!.siblingSsn).toBe('300922A906H')
    expect(n.otherChildren[0]!.socialSecurityNumber).toBe('300922A906H')
    expect(n.child.futureAddress).toBeNull()
    expect(validateApplicationForm(n, facts())).toEqual([])
  })
})
