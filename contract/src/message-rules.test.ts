import { describe, expect, it } from 'vitest'
import { replyErrors, replyRecipientsMissing } from './message-rules'

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

describe('replyErrors', () => {
  const people = [
    { id: 'group', type: 'GROUP' },
    { id: 'guardian', type: 'CITIZEN' },
  ]
  it('a text to the group (and the other guardian) has none', () => {
    expect(replyErrors({ content: 'Kiitos', recipients: ['group', 'guardian'] }, people)).toEqual({})
  })
  it('a blank text to the other guardian only has both', () => {
    expect(replyErrors({ content: '  ', recipients: ['guardian'] }, people)).toEqual({
      recipients: 'replyRecipientsMissing',
      content: 'required',
    })
  })
})
