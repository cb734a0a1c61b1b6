import { afterEach, describe, expect, it, vi } from 'vitest'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { CitizenMessageThread } from '@citizen/contract/web'
import { kept, serialize } from './copy'

const NOW = new Date('2027-03-15T08:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

function thread(title: string, sentAt: string, sensitive = false): CitizenMessageThread {
  return {
    type: 'Regular',
    id: crypto.randomUUID(),
    messageType: 'MESSAGE',
    title,
    urgent: false,
    sensitive,
    isCopy: false,
    children: [],
    applicationStatus: null,
    canReply: true,
    messages: [{ sentAt } as never],
  }
}

/** The copy as the persister would write it from a cache holding these answers */
function copyOf(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient()
  for (const [key, data] of entries) client.setQueryData(key, data)
  const text = serialize({
    timestamp: NOW.getTime(),
    buster: '1',
    clientState: dehydrate(client, { shouldDehydrateQuery: kept }),
  })
  return {
    text,
    keys: (JSON.parse(text) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map(
      (q) => q.queryKey[0],
    ),
  }
}

describe('the offline copy', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps the calendar, the children, the login and the message list, nothing else', () => {
    const { keys } = copyOf([
      [['auth', 'status'], { loggedIn: true }],
      [['calendar', 'reservations', '2027-03-15'], { pages: [], pageParams: [] }],
      [['children'], []],
      [['documents', 'child'], []],
      [['decisions'], []],
      [['messages', 'recipients'], {}],
      [['messages', 'my-account'], { accountId: 'a' }],
    ])
    expect(keys.sort()).toEqual(['auth', 'calendar', 'children', 'messages'])
  })

  it('keeps the threads of the last 14 days, never a sensitive or a redacted one', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const redacted = {
      type: 'Redacted',
      id: 'r',
      urgent: false,
      sender: null,
      lastMessageSentAt: null,
      hasUnreadMessages: true,
    }
    const { text } = copyOf([
      [
        ['messages', 'received'],
        {
          pages: [
            {
              data: [
                thread('Retkipäivä', daysAgo(2)),
                thread('Tukitoimet', daysAgo(1), true),
                thread('Syksyn vanhempainilta', daysAgo(15)),
                redacted,
              ],
              total: 4,
              pages: 1,
            },
          ],
          pageParams: [1],
        },
      ],
    ])
    expect(text).toContain('Retkipäivä')
    expect(text).not.toContain('Tukitoimet')
    expect(text).not.toContain('Syksyn vanhempainilta')
    expect(text).not.toContain('Redacted')
  })
})
