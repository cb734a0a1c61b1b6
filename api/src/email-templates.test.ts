import { describe, expect, it } from 'vitest'
import type { Language } from '@citizen/contract'
import { parseTemplate, renderEmail, templateTypes, type EmailTemplate } from './email-templates'

// The personal details emails (issue 26) in every language: the code only in its own email, the
// link to the personal details page, and none of them turned off by a notification setting.
const languages: Language[] = ['fi', 'sv', 'en']
const base = 'https://portal.example.fi'

describe('personal details emails', () => {
  const code: EmailTemplate = { template: 'emailVerificationCode', params: { code: '042917', validHours: 2 } }

  it.each(languages)('the verification code in %s: the code, its validity and the link', (language) => {
    const email = renderEmail(code, language, base)
    expect(email.text).toContain('042917')
    expect(email.html).toContain('042917')
    expect(email.text).toMatch(/\b2\b/)
    expect(email.text).toContain(`${base}/personal-details`)
    expect(email.subject).not.toContain('042917')
  })

  it.each(
    languages.flatMap((language) => (['emailChanged', 'passwordChanged'] as const).map((t) => [t, language] as const)),
  )('%s in %s links to the personal details page', (template, language) => {
    const email = renderEmail({ template, params: {} }, language, base)
    expect(email.subject.length).toBeGreaterThan(5)
    expect(email.text).toContain(`${base}/personal-details`)
  })

  it('are TRANSACTIONAL (always sent)', () => {
    expect([templateTypes.emailVerificationCode, templateTypes.emailChanged, templateTypes.passwordChanged]).toEqual([
      'TRANSACTIONAL',
      'TRANSACTIONAL',
      'TRANSACTIONAL',
    ])
  })

  it('a stored code that is not 6 digits does not render', () => {
    expect(() => parseTemplate('emailVerificationCode', { code: '<b>1</b>', validHours: 2 })).toThrow(/code/)
  })
})
