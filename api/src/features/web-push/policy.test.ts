import { describe, expect, it } from 'vitest'
import { WEB_PUSH_MAX_SUBSCRIPTIONS, webPushErrors } from '@citizen/contract'
import { webPushRefusal, type WebPushAction, type WebPushFacts } from './policy'

const user = '00000000-0000-0000-0000-000000000001'
const stranger = '00000000-0000-0000-0000-000000000002'

const facts = (overrides: Partial<WebPushFacts> = {}): WebPushFacts => ({
  userId: user,
  configured: true,
  ...overrides,
})
const subscription = (overrides: Partial<NonNullable<WebPushFacts['subscription']>> = {}) => ({
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    production: true,
    keyOnCurve: true,
    known: false,
    count: 0,
    ...overrides,
  },
})

const { notConfigured, endpointNotAllowed, invalidKeys, tooManySubscriptions } = webPushErrors

describe('webPushRefusal', () => {
  it.each<[string, WebPushAction, Partial<WebPushFacts>, [number, string | undefined] | null]>([
    ['the public key', 'READ_PUBLIC_KEY', {}, null],
    ['the public key without keys', 'READ_PUBLIC_KEY', { configured: false }, [404, notConfigured]],
    ['a new device', 'SUBSCRIBE', subscription(), null],
    [
      'a device without keys on the server',
      'SUBSCRIBE',
      { configured: false, ...subscription() },
      [404, notConfigured],
    ],
    ['the list', 'READ', {}, null],
    ['the list without keys on the server', 'READ', { configured: false }, null],
    ['own device changed', 'UPDATE', { owner: user }, null],
    ['own device changed without keys on the server', 'UPDATE', { owner: user, configured: false }, null],
    ["another person's device changed", 'UPDATE', { owner: stranger }, [404, undefined]],
    ['no such device changed', 'UPDATE', { owner: undefined }, [404, undefined]],
    ['own device removed', 'DELETE', { owner: user }, null],
    ["another person's device removed", 'DELETE', { owner: stranger }, [404, undefined]],
    ['no such device removed', 'DELETE', {}, [404, undefined]],
    [
      'an http endpoint',
      'SUBSCRIBE',
      subscription({ endpoint: 'http://push.example.fi/x' }),
      [400, endpointNotAllowed],
    ],
    [
      'the loopback receiver in production',
      'SUBSCRIBE',
      subscription({ endpoint: 'http://127.0.0.1:4000/push' }),
      [400, endpointNotAllowed],
    ],
    [
      'the loopback receiver outside production',
      'SUBSCRIBE',
      subscription({ endpoint: 'http://127.0.0.1:4000/push', production: false }),
      null,
    ],
    [
      'a private address outside production',
      'SUBSCRIBE',
      subscription({ endpoint: 'https://10.1.2.3/push', production: false }),
      [400, endpointNotAllowed],
    ],
    [
      'the metadata service',
      'SUBSCRIBE',
      subscription({ endpoint: 'https://169.254.169.254/latest' }),
      [400, endpointNotAllowed],
    ],
    ['a key off the curve', 'SUBSCRIBE', subscription({ keyOnCurve: false }), [400, invalidKeys]],
    [
      'one device too many',
      'SUBSCRIBE',
      subscription({ count: WEB_PUSH_MAX_SUBSCRIPTIONS }),
      [409, tooManySubscriptions],
    ],
    [
      'a known device at the limit (new keys)',
      'SUBSCRIBE',
      subscription({ count: WEB_PUSH_MAX_SUBSCRIPTIONS, known: true }),
      null,
    ],
    ['the last device within the limit', 'SUBSCRIBE', subscription({ count: WEB_PUSH_MAX_SUBSCRIPTIONS - 1 }), null],
  ])('%s', (_, action, overrides, expected) => {
    const refusal = webPushRefusal(action, facts(overrides))
    expect(refusal && [refusal.status, refusal.errorCode]).toEqual(expected)
  })

  it('says nothing of another person’s device', () => {
    expect(webPushRefusal('UPDATE', facts({ owner: stranger }))).toEqual({
      status: 404,
      reason: 'Web Push subscription not found',
    })
  })
})
