import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD_CONSTRAINTS, personalDataErrors } from '@citizen/contract'
import {
  REQUIRED_ACCESS,
  credentialsChange,
  emailToVerify,
  isPreferredNameAllowed,
  mayPasskey,
  mayPersonalData,
  needsNewCode,
  newCodeWaitMs,
  type PersonalDataAction,
} from './policy'

describe('the login level of each action (spec 001 §6)', () => {
  it.each<[PersonalDataAction, boolean, boolean]>([
    ['READ', true, true],
    ['UPDATE_NOTIFICATION_SETTINGS', true, true],
    ['UPDATE_DETAILS', false, true],
    ['SEND_VERIFICATION_CODE', false, true],
    ['VERIFY_EMAIL', false, true],
    ['UPDATE_CREDENTIALS', false, true],
    ['REGISTER_PASSKEY', false, true],
    ['RENAME_PASSKEY', false, true],
    ['DELETE_PASSKEY', false, true],
  ])('%s: weak %s, strong %s', (action, weak, strong) => {
    expect(mayPersonalData(action, 'WEAK')).toBe(weak)
    expect(mayPersonalData(action, 'STRONG')).toBe(strong)
    expect(REQUIRED_ACCESS[action]).toBe(weak ? 'weak' : 'strong')
  })
})

describe('preferred name', () => {
  it.each([
    ['Johannes Olavi Antero', 'Olavi', true],
    ['Johannes Olavi Antero', 'Johannes Olavi', false],
    ['Anna-Liisa', 'Anna-Liisa', true],
    ['Anna-Liisa', 'Anna', false],
    ['Aino', '', false],
  ])('%s / %s: %s', (first, preferred, allowed) => {
    expect(isPreferredNameAllowed(first, preferred)).toBe(allowed)
  })
})

describe('email verification', () => {
  it.each([
    [null, null, null],
    ['', 'a@example.com', null],
    ['a@example.com', 'a@example.com', null],
    ['a@example.com', null, 'a@example.com'],
    ['b@example.com', 'a@example.com', 'b@example.com'],
  ])('email %s, verified %s: verify %s', (email, verifiedEmail, expected) => {
    expect(emailToVerify({ email, verifiedEmail })).toBe(expected)
  })

  it('verifies a verified email again when the username differs from it', () => {
    expect(emailToVerify({ email: 'A@x.fi', verifiedEmail: 'A@x.fi', username: 'old@x.fi' })).toBe('A@x.fi')
    expect(emailToVerify({ email: 'A@x.fi', verifiedEmail: 'A@x.fi', username: 'a@x.fi' })).toBeNull()
  })

  const now = new Date('2026-03-02T10:00:00Z')
  it.each([
    ['none', undefined, true],
    ['unexpired, same email', { email: 'a@x.fi', expiresAt: new Date('2026-03-02T10:00:01Z') }, false],
    ['expired', { email: 'a@x.fi', expiresAt: now }, true],
    ['another email', { email: 'b@x.fi', expiresAt: new Date('2026-03-02T11:00:00Z') }, true],
  ])('new code: %s -> %s', (_, existing, expected) => {
    expect(needsNewCode(existing, 'a@x.fi', now)).toBe(expected)
  })
})

