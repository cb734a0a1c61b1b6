/**
 * Web Push (issue 43): the topics a device can have on, the error codes and the checks of a
 * browser's subscription both sides use. Zod-free, so the web imports them through
 * `@citizen/contract/web`.
 */

/** What a device can be told of; each is switched per device, all on for a new subscription */
export const WEB_PUSH_TOPICS = ['MESSAGE', 'DECISION', 'DOCUMENT', 'INCOME_STATEMENT', 'CALENDAR_REMINDER'] as const
export type WebPushTopic = (typeof WEB_PUSH_TOPICS)[number]

/**
 * What a push carries, encrypted (RFC 8291), and what the service worker shows: a title and a short
 * text in the person's language, never a message's content, and the product's page to open
 * (a path of this site, e.g. `/messages/{id}`); `tag` makes a newer push of the same thing replace
 * the older one on the device
 */
export interface WebPushPayload {
  title: string
  body?: string
  url: string
  tag?: string
}

export const webPushErrors = {
  /** 404: the server has no VAPID keys, so nothing can be subscribed (the web hides the switch) */
  notConfigured: 'WEB_PUSH_NOT_CONFIGURED',
  /** 400: the endpoint is not one a push service could have given (see pushEndpointProblem) */
  endpointNotAllowed: 'WEB_PUSH_ENDPOINT_NOT_ALLOWED',
  /** 400: keys.p256dh has the right length and form but is no point of the P-256 curve */
  invalidKeys: 'WEB_PUSH_INVALID_KEYS',
  /** 409: the person has WEB_PUSH_MAX_SUBSCRIPTIONS devices already: remove one first */
  tooManySubscriptions: 'WEB_PUSH_TOO_MANY_SUBSCRIPTIONS',
} as const

export const WEB_PUSH_ENDPOINT_MAX_LENGTH = 2048
export const WEB_PUSH_DEVICE_NAME_MAX_LENGTH = 100
/** A person's devices: far more than anyone has, few enough that a loop cannot fill the table */
export const WEB_PUSH_MAX_SUBSCRIPTIONS = 20

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/

/** The bytes of base64url text (padding optional), or null when it is not base64url */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null
  const bare = text.replace(/=+$/, '')
  if (bare.length % 4 === 1) return null
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of bare) {
    value = (value << 6) | alphabet.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

/** An uncompressed P-256 point (RFC 8291 `p256dh`, a VAPID public key): 65 bytes, the first 0x04 */
export function isUncompressedP256Key(text: string): boolean {
  const bytes = base64UrlBytes(text)
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04
}

/** RFC 8291's authentication secret: 16 bytes */
export function isPushAuthSecret(text: string): boolean {
  return base64UrlBytes(text)?.length === 16
}

/** Why an endpoint is refused (null: accepted) */
export type PushEndpointProblem = 'NOT_A_URL' | 'TOO_LONG' | 'NOT_HTTPS' | 'NOT_PUBLIC'

/**
 * The server will send to the endpoint, so it must not be a way to reach the server's own
 * network (server-side request forgery): https only, with no credentials, to a host name or a
 * public address. Only the literal host is judged here; outside production an endpoint on a
 * loopback address is also accepted over http (the tests' push receiver).
 */
export function pushEndpointProblem(endpoint: string, production: boolean): PushEndpointProblem | null {
  if (endpoint.length > WEB_PUSH_ENDPOINT_MAX_LENGTH) return 'TOO_LONG'
  if (!URL.canParse(endpoint)) return 'NOT_A_URL'
  const url = new URL(endpoint)
  if (url.username !== '' || url.password !== '' || url.hash !== '') return 'NOT_A_URL'
  if (!production && isLoopbackHost(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return null
  if (url.protocol !== 'https:') return 'NOT_HTTPS'
  return isPublicHost(url.hostname) ? null : 'NOT_PUBLIC'
}

/**
 * An IP address (as a resolver gives it: `10.0.0.1`, `::1`, `::ffff:127.0.0.1`) of the public
 * internet: the sender refuses a host name that resolves into the server's own network
 */
export function isPublicAddress(address: string): boolean {
  const url = `http://${address.includes(':') ? `[${address}]` : address}/`
  if (!URL.canParse(url)) return false
  const host = new URL(url).hostname
  return (host.startsWith('[') || ipv4Number(host) !== null) && isPublicHost(host)
}

// The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal
// and compressed IPv6, so the host is judged in its one canonical form.
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** Host names that never leave the machine or the local network */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const v4 = ipv4Number(host)
  if (v4 !== null) return v4 >>> 24 === 127
  return host === '[::1]'
}

function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase()
  if (host.startsWith('[')) {
    const groups = ipv6Groups(host.slice(1, -1))
    return groups !== null && isPublicIpv6(groups)
  }
  const v4 = ipv4Number(host)
  if (v4 !== null) return isPublicIpv4(v4)
  // A name of one label is looked up in the server's own search domains
  return host.includes('.') && !LOCAL_NAME.test(host)
}

function ipv4Number(host: string): number | null {
  const m = IPV4.exec(host)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  if (parts.some((p) => p > 255)) return null
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0
}

/** IPv4 blocks that are not the public internet (IANA special-purpose registry) */
const NON_PUBLIC_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
]

function isPublicIpv4(address: number): boolean {
  return !NON_PUBLIC_IPV4.some(([block, bits]) => {
    const mask = (~0 << (32 - bits)) >>> 0
    return (address & mask) >>> 0 === (ipv4Number(block)! & mask) >>> 0
  })
}

/** The eight 16-bit groups of an IPv6 address (the URL parser's compressed form), or null */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const fill = 8 - head.length - tail.length
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail]
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * Global unicast (2000::/3) outside the special blocks; an IPv4-mapped address is its IPv4.
 * Everything else (loopback, unspecified, unique local, link-local, multicast, NAT64 and the
 * other translation prefixes) is refused.
 */
function isPublicIpv6(g: number[]): boolean {
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicIpv4(((g[6]! << 16) | g[7]!) >>> 0)
  if ((g[0]! & 0xe000) !== 0x2000) return false
  if (g[0] === 0x2001 && g[1]! < 0x200) return false // 2001::/23 protocol assignments (Teredo among them)
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false // documentation
  if (g[0] === 0x2002) return false // 6to4: an IPv4 address inside
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false // documentation (3fff::/20)
  return true
}
