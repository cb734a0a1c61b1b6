import type { FastifyRequest } from 'fastify'
import { MOCKED_TIME_HEADER } from '@citizen/contract'

export const TIME_ZONE = 'Europe/Helsinki'

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Every request asks for today; formatting with Intl costs more than the rest of a status call's
// date work, so the answer is kept for the second it belongs to.
let lastFormatted = { second: Number.NaN, date: '' }

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Helsinki. */
export function helsinkiDate(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000)
  if (second !== lastFormatted.second) lastFormatted = { second, date: dateFormat.format(instant) }
  return lastFormatted.date
}

// A mocked time outside these years is ignored like an unparseable one: JavaScript accepts years
// from -271821 to 275760, PostgreSQL's dates and the contract's YYYY-MM-DD do not (500s)
const MOCKED_MIN = Date.UTC(1900, 0, 1)
const MOCKED_MAX = Date.UTC(3000, 0, 1)

/**
 * "Now" for a request. In test mode (config.mockedTime) the EvakaMockedTime header fixes it so
 * e2e tests can pin the date; otherwise the real time.
 */
export function requestNow(request: FastifyRequest): Date {
  if (request.server.config.mockedTime) {
    const header = request.headers[MOCKED_TIME_HEADER]
    if (typeof header === 'string' && header.length > 0) {
      const mocked = new Date(header)
      const ms = mocked.getTime()
      if (ms >= MOCKED_MIN && ms < MOCKED_MAX) return mocked
    }
  }
  return new Date()
}

export function requestToday(request: FastifyRequest): string {
  return helsinkiDate(requestNow(request))
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * Adds calendar months to a YYYY-MM-DD date; a day past the month's end rolls over (Jan 31 + 1
 * month = Mar 3, Feb 29 + 12 months = Mar 1), as in the web app's date helpers, so the editor and
 * the server agree on every limit.
 */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}
