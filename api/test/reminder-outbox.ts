import { expect } from 'vitest'
import { renderEmail, type EmailTemplate } from '../src/email-templates'
import type { TestApp } from './harness'

/**
 * A reminder job's test (issue 43): the email outbox's rows of its template (by person), whom
 * they went to, and emptying them between cases
 */
export function templateOutbox(t: TestApp, template: string) {
  const outbox = () =>
    t.db
      .selectFrom('email_outbox')
      .select(['person_id', 'language', 'type', 'params', 'dedupe_key'])
      .where('template', '=', template)
      .orderBy('person_id')
      .execute()
  return {
    outbox,
    reminded: async () => (await outbox()).map((r) => r.person_id).sort(),
    clearOutbox: () => t.db.deleteFrom('email_outbox').where('template', '=', template).execute(),
  }
}

/** The email rendered in fi, sv and en (links to https://example.com) holds each of the texts */
export function expectRenderedWith(email: EmailTemplate, ...texts: string[]) {
  for (const language of ['fi', 'sv', 'en'] as const) {
    const { text } = renderEmail(email, language, 'https://example.com')
    for (const expected of texts) expect(text, language).toContain(expected)
  }
}
