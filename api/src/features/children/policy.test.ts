import { describe, expect, it } from 'vitest'
import { isCalendarOpen, isCarerOf, livesInSameAddress, type AddressFacts } from './policy'

describe('isCarerOf', () => {
  it.each([
    [true, false, true],
    [false, true, true],
    [true, true, true],
    [false, false, false],
  ])('guardian %s, valid foster parent %s: %s', (isGuardian, isValidFosterParent, expected) => {
    expect(isCarerOf({ isGuardian, isValidFosterParent })).toBe(expected)
  })
})

describe('isCalendarOpen', () => {
  it.each([
    ['2026-01-01', true], // started
    ['2026-01-31', true], // 30 days ahead
    ['2026-02-01', false], // 31 days ahead
  ])('a placement starting %s: %s', (start, expected) => {
    expect(isCalendarOpen(start, '2026-01-01')).toBe(expected)
  })
})

describe('livesInSameAddress', () => {
  const home: AddressFacts = {
    streetAddress: 'Rantatie 12',
    postalCode: '40200',
    residenceCode: '',
    restrictedDetails: false,
  }
  it.each<[string, Partial<AddressFacts>, boolean]>([
    ['the same street and postal code', {}, true],
    ['the street in other case and spacing', { streetAddress: ' RANTATIE 12 ' }, true],
    ['another postal code', { postalCode: '40100' }, false],
    ['another street', { streetAddress: 'Rantatie 14' }, false],
    ['restricted details', { restrictedDetails: true }, false],
    ['poste restante', { streetAddress: 'Poste restante' }, false],
  ])('%s', (_, other, expected) => {
    expect(livesInSameAddress(home, { ...home, ...other })).toBe(expected)
    expect(livesInSameAddress({ ...home, ...other }, home)).toBe(expected)
  })

  it('uses the residence code when both have one', () => {
    const a = { ...home, residenceCode: 'R1' }
    expect(livesInSameAddress(a, { ...home, streetAddress: 'Muu katu 1', residenceCode: 'R1' })).toBe(true)
    // Different codes: the street address decides
    expect(livesInSameAddress(a, { ...home, residenceCode: 'R2' })).toBe(true)
    expect(livesInSameAddress({ ...home, streetAddress: '' }, { ...home, streetAddress: '' })).toBe(false)
  })
})
