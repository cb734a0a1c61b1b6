import { describe, expect, it } from 'vitest'
import type { ClubTerm, PreschoolTerm } from '@citizen/contract'
import { defaultStartDate, dueDate, initialForm, mergeFormUpdate, reducedForm, type FormPerson } from './form'

const preschoolTerms: PreschoolTerm[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    finnishPreschool: { start: '2025-08-11', end: '2026-05-29' },
    swedishPreschool: { start: '2025-08-13', end: '2026-05-29' },
    extendedTerm: { start: '2025-08-01', end: '2026-05-29' },
    applicationPeriod: { start: '2025-01-08', end: '2026-05-29' },
    termBreaks: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    finnishPreschool: { start: '2026-08-11', end: '2027-05-29' },
    swedishPreschool: { start: '2026-08-13', end: '2027-05-29' },
    extendedTerm: { start: '2026-08-01', end: '2027-05-29' },
    applicationPeriod: { start: '2025-11-01', end: '2027-05-29' },
    termBreaks: [],
  },
]
const clubTerms: ClubTerm[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    term: { start: '2025-08-10', end: '2026-05-31' },
    applicationPeriod: { start: '2025-03-01', end: '2026-05-31' },
    termBreaks: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    term: { start: '2026-08-10', end: '2027-05-31' },
    applicationPeriod: { start: '2026-03-01', end: '2027-05-31' },
    termBreaks: [],
  },
]

describe('defaultStartDate', () => {
  it.each<[string, string, string | null]>([
    ['PRESCHOOL', '2025-11-22', '2026-08-01'], // the next term takes applications already
    ['PRESCHOOL', '2025-10-01', null], // nothing taking applications before it starts
    ['PRESCHOOL', '2025-07-15', '2025-08-01'],
    ['CLUB', '2026-03-01', '2026-08-10'],
    ['CLUB', '2025-11-22', null], // the current term has started; the next takes applications from March
    ['DAYCARE', '2025-11-22', null],
  ])('%s on %s: %s', (type, today, expected) => {
    expect(defaultStartDate(type as 'CLUB', today, clubTerms, preschoolTerms)).toBe(expected)
  })
})

describe('dueDate', () => {
  type Input = Parameters<typeof dueDate>[0]
  const base: Input = {
    type: 'DAYCARE',
    transferApplication: false,
    urgent: false,
    sentDate: '2026-01-31',
    urgencyAttachmentDates: [],
  }
  it.each<[string, Partial<Input>, string | null]>([
    ['daycare: four months', {}, '2026-05-31'],
    ['a transfer application: none', { transferApplication: true }, null],
    ['preschool: the sent date', { type: 'PRESCHOOL' }, '2026-01-31'],
    ['urgent without proof: none yet', { urgent: true }, null],
    [
      'urgent, proof before sending: two weeks from sending',
      { urgent: true, urgencyAttachmentDates: ['2026-01-20'] },
      '2026-02-14',
    ],
    [
      'urgent, proof after sending: two weeks from the first proof',
      { urgent: true, urgencyAttachmentDates: ['2026-02-10', '2026-02-05'] },
      '2026-02-19',
    ],
  ])('%s', (_, input, expected) => {
    expect(dueDate({ ...base, ...input })).toBe(expected)
  })
})

const person = (overrides: Partial<FormPerson> = {}): FormPerson => ({
  firstName: 'Mikko',
  lastName: 'Korhonen',
  socialSecurityNumber: '210886-903A',
  dateOfBirth: '1986-08-21',
  streetAddress: 'Rantatie 12',
  postalCode: '40200',
  postOffice: 'ESIMERKKILÄ',
  restrictedDetails: false,
  phone: '0401234562',
  email: 'old@example.com',
  verifiedEmail: 'mikko@example.com',
  ...overrides,
})

