import { formatInstantDate } from '@citizen/contract/web'

let helsinkiTime: Intl.DateTimeFormat | undefined

/** An instant as its Helsinki day and HH:mm, worded by `at` ("27.11.2026 klo 14:05") */
export function dayAndTime(instant: string, at: (day: string, time: string) => string): string {
  helsinkiTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return at(formatInstantDate(instant), helsinkiTime.format(new Date(instant)))
}
