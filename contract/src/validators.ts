/**
 * The field rules the web app and the API both check, written once: identity codes, phone
 * numbers, emails and clock times (calendar days are in dates.ts: `isCalendarDate`). Zod-free,
 * so the web imports them through `@citizen/contract/web`; the API's zod schemas call them in
 * `.refine()` and its form rules call them directly.
 */

// ---- Finnish personal identity code (henkilötunnus) DDMMYYCZZZQ ----

const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'
// Century signs: + 1800s; - Y X W V U 1900s; A B C D E F 2000s (2023 reform)
const SSN = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/

function centuryOf(sign: string): number {
  if (sign === '+') return 1800
  return 'ABCDEF'.includes(sign) ? 2000 : 1900
}

/** The check character of DDMMYY and the individual number ZZZ. */
export function ssnCheckChar(ddmmyy: string, zzz: string): string {
  return CHECK_CHARS[Number(`${ddmmyy}${zzz}`) % 31]!
}

/** The date of birth (YYYY-MM-DD) a well-formed code tells, else null (the check character is not checked). */
export function ssnDateOfBirth(value: string): string | null {
  const m = SSN.exec(value.trim().toUpperCase())
  if (!m) return null
  const [, dd, mm, yy, sign] = m
  const year = centuryOf(sign!) + Number(yy)
  const date = new Date(Date.UTC(2000, Number(mm) - 1, Number(dd)))
  date.setUTCFullYear(year)
  if (date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null
  return `${year}-${mm}-${dd}`
}

/** A code with a real date of birth and the right check character; lower case and spaces around are accepted. */
export function isValidSsn(value: string): boolean {
  const code = value.trim().toUpperCase()
  const m = SSN.exec(code)
  return m !== null && ssnDateOfBirth(code) !== null && ssnCheckChar(`${m[1]}${m[2]}${m[3]}`, m[5]!) === m[6]
}

// ---- Contact details ----

const PHONE = /^[0-9 \-+()]{6,20}$/

/** 6-20 digits, spaces, dashes, pluses and parentheses (as typed; spaces around are ignored). */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value.trim())
}

/** One address's parts; `address` (local@ascii-domain) is what an email is sent to */
export interface EmailAddress {
  localPart: string
  /** As typed (IDN U-labels stay as they are) */
  domain: string
  /** The domain in its ASCII form (IDN labels as xn--), lower case */
  asciiDomain: string
  address: string
}

/**
 * RFC 5322 atext without "%" and "!" (old source routing a relay might still honour): no spaces,
 * commas, semicolons, angle brackets, quotes, parentheses, backslashes or "@".
 */
const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/
/** Letters (of any script, for IDN), combining marks, digits, hyphens and dots */
const DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** The ASCII form of a domain by the WHATWG URL parser's IDNA (UTS 46), in the browser and in Node alike */
function toAsciiDomain(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
}

/**
 * Exactly one plain address (addr-spec) local@domain, parsed strictly, or null: a dot-atom local
 * part (ASCII, at most 64 characters) and a domain of LDH labels or IDN U-labels (at least two
 * labels, the last not numeric), at most 254 characters in all. Lists ("," or ";"), groups, display
 * names, quoted strings, comments, IP literals and RFC 2047 encoded words are not one address, and
 * a sender must never hand such a string to a mailer that would split it. Spaces around are ignored.
 */
export function parseEmailAddress(value: string): EmailAddress | null {
  const text = value.trim()
  const at = text.lastIndexOf('@')
  if (at <= 0 || text.length > 254) return null
  const localPart = text.slice(0, at)
  const domain = text.slice(at + 1)
  if (localPart.length > 64 || !LOCAL_PART.test(localPart) || localPart.includes('=?')) return null
  // Compatibility forms (full-width letters and dots) would be mapped to other characters than typed
  if (!DOMAIN_CHARS.test(domain) || domain.normalize('NFKC') !== domain) return null
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((l) => l === '' || l.startsWith('-') || l.endsWith('-'))) return null
  const asciiDomain = toAsciiDomain(domain)
  if (asciiDomain === null || asciiDomain.length > 253) return null
  const asciiLabels = asciiDomain.split('.')
  if (asciiLabels.length !== labels.length || !asciiLabels.every((l) => ASCII_LABEL.test(l))) return null
  if (/^\d+$/.test(asciiLabels[asciiLabels.length - 1]!)) return null
  const address = `${localPart}@${asciiDomain}`
  if (address.length > 254) return null
  return { localPart, domain, asciiDomain, address }
}

/** Exactly one plain email address (parseEmailAddress): a typing check, not a deliverability one. */
export function isValidEmail(value: string): boolean {
  return parseEmailAddress(value) !== null
}

// ---- Clock times ----

/** The stored form of a clock time: HH:mm, 00:00-23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value)
}

/**
 * A time as people type it, as HH:mm: "8" -> "08:00", "8.30" / "8:30" / "8,30" -> "08:30",
 * "1630" -> "16:30". Null when it is not a time of day (the server takes HH:mm only, so the
 * web normalises before saving).
 */
export function parseClockTime(text: string): string | null {
  const t = text.trim()
  const m = /^(\d{1,2})(?:[.:,](\d{2}))?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t)
  if (!m) return null
  const hours = Number(m[1])
  const minutes = m[2] === undefined ? 0 : Number(m[2])
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}
