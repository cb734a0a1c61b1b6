import { helsinkiInstant, helsinkiToday, nextWorkingDay } from '@citizen/contract/web'
import type { Coordinates } from '@citizen/contract/web'

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
