import { nextWorkingDay } from '@citizen/contract/web'
import type { Coordinates } from '@citizen/contract/web'

const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Today's date in Europe/Helsinki. */
export function helsinkiToday(now: Date): string {
  const p = Object.fromEntries(helsinkiParts.formatToParts(now).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day}`
}

/** The instant when the clocks in Helsinki show `time` on `date` (handles summer time). */
export function helsinkiInstant(date: string, hour: number): Date {
  // Helsinki is UTC+2 or UTC+3; try both and keep the one that shows the wanted hour
  for (const offset of [2, 3]) {
    const candidate = new Date(`${date}T${String(hour - offset).padStart(2, '0')}:00:00Z`)
    const p = Object.fromEntries(helsinkiParts.formatToParts(candidate).map((x) => [x.type, x.value]))
    if (Number(p.hour) === hour && `${p.year}-${p.month}-${p.day}` === date) return candidate
  }
  throw new Error(`No ${hour}:00 in Helsinki on ${date}`)
}

export interface Place {
  name: string
  location: Coordinates
}

/**
 * A route planner link (Digitransit's national journey planner) from the chosen address to the
 * unit, arriving at 9:00 on the next working day, in the user's language (spec 002).
 */
export function routePlannerUrl(from: Place, to: Place, lang: string, now: Date): string {
  const arrive = helsinkiInstant(nextWorkingDay(helsinkiToday(now)), 9)
  const place = (p: Place) => `${encodeURIComponent(p.name)}::${p.location.lat},${p.location.lon}`
  return `https://opas.matka.fi/reitti/${place(from)}/${place(to)}?arriveBy=true&time=${Math.floor(arrive.getTime() / 1000)}&locale=${lang}`
}
