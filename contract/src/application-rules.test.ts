import { describe, expect, it } from 'vitest'
import {
  isWithinProcessingTime,
  validateApplicationForm,
  type FieldError,
  type ValidationFacts,
} from './application-rules'
import {
  today,
  unitA,
  unitB,
  unitC,
  unitD,
  fullTime,
  partTime,
  ended,
  preschoolTerm,
  clubTerm,
  facts,
  ref,
  daycareForm,
  preschoolForm,
  clubForm,
  type Change,
  check,
} from './application-rules-fixtures'

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
    [
      'a list of emails',
      (f) => void (f.guardian.email = 'mikko@example.com, evil@evil.example'),
      {},
      { field: 'guardian.email', code: 'email' },
    ],
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

describe('processing time warning', () => {
  it('shows for daycare starting within four months', () => {
    const today = '2026-11-22'
    expect(isWithinProcessingTime('DAYCARE', '2027-03-21', today)).toBe(true)
    expect(isWithinProcessingTime('DAYCARE', '2027-03-22', today)).toBe(false)
    expect(isWithinProcessingTime('CLUB', '2026-12-01', today)).toBe(false)
  })
})