describe('newCodeWaitMs: a minute after the last code, 5 an address and 10 a person an hour', () => {
  const now = new Date('2026-03-02T10:30:00Z')
  const min = (m: number) => new Date(now.getTime() + m * 60_000)
  const sent = (email: string, ...minutes: number[]) => minutes.map((m) => ({ email, createdAt: min(m) }))
  const current = (email: string, m: number) => ({ email, createdAt: min(m), expiresAt: min(m + 120) })
  it.each<[string, Parameters<typeof newCodeWaitMs>[0]['current'], { email: string; createdAt: Date }[], number]>([
    ['nothing sent', undefined, [], 0],
    ['the current code 20 s ago', { ...current('a@x.fi', 0), createdAt: new Date(now.getTime() - 20_000) }, [], 40_000],
    ['the current code a minute ago', current('a@x.fi', -1), sent('a@x.fi', -1), 0],
    ['a code of another address a moment ago', current('b@x.fi', 0), sent('b@x.fi', 0), 0],
    ['four to the address', undefined, sent('a@x.fi', -50, -40, -30, -20), 0],
    ['five to the address', undefined, sent('A@X.fi', -50, -40, -30, -20, -10), 10 * 60_000],
    ['six, the oldest past the hour', undefined, sent('a@x.fi', -60, -50, -40, -30, -20, -10), 10 * 60_000],
    ['five to other addresses', undefined, sent('b@x.fi', -50, -40, -30, -20, -10), 0],
    [
      'ten to the person',
      undefined,
      [...sent('b@x.fi', -59, -58, -57, -56, -55), ...sent('c@x.fi', -5, -4, -3, -2, -1)],
      60_000,
    ],
  ])('%s', (_, cur, codes, expected) => {
    expect(newCodeWaitMs({ current: cur, sent: codes, email: 'a@x.fi', now })).toBe(expected)
  })
})

describe('credentialsChange', () => {
  const good = 'Mustikka-Polku-93!Q'
  const verified = { username: null, verifiedEmail: 'Aino@Example.com' }
  const enabled = { username: 'old@example.com', verifiedEmail: 'aino@example.com' }
  const never = () => false
  it.each<
    [
      string,
      { username: string | null; verifiedEmail: string | null },
      { username: string | null; password: string | null },
      unknown,
    ]
  >([
    [
      'turn on',
      verified,
      { username: 'aino@example.com', password: good },
      { kind: 'CREATE', username: 'aino@example.com', password: good },
    ],
    [
      'turn on, username in other case',
      verified,
      { username: 'AINO@example.com', password: good },
      { kind: 'CREATE', username: 'aino@example.com', password: good },
    ],
    [
      'turn on without password',
      verified,
      { username: 'aino@example.com', password: null },
      { error: personalDataErrors.credentialsIncomplete },
    ],
    [
      'turn on without username',
      verified,
      { username: null, password: good },
      { error: personalDataErrors.credentialsIncomplete },
    ],
    [
      'another username',
      verified,
      { username: 'x@example.com', password: good },
      { error: personalDataErrors.invalidUsername },
    ],
    [
      'no verified email',
      { username: null, verifiedEmail: null },
      { username: 'aino@example.com', password: good },
      { error: personalDataErrors.invalidUsername },
    ],
    [
      'a bad password',
      verified,
      { username: 'aino@example.com', password: 'short' },
      { error: personalDataErrors.passwordFormat },
    ],
    ['change password', enabled, { username: null, password: good }, { kind: 'CHANGE_PASSWORD', password: good }],
    [
      'update username',
      enabled,
      { username: 'aino@example.com', password: null },
      { kind: 'CHANGE_USERNAME', username: 'aino@example.com' },
    ],
    [
      'both',
      enabled,
      { username: 'aino@example.com', password: good },
      { kind: 'CHANGE_BOTH', username: 'aino@example.com', password: good },
    ],
    ['nothing', enabled, { username: null, password: null }, { error: personalDataErrors.credentialsIncomplete }],
  ])('%s', (_, current, input, expected) => {
    expect(credentialsChange(current, input, DEFAULT_PASSWORD_CONSTRAINTS, never)).toEqual(expected)
  })

  it('a too common password is PASSWORD_UNACCEPTABLE', () => {
    expect(
      credentialsChange(enabled, { username: null, password: good }, DEFAULT_PASSWORD_CONSTRAINTS, () => true),
    ).toEqual({
      error: personalDataErrors.passwordUnacceptable,
    })
  })
})

describe('passkeys', () => {
  it('are their owner’s only', () => {
    expect(mayPasskey('a', 'a')).toBe(true)
    expect(mayPasskey('a', 'b')).toBe(false)
  })
})
