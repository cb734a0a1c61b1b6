/** Finnish personal identity code (henkilötunnus) DDMMYYCZZZQ; zod-free so the web app can use it. */

const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'
// Century signs: + 1800s; - Y X W V U 1900s; A B C D E F 2000s (2023 reform)
const SSN = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/

export function centuryOf(sign: string): number {
  if (sign === '+') return 1800
  return 'ABCDEF'.includes(sign) ? 2000 : 1900
}

export function isValidSsn(value: string): boolean {
  const m = SSN.exec(value.trim().toUpperCase())
  if (!m) return false
  const [, dd, mm, yy, sign, zzz, check] = m
  const year = centuryOf(sign!) + Number(yy)
  const date = new Date(Date.UTC(2000, Number(mm) - 1, Number(dd)))
  date.setUTCFullYear(year)
  if (date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return false
  return CHECK_CHARS[Number(`${dd}${mm}${yy}${zzz}`) % 31] === check
}
