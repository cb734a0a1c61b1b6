import { describe, expect, it } from 'vitest'
import { isUnacceptablePassword } from './password-check'

describe('isUnacceptablePassword', () => {
  it.each([
    'Password123456789!',
    'Passw0rd-2026-!!!',
    'P@ssw0rd-P@ssw0rd-1',
    'Salasana-2026-Kesä!',
    'Qwertyuiop12345!A',
    'Asdfghjkl-123456!',
    'Abcdefghijklmn1!',
    'Aaaaaaaaaaaaaa1!',
    'Kissa-Koira-Hevonen-42',
    'Iloveyou-Iloveyou-1',
    'Helsinki-2026-Suomi!',
    '123456789012345Aa!',
    'Letmein!Letmein!1',
  ])('refuses %s', (password) => {
    expect(isUnacceptablePassword(password)).toBe(true)
  })

  it.each([
    'Mustikka-Polku-93!Q',
    'Esimerkki-Salasana-2026!',
    'Vihreä-Tuoli-Keittiössä-7',
    'correct-Lamp-Pebble-19?',
    'x7#Gv!q2Lm@9zRt$',
    'Salainen-Vesiputous-71#Z',
  ])('accepts %s', (password) => {
    expect(isUnacceptablePassword(password)).toBe(false)
  })
})