describe('initialForm', () => {
  it('fills the child and the guardian from person data; the verified email first', () => {
    const form = initialForm({
      type: 'DAYCARE',
      child: person({ firstName: 'Veeti', socialSecurityNumber: '110624A907C', dateOfBirth: '2024-06-11' }),
      guardian: person(),
      otherChildren: [{ firstName: 'Ella', lastName: 'Korhonen', socialSecurityNumber: '300922A906H' }],
      preferredStartDate: null,
    })
    expect(form.child.person).toEqual({ firstName: 'Veeti', lastName: 'Korhonen', socialSecurityNumber: '110624A907C' })
    expect(form.child.address).toEqual({ street: 'Rantatie 12', postalCode: '40200', postOffice: 'ESIMERKKILÄ' })
    expect(form.guardian).toMatchObject({ phoneNumber: '0401234562', email: 'mikko@example.com' })
    expect(form.otherChildren).toHaveLength(1)
    expect(form.preferences.serviceNeed).toMatchObject({ partTime: false, serviceNeedOption: null })
    expect(form.clubDetails).toBeNull()
  })

  it('gives no address for restricted details and no other children or service need to a club', () => {
    const form = initialForm({
      type: 'CLUB',
      child: person({ restrictedDetails: true }),
      guardian: person({ verifiedEmail: null, email: null }),
      otherChildren: [{ firstName: 'Ella', lastName: 'Korhonen', socialSecurityNumber: '300922A906H' }],
      preferredStartDate: '2026-08-10',
    })
    expect(form.child.address).toBeNull()
    expect(form.guardian.email).toBe('')
    expect(form.otherChildren).toEqual([])
    expect(form.preferences).toMatchObject({ serviceNeed: null, preferredStartDate: '2026-08-10' })
    expect(form.clubDetails).toEqual({ wasOnDaycare: false, wasOnClubCare: false })
  })
})

describe('mergeFormUpdate and reducedForm', () => {
  const stored = initialForm({
    type: 'DAYCARE',
    child: person({ firstName: 'Veeti', socialSecurityNumber: '110624A907C' }),
    guardian: person(),
    otherChildren: [],
    preferredStartDate: null,
  })

  it('keeps person data and addresses server-owned', () => {
    const merged = mergeFormUpdate(stored, {
      child: {
        futureAddress: null,
        allergies: 'pähkinä',
        diet: '',
        assistanceNeeded: false,
        assistanceDescription: '',
      },
      guardian: { futureAddress: null, phoneNumber: '0409999999', email: 'new@example.com' },
      secondGuardian: null,
      otherPartner: null,
      otherChildren: [],
      preferences: stored.preferences,
      maxFeeAccepted: true,
      otherInfo: 'moi',
      clubDetails: null,
    })
    expect(merged.child.person).toEqual(stored.child.person)
    expect(merged.child.address).toEqual(stored.child.address)
    expect(merged.guardian.person).toEqual(stored.guardian.person)
    expect(merged).toMatchObject({
      otherInfo: 'moi',
      maxFeeAccepted: true,
      guardian: { phoneNumber: '0409999999', email: 'new@example.com' },
    })
    expect(merged.child.allergies).toBe('pähkinä')
  })

  it('blanks contact details, identity codes and household data for the other guardian', () => {
    const full = {
      ...stored,
      child: { ...stored.child, allergies: 'a', diet: 'd', assistanceNeeded: true, assistanceDescription: 'tuki' },
      otherPartner: { firstName: 'P', lastName: 'Q', socialSecurityNumber: '051188-904Y' },
      otherChildren: [{ firstName: 'Ella', lastName: 'K', socialSecurityNumber: '300922A906H' }],
      preferences: {
        ...stored.preferences,
        siblingBasis: { siblingName: 'Ella', siblingSsn: '300922A906H', siblingUnit: 'X' },
      },
      otherInfo: 'salainen',
      secondGuardian: {
        phoneNumber: '0401112223',
        email: 'toinen@example.com',
        agreementStatus: 'NOT_AGREED' as const,
      },
    }
    const reduced = reducedForm(full)
    // The applicant's answer about agreeing with the other guardian is not the reader's to see
    expect(reduced.secondGuardian).toBeNull()
    expect(reduced.child).toMatchObject({
      address: null,
      futureAddress: null,
      allergies: '',
      diet: '',
      assistanceNeeded: true,
      assistanceDescription: '',
    })
    expect(reduced.child.person).toEqual({ firstName: 'Veeti', lastName: 'Korhonen', socialSecurityNumber: null })
    expect(reduced.guardian).toMatchObject({
      address: null,
      phoneNumber: '',
      email: '',
      person: { socialSecurityNumber: null },
    })
    expect(reduced.preferences.siblingBasis).toEqual({ siblingName: '', siblingSsn: '', siblingUnit: '' })
    expect(reduced).toMatchObject({ otherPartner: null, otherChildren: [], otherInfo: '' })
    expect(reduced.preferences.preferredStartDate).toBe(full.preferences.preferredStartDate)
  })
})
