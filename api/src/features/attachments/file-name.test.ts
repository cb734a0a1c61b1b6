import { describe, expect, it } from 'vitest'
import { isStorableText } from '@citizen/contract'
import { MAX_FILE_NAME_LENGTH, cleanFilename } from './file-name'

describe('cleanFilename', () => {
  it('keeps an ordinary name, Nordic letters and emoji included', () => {
    expect(cleanFilename('työtodistus 2026 (1).pdf')).toBe('työtodistus 2026 (1).pdf')
    expect(cleanFilename('Åsa ja Ööpä 📎.png')).toBe('Åsa ja Ööpä 📎.png')
  })

  it.each([
    ['U+202E right-to-left override', 'kuitti\u202efdp.exe', 'kuittifdp.exe'],
    ['embeddings and pop', '\u202aa\u202bb\u202cc\u202dd.pdf', 'abcd.pdf'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['marks', 'a\u200eb\u200fc\u061c.pdf', 'abc.pdf'],
  ])('strips the bidirectional formatting characters (%s)', (_, name, clean) => {
    expect(cleanFilename(name)).toBe(clean)
  })

  it('strips control characters, line separators and leading and trailing space', () => {
    expect(cleanFilename(' \tlas\u0000ku\u0007\u001b.\u007fpdf\r\n')).toBe('lasku.pdf')
    expect(cleanFilename('a\u0085b\u009fc\u2028d\u2029.pdf')).toBe('abcd.pdf')
  })

  it('keeps the last path segment only', () => {
    expect(cleanFilename('C:\\Users\\aino\\todistus.pdf')).toBe('todistus.pdf')
    expect(cleanFilename('../../etc/todistus.pdf')).toBe('todistus.pdf')
  })

  it('replaces unpaired surrogates, so the name can be stored', () => {
    expect(cleanFilename('a\ud800b\udc00.pdf')).toBe('a\ufffdb\ufffd.pdf')
    expect(isStorableText(cleanFilename('a\ud800.pdf\u0000'))).toBe(true)
  })

  it('shortens a long name to 255 code units, keeping the extension and whole surrogate pairs', () => {
    const long = `${'a'.repeat(300)}.pdf`
    expect(cleanFilename(long)).toBe(`${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`)
    // 250 a's, then emoji (2 code units each): the cut falls inside a pair
    const emoji = `${'a'.repeat(250)}${'📎'.repeat(10)}.pdf`
    const clean = cleanFilename(emoji)
    expect(clean.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH)
    expect(clean.endsWith('.pdf')).toBe(true)
    expect(isStorableText(clean)).toBe(true)
  })
})
