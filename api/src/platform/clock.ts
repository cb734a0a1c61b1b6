import type { FastifyRequest } from 'fastify'
import { MOCKED_TIME_HEADER } from '@citizen/contract'

export const TIME_ZONE = 'Europe/Helsinki'

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Helsinki. */
export function helsinkiDate(instant: Date): string {
  return dateFormat.format(instant)
}

/**
 * "Now" for a request. In test mode (config.mockedTime) the EvakaMockedTime header fixes it so
 * e2e tests can pin the date; otherwise the real time.
 */
export function requestNow(request: FastifyRequest): Date {
  if (request.server.config.mockedTime) {
    const header = request.headers[MOCKED_TIME_HEADER]
    if (typeof header === 'string' && header.length > 0) {
      const mocked = new Date(header)
      if (!Number.isNaN(mocked.getTime())) return mocked
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
