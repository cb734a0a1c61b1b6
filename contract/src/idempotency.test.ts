import { describe, expect, it } from 'vitest'
import { idempotencyKeyOf } from './idempotency'

describe('idempotencyKeyOf', () => {
  const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324'
  it.each([
    [uuid, uuid],
    [`"${uuid}"`, uuid],
    ['a'.repeat(16), 'a'.repeat(16)],
    ['A1._~-'.repeat(10) + 'Zz09', 'A1._~-'.repeat(10) + 'Zz09'],
  ])('reads %j', (value, key) => expect(idempotencyKeyOf(value)).toBe(key))

  it.each([
    '', // empty
    'a'.repeat(15), // too short
    'a'.repeat(65), // too long
    `${uuid} `, // a space
    `"${uuid}`, // an unclosed quote
    `""${uuid}""`,
    '8e03978e/40d5/43e8/bc93', // not a safe character
    'ääääääääääääääää',
    `${uuid}, ${uuid}`, // two keys
  ])('refuses %j', (value) => expect(idempotencyKeyOf(value)).toBeNull())
})
