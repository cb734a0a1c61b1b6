import { describe, expect, it } from 'vitest'
import { messageErrors } from '@citizen/contract'
import { isRedacted, replyRefusal, threadReplyRefusal, type ReplyFacts } from './policy'

const me = 'a0000000-0000-0000-0000-000000000001'
const staff = 'a0000000-0000-0000-0000-000000000002'
const otherGuardian = 'a0000000-0000-0000-0000-000000000003'
const stranger = 'a0000000-0000-0000-0000-000000000004'
const serviceWorker = 'a0000000-0000-0000-0000-000000000005'

const thread = (overrides: Partial<ReplyFacts> = {}): ReplyFacts => ({
  messageType: 'MESSAGE',
  isCopy: false,
  originalSenderId: staff,
  participants: [
    { id: me, type: 'CITIZEN' },
    { id: staff, type: 'PERSONAL' },
    { id: otherGuardian, type: 'CITIZEN' },
  ],
  applicationStatus: null,
  isApplicationThread: false,
  allowedRecipients: [staff, otherGuardian],
  severalUnits: false,
  ...overrides,
})

const application = (status: string): Partial<ReplyFacts> => ({
  isApplicationThread: true,
  applicationStatus: status,
  allowedRecipients: null,
  participants: [
    { id: me, type: 'CITIZEN' },
    { id: serviceWorker, type: 'SERVICE_WORKER' },
  ],
  originalSenderId: serviceWorker,
})

type Outcome = null | 400 | 403 | 'no staff'

describe('replyRefusal', () => {
  it.each<[string, string[], Partial<ReplyFacts>, Outcome]>([
    ['a reply to the staff member', [staff], {}, null],
    ['a reply to everyone in the thread', [staff, otherGuardian], {}, null],
    ['a reply to the other guardian only', [otherGuardian], {}, 'no staff'],
    ['a copy', [staff], { isCopy: true }, 400],
    ['a bulletin of someone else', [staff], { messageType: 'BULLETIN' }, 403],
    ['the user’s own bulletin', [staff], { messageType: 'BULLETIN', originalSenderId: me }, null],
    ['a recipient outside the thread', [staff, stranger], {}, 403],
    ['the user themself as recipient', [me], {}, 403],
    ['a user not in the thread', [staff], { participants: [{ id: staff, type: 'PERSONAL' }] }, 403],
    ['a staff member the children no longer allow', [staff], { allowedRecipients: [otherGuardian] }, 403],
    ['children in two units', [staff], { severalUnits: true }, 403],
    ['an application being handled, to its service worker', [serviceWorker], application('SENT'), null],
    ['a rejected application', [serviceWorker], application('REJECTED'), 403],
    ['an active application', [serviceWorker], application('ACTIVE'), 403],
    ['a cancelled application', [serviceWorker], application('CANCELLED'), 403],
  ])('%s', (_, recipients, overrides, outcome) => {
    const refusal = replyRefusal(me, recipients, thread(overrides))
    if (outcome === 'no staff') {
      expect(refusal).toMatchObject({ status: 400, errorCode: messageErrors.replyRecipientsMissing })
    } else {
      expect(refusal?.status ?? null).toBe(outcome)
      if (refusal) expect(refusal.errorCode).toBe(messageErrors.replyNotAllowed)
    }
  })
})

describe('threadReplyRefusal (the thread answer’s canReply)', () => {
  it.each<[string, Partial<ReplyFacts>, boolean]>([
    ['a thread with staff', {}, true],
    ['a copy', { isCopy: true }, false],
    ['a closed application', application('REJECTED'), false],
    ['an open application', application('SENT'), true],
    // A foster relationship that ended: the children are no longer the user's, no one may be replied to
    ['no staff the children allow today', { allowedRecipients: [] }, false],
    ['only another guardian to reply to', { allowedRecipients: [otherGuardian] }, false],
  ])('%s: %s', (_, overrides, possible) => {
    expect(threadReplyRefusal(me, thread(overrides)) === null).toBe(possible)
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
