import { describe, expect, it } from 'vitest'
import type { Message, MessageAccount, RegularThread } from '@citizen/contract/web'
import { dayAndTime, messageChildren, participants, unreadMessages } from './model'

const me: MessageAccount = { id: '00000000-0000-4000-8000-000000000001', name: 'Jussi', type: 'CITIZEN' }
const group: MessageAccount = { id: '00000000-0000-4000-8000-000000000002', name: 'Ankat', type: 'GROUP' }
const teacher: MessageAccount = { id: '00000000-0000-4000-8000-000000000003', name: 'Tiina', type: 'PERSONAL' }

const message = (sender: MessageAccount, recipients: MessageAccount[], readAt: string | null): Message => ({
  id: crypto.randomUUID(),
  threadId: '00000000-0000-4000-8000-00000000000a',
  sender,
  recipients,
  recipientNames: null,
  sentAt: '2026-11-27T08:15:00Z',
  readAt,
  content: 'x',
  attachments: [],
})

const thread = (messages: Message[]): RegularThread => ({
  type: 'Regular',
  id: '00000000-0000-4000-8000-00000000000a',
  messageType: 'MESSAGE',
  title: 't',
  urgent: false,
  sensitive: false,
  isCopy: false,
  children: [],
  applicationStatus: null,
  canReply: true,
  messages,
})

describe('messages model', () => {
  it('counts only received messages not read yet', () => {
    const t = thread([
      message(group, [me], null),
      message(me, [group], null),
      message(group, [me], '2026-11-27T09:00:00Z'),
    ])
    expect(unreadMessages(t, me.id)).toBe(1)
  })
  it('lists the other participants once, in the order they wrote', () => {
    const t = thread([message(group, [me, teacher], null), message(me, [group, teacher], null)])
    expect(participants(t, me.id).map((a) => a.name)).toEqual(['Ankat', 'Tiina'])
  })
  it('shows an instant as its day and time in Helsinki (summer and winter time)', () => {
    const at = (day: string, time: string) => `${day} ${time}`
    expect(dayAndTime('2026-11-27T22:30:00Z', at)).toBe('28.11.2026 00:30')
    expect(dayAndTime('2026-07-01T21:15:00Z', at)).toBe('02.07.2026 00:15')
  })
})

describe('messageChildren', () => {
  it('keeps the children list’s order (date of birth, then name) whatever order the recipients come in', () => {
    const children = [{ id: 'onni' }, { id: 'ella' }, { id: 'veeti' }, { id: 'no-staff' }]
    const accounts = [{ childId: 'veeti' }, { childId: null }, { childId: 'onni' }, { childId: 'ella' }]
    expect(messageChildren(children, accounts).map((c) => c.id)).toEqual(['onni', 'ella', 'veeti'])
    expect(messageChildren(children, [...accounts].reverse()).map((c) => c.id)).toEqual(['onni', 'ella', 'veeti'])
  })
})
