import { describe, expect, it } from 'vitest'
import { replyRecipientsMissing } from './message-rules'

describe('replyRecipientsMissing', () => {
  it.each<[string, string[], boolean]>([
    ['a group', ['GROUP'], false],
    ['a staff member and the other guardian', ['PERSONAL', 'CITIZEN'], false],
    ['the finance account', ['FINANCE'], false],
    ['an application’s service worker', ['SERVICE_WORKER'], false],
    ['the other guardian only', ['CITIZEN'], true],
    ['no one', [], true],
  ])('%s: %s', (_, types, missing) => {
    expect(replyRecipientsMissing(types.map((type, i) => ({ id: String(i), type })))).toBe(missing)
  })
})
