import { ssnCheckChar } from '@citizen/contract'

/**
 * A valid Finnish personal identity code for a date of birth (YYYY-MM-DD). Individual numbers
 * 900-999 are the range reserved for test persons, so demo codes never belong to real people.
 */
export function testSsn(dateOfBirth: string, individual: number): string {
  const [yyyy, mm, dd] = dateOfBirth.split('-') as [string, string, string]
  const year = Number(yyyy)
  const sign = year >= 2000 ? 'A' : year >= 1900 ? '-' : '+'
  const zzz = String(individual).padStart(3, '0')
  const check = ssnCheckChar(`${dd}${mm}${yyyy.slice(2)}`, zzz)
  return `${dd}${mm}${yyyy.slice(2)}${sign}${zzz}${check}`
}
