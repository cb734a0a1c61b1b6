import { describe, expect, it } from 'vitest'
import {
  base64UrlBytes,
  isPublicAddress,
  isPushAuthSecret,
  isUncompressedP256Key,
  pushEndpointProblem,
} from './web-push-rules'

const b64url = (bytes: number[]) => Buffer.from(bytes).toString('base64url')
const point = [0x04, ...Array<number>(64).fill(7)]

describe('base64UrlBytes', () => {
  it.each([
    ['', []],
    ['AQID', [1, 2, 3]],
    ['AQI', [1, 2]],
    ['AQI=', [1, 2]],
    ['-_8', [0xfb, 0xff]],
  ])('decodes %j', (text, bytes) => expect([...base64UrlBytes(text)!]).toEqual(bytes))

  it.each(['AQ+/', 'A', 'AQ I', 'AQ==='])('refuses %j', (text) => expect(base64UrlBytes(text)).toBeNull())

  it('agrees with Node on random bytes', () => {
    const bytes = [...Array(200).keys()].map((i) => (i * 73) % 256)
    for (let n = 0; n < bytes.length; n++)
      expect([...base64UrlBytes(b64url(bytes.slice(0, n)))!]).toEqual(bytes.slice(0, n))
  })
})

describe('the keys of a subscription', () => {
  it.each<[string, string, boolean]>([
    ['an uncompressed point', b64url(point), true],
    ['padded', Buffer.from(point).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'), true],
    ['a compressed point', b64url([0x02, ...point.slice(1, 33)]), false],
    ['65 bytes not starting 0x04', b64url([0x05, ...point.slice(1)]), false],
    ['64 bytes', b64url(point.slice(0, 64)), false],
    ['66 bytes', b64url([...point, 1]), false],
    ['standard base64', Buffer.from([0x04, ...Array<number>(64).fill(0xfb)]).toString('base64'), false],
  ])('p256dh: %s', (_, key, valid) => expect(isUncompressedP256Key(key)).toBe(valid))

  it.each<[number, boolean]>([
    [16, true],
    [15, false],
    [17, false],
    [0, false],
  ])('auth of %i bytes', (length, valid) => expect(isPushAuthSecret(b64url(Array<number>(length).fill(1)))).toBe(valid))
})

describe('pushEndpointProblem', () => {
  const push = 'https://fcm.googleapis.com/fcm/send/abc:def'
  it.each<[string, ReturnType<typeof pushEndpointProblem>, ReturnType<typeof pushEndpointProblem>]>([
    // endpoint, in production, elsewhere
    [push, null, null],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', null, null],
    ['https://web.push.apple.com/QGuQyavXutnMH', null, null],
    ['https://push.example.fi:8443/x', null, null],
    ['https://93.184.216.34/push', null, null],
    ['https://[2606:4700::1111]/push', null, null],
    ['http://fcm.googleapis.com/fcm/send/abc', 'NOT_HTTPS', 'NOT_HTTPS'],
    ['ftp://push.example.fi/x', 'NOT_HTTPS', 'NOT_HTTPS'],
    ['not a url', 'NOT_A_URL', 'NOT_A_URL'],
    ['https://user:secret@push.example.fi/x', 'NOT_A_URL', 'NOT_A_URL'],
    [`https://push.example.fi/${'a'.repeat(2048)}`, 'TOO_LONG', 'TOO_LONG'],
    // Loopback: the tests' receiver outside production only
    ['http://127.0.0.1:4567/push/1', 'NOT_HTTPS', null],
    ['https://127.0.0.1/push', 'NOT_PUBLIC', null],
    ['http://127.1.2.3/push', 'NOT_HTTPS', null],
    ['http://localhost:4567/push', 'NOT_HTTPS', null],
    ['http://[::1]:4567/push', 'NOT_HTTPS', null],
    ['https://localhost/push', 'NOT_PUBLIC', null],
    ['https://localhost./push', 'NOT_PUBLIC', null],
    ['https://api.localhost/push', 'NOT_PUBLIC', null],
    // Other spellings of loopback, which the URL parser makes dotted decimal
    ['https://2130706433/push', 'NOT_PUBLIC', null],
    ['https://0x7f.1/push', 'NOT_PUBLIC', null],
    ['https://0177.0.0.1/push', 'NOT_PUBLIC', null],
    ['https://[::ffff:127.0.0.1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    // Private, link-local and other non-public addresses, never
    ['http://10.0.0.5/push', 'NOT_HTTPS', 'NOT_HTTPS'],
    ['https://10.0.0.5/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://172.16.0.1/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://172.31.255.255/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://172.32.0.1/push', null, null],
    ['https://192.168.1.1/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://169.254.169.254/latest/meta-data/', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://100.64.0.1/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://0.0.0.0/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://224.0.0.1/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://255.255.255.255/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://198.51.100.7/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[::]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[fd00::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[fc00::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[fe80::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[ff02::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[::ffff:10.0.0.1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[::ffff:169.254.169.254]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[::ffff:93.184.216.34]/push', null, null],
    ['https://[64:ff9b::a00:1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[2001:db8::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[2002:a00:1::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://[2001::1]/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    // Names that stay inside the local network
    ['https://intranet/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://printer.local/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://db.internal/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
    ['https://router.home.arpa/push', 'NOT_PUBLIC', 'NOT_PUBLIC'],
  ])('%s', (endpoint, production, elsewhere) => {
    expect(pushEndpointProblem(endpoint, true)).toBe(production)
    expect(pushEndpointProblem(endpoint, false)).toBe(elsewhere)
  })
})

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
    ['127.0.0.1', false],
    ['10.0.0.5', false],
    ['169.254.169.254', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:93.184.215.14', true],
    ['fd00::1', false],
    ['fe80::1', false],
    ['not an address', false],
    ['example.com', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})
