import type { NewAddress } from './queries'

/**
 * The CSV that `npm run import:addresses -- FILE.csv` loads into the address table:
 *
 *   street_address,postal_code,post_office,latitude,longitude
 *   Koivukuja 3,40100,ESIMERKKILÄ,62.2645,25.2505
 *   "Kauppakatu 1, talo B",40100,ESIMERKKILÄ,62.2612,25.2400
 *
 * UTF-8 (a byte order mark is fine), comma-separated, a header naming the five columns in any
 * order, fields quoted with "..." where they hold commas, quotes ("") or line breaks. Latitude
 * and longitude in decimal degrees (WGS84) with a decimal point. A bad row stops the import
 * with its line number; nothing is loaded then.
 */

export const ADDRESS_CSV_COLUMNS = ['street_address', 'postal_code', 'post_office', 'latitude', 'longitude'] as const

export class AddressCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems:\n${problems.join('\n')}`)
  }
}

interface ParsedAddresses {
  addresses: NewAddress[]
  /** Later rows with the same street address and postal code as an earlier one, left out */
  duplicates: number
}

/** Problems listed before giving up, so a broken file does not print thousands of lines */
const MAX_PROBLEMS = 20

interface CsvRecord {
  /** 1-based line where the record starts */
  line: number
  fields: string[]
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (i < text.length) {
    const start = line
    const fields: string[] = []
    for (;;) {
      let field = ''
      if (text[i] === '"') {
        i += 1
        for (;;) {
          if (i >= text.length) throw new AddressCsvError([`line ${start}: a quoted field is not closed`])
          const c = text[i]!
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"'
              i += 2
              continue
            }
            i += 1
            break
          }
          if (c === '\n') line += 1
          field += c
          i += 1
        }
        const after = text[i]
        if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r') {
          throw new AddressCsvError([`line ${line}: unexpected text after a quoted field`])
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"')
            throw new AddressCsvError([`line ${line}: a quote inside an unquoted field (quote the whole field)`])
          field += text[i]
          i += 1
        }
      }
      fields.push(field)
      if (text[i] === ',') {
        i += 1
        continue
      }
      // End of record: \n, \r\n or the end of the text
      if (text[i] === '\r') i += 1
      if (text[i] === '\n') i += 1
      line += 1
      break
    }
    yield { line: start, fields }
  }
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const POSTAL_CODE = /^\d{5}$/

function coordinate(value: string, name: string, min: number, max: number, problems: string[]): number {
  const n = DECIMAL.test(value) ? Number(value) : NaN
  if (!(n >= min && n <= max)) problems.push(`${name} must be a decimal number from ${min} to ${max} (got "${value}")`)
  return n
}

/** Parses and validates the whole file; throws AddressCsvError listing the bad lines. */
export function parseAddressCsv(text: string): ParsedAddresses {
  const records = csvRecords(text)
  const header = records.next()
  if (header.done) throw new AddressCsvError(['the file is empty'])
  const names = header.value.fields.map((f) => f.trim().toLowerCase())
  const index = Object.fromEntries(ADDRESS_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof ADDRESS_CSV_COLUMNS)[number],
    number
  >
  const missing = ADDRESS_CSV_COLUMNS.filter((c) => index[c] < 0)
  const unknown = names.filter((n) => !(ADDRESS_CSV_COLUMNS as readonly string[]).includes(n))
  if (missing.length > 0 || unknown.length > 0 || names.length !== ADDRESS_CSV_COLUMNS.length) {
    throw new AddressCsvError([
      `line 1: the header must name the columns ${ADDRESS_CSV_COLUMNS.join(',')} (got "${header.value.fields.join(',')}")`,
    ])
  }

  const addresses: NewAddress[] = []
  const seen = new Set<string>()
  const problems: string[] = []
  let duplicates = 0
  for (const { line, fields } of records) {
    if (fields.length === 1 && fields[0]!.trim() === '') continue // blank line
    if (fields.length !== ADDRESS_CSV_COLUMNS.length) {
      problems.push(`line ${line}: expected ${ADDRESS_CSV_COLUMNS.length} fields, got ${fields.length}`)
    } else {
      const field = (c: (typeof ADDRESS_CSV_COLUMNS)[number]) => fields[index[c]]!.trim()
      const rowProblems: string[] = []
      const streetAddress = field('street_address').replace(/\s+/g, ' ')
      if (streetAddress === '' || streetAddress.length > 200)
        rowProblems.push('street_address must be 1 to 200 characters')
      const postalCode = field('postal_code')
      if (!POSTAL_CODE.test(postalCode)) rowProblems.push(`postal_code must be five digits (got "${postalCode}")`)
      const postOffice = field('post_office').replace(/\s+/g, ' ')
      if (postOffice === '' || postOffice.length > 100) rowProblems.push('post_office must be 1 to 100 characters')
      const latitude = coordinate(field('latitude'), 'latitude', -90, 90, rowProblems)
      const longitude = coordinate(field('longitude'), 'longitude', -180, 180, rowProblems)
      if (rowProblems.length > 0) {
        problems.push(`line ${line}: ${rowProblems.join('; ')}`)
      } else {
        // The table's key: the address case- and space-insensitively, with the postal code
        const key = `${streetAddress.toLowerCase()}\u0000${postalCode}`
        if (seen.has(key)) {
          duplicates += 1
        } else {
          seen.add(key)
          addresses.push({ streetAddress, postalCode, postOffice, latitude, longitude })
        }
      }
    }
    if (problems.length >= MAX_PROBLEMS) {
      problems.push(`(stopped after ${MAX_PROBLEMS} problems)`)
      break
    }
  }
  if (problems.length > 0) throw new AddressCsvError(problems)
  if (addresses.length === 0) throw new AddressCsvError(['the file has no addresses'])
  return { addresses, duplicates }
}
