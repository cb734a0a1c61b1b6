import { describe, expect, it } from 'vitest'
import { openNotificationTarget } from './notification-click'

const ORIGIN = 'https://varhaiskasvatus.example.fi'

/** The worker's clients, recording what the click did to them */
function clientsWith(urls: string[]) {
  const done: string[] = []
  const tabs = urls.map((url) => ({
    url,
    focus: async () => {
      done.push(`focus ${url}`)
    },
    navigate: async (to: string) => {
      done.push(`navigate ${url} → ${to}`)
    },
  }))
  const clients = {
    matchAll: async () => tabs,
    openWindow: async (url: string) => {
      done.push(`open ${url}`)
      return null
    },
  } as unknown as Clients
  return { clients, done }
}

describe('openNotificationTarget', () => {
  it('takes an open tab of the app to the page, focused', async () => {
    const { clients, done } = clientsWith(['https://other.example/', `${ORIGIN}/calendar`])
    await openNotificationTarget(clients, ORIGIN, { url: '/messages/8f0c1e52-6a8e-4c55-9b67-2b1f0d1f8a11' })
    expect(done).toEqual([
      `focus ${ORIGIN}/calendar`,
      `navigate ${ORIGIN}/calendar → ${ORIGIN}/messages/8f0c1e52-6a8e-4c55-9b67-2b1f0d1f8a11`,
    ])
  })

  it('only focuses a tab already at the page', async () => {
    const { clients, done } = clientsWith([`${ORIGIN}/calendar?day=2027-01-05`])
    await openNotificationTarget(clients, ORIGIN, { url: '/calendar?day=2027-01-05' })
    expect(done).toEqual([`focus ${ORIGIN}/calendar?day=2027-01-05`])
  })

  it('opens a new tab when none of the app is open', async () => {
    const { clients, done } = clientsWith(['https://other.example/'])
    await openNotificationTarget(clients, ORIGIN, { url: '/child-documents/1?readOnly=false' })
    expect(done).toEqual([`open ${ORIGIN}/child-documents/1?readOnly=false`])
  })

  it('never leaves the site: another origin or no address opens the front page', async () => {
    for (const data of [{ url: 'https://evil.example/phish' }, { url: '//evil.example/x' }, null, { url: 42 }]) {
      const { clients, done } = clientsWith([])
      await openNotificationTarget(clients, ORIGIN, data)
      expect(done, JSON.stringify(data)).toEqual([
        data && typeof (data as { url: unknown }).url === 'number' ? `open ${ORIGIN}/42` : `open ${ORIGIN}/`,
      ])
    }
  })
})
