import { describe, expect, it } from 'vitest'
import { isRedacted, replyRefusal, type ReplyFacts } from './policy'

const me = 'a0000000-0000-0000-0000-000000000001'
const staff = 'a0000000-0000-0000-0000-000000000002'
const otherGuardian = 'a0000000-0000-0000-0000-000000000003'
const stranger = 'a0000000-0000-0000-0000-000000000004'

const thread = (overrides: Partial<ReplyFacts> = {}): ReplyFacts => ({
  messageType: 'MESSAGE',
  isCopy: false,
  originalSenderId: staff,
  participants: [me, staff, otherGuardian],
  applicationStatus: null,
  isApplicationThread: false,
  ...overrides,
})

describe('replyRefusal', () => {
  it.each<[string, string[], Partial<ReplyFacts>, 400 | 403 | null]>([
    ['a reply to the staff member', [staff], {}, null],
    ['a reply to everyone in the thread', [staff, otherGuardian], {}, null],
    ['a copy', [staff], { isCopy: true }, 400],
    ['a bulletin of someone else', [staff], { messageType: 'BULLETIN' }, 403],
    ['the user’s own bulletin', [staff], { messageType: 'BULLETIN', originalSenderId: me }, null],
    ['a recipient outside the thread', [staff, stranger], {}, 403],
    ['the user themself as recipient', [me], { participants: [me, staff] }, 403],
    ['a user not in the thread', [staff], { participants: [staff, otherGuardian] }, 403],
    ['an application being handled', [staff], { isApplicationThread: true, applicationStatus: 'SENT' }, null],
    ['a rejected application', [staff], { isApplicationThread: true, applicationStatus: 'REJECTED' }, 403],
    ['an active application', [staff], { isApplicationThread: true, applicationStatus: 'ACTIVE' }, 403],
    ['a cancelled application', [staff], { isApplicationThread: true, applicationStatus: 'CANCELLED' }, 403],
  ])('%s', (_, recipients, overrides, status) => {
    expect(replyRefusal(me, recipients, thread(overrides))?.status ?? null).toBe(status)
  })
})

describe('isRedacted', () => {
  it.each<[boolean, 'WEAK' | 'STRONG', boolean]>([
    [true, 'WEAK', true],
    [true, 'STRONG', false],
    [false, 'WEAK', false],
    [false, 'STRONG', false],
  ])('sensitive %s on a %s session: %s', (sensitive, level, expected) => {
    expect(isRedacted(sensitive, level)).toBe(expected)
  })
})
