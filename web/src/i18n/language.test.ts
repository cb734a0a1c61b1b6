import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language'

describe('detectLanguage', () => {
  it('prefers the lang query parameter', () => {
    expect(detectLanguage('?lang=en', 'sv', ['fi-FI'])).toBe('en')
  })
  it('ignores an unknown lang parameter', () => {
    expect(detectLanguage('?lang=de', null, ['sv-FI'])).toBe('sv')
  })
  it('uses the remembered choice before the browser', () => {
    expect(detectLanguage('', 'en', ['sv-FI'])).toBe('en')
  })
  it('recognises only fi and sv from the browser', () => {
    expect(detectLanguage('', null, ['en-US', 'sv-SE'])).toBe('sv')
    expect(detectLanguage('', null, ['en-GB'])).toBe('fi')
  })
})
