import type { Coordinates, PublicUnit } from '@citizen/contract/web'

// spec 002 section 9
const EARTH_RADIUS_M = 6_371_000
const WALKING_LOOKUP_MAX = 15
const NEAREST_LISTED = 10

/** Great-circle (haversine) distance in metres. */
export function straightDistance(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface UnitDistance {
  unit: PublicUnit
  straight: number
}

/** Units with a location, nearest first by straight-line distance. */
function byStraightDistance(units: PublicUnit[], origin: Coordinates): UnitDistance[] {
  return units
    .flatMap((unit) => (unit.location ? [{ unit, straight: straightDistance(origin, unit.location) }] : []))
    .sort((a, b) => a.straight - b.straight || a.unit.name.localeCompare(b.unit.name))
}

/** spec 002: walking distance is looked up for at most the 15 nearest units by straight distance. */
export function walkingLookupCandidates(units: PublicUnit[], origin: Coordinates): UnitDistance[] {
  return byStraightDistance(units, origin).slice(0, WALKING_LOOKUP_MAX)
}

interface ListedUnit {
  unit: PublicUnit
  /** metres, null when unknown ("?") */
  distance: number | null
}

export interface ArrangedUnits {
  /** The nearest units with their distance */
  nearest: ListedUnit[]
  /** The rest by straight-line distance (units without a location last), shown on request */
  rest: PublicUnit[]
  /** True when the distances are straight-line ones (no walking routes available) */
  straightLine: boolean
}

/**
 * The list with a reference address (spec 002): the 10 nearest by walking distance with the
 * distance, then the others by straight-line distance. Without walking distances (no routing
 * upstream) the 10 nearest by straight-line distance are shown with that distance instead.
 */
export function arrangeByDistance(
  units: PublicUnit[],
  origin: Coordinates,
  walking: Map<string, number | null> | null,
): ArrangedUnits {
  const ordered = byStraightDistance(units, origin)
  const withoutLocation = units.filter((u) => !u.location).sort((a, b) => a.name.localeCompare(b.name))
  let nearest: ListedUnit[]
  if (walking) {
    nearest = ordered
      .slice(0, WALKING_LOOKUP_MAX)
      .map((d) => ({ unit: d.unit, distance: walking.get(d.unit.id) ?? null, straight: d.straight }))
      // Unknown walking distances go after the known ones, in straight-line order
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.straight - b.straight)
      .slice(0, NEAREST_LISTED)
      .map(({ unit, distance }) => ({ unit, distance }))
  } else {
    nearest = ordered.slice(0, NEAREST_LISTED).map((d) => ({ unit: d.unit, distance: d.straight }))
  }
  const listed = new Set(nearest.map((n) => n.unit.id))
  const rest = [...ordered.map((d) => d.unit).filter((u) => !listed.has(u.id)), ...withoutLocation]
  return { nearest, rest, straightLine: walking === null }
}

/** spec 002: not a number -> "?"; 1000 m or more in km with one decimal; else whole metres. */
export function formatDistance(metres: number | null | undefined, locale: string): string {
  if (metres === null || metres === undefined || Number.isNaN(metres)) return '?'
  if (metres >= 1000) {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(metres / 100) / 10)} km`
  }
  return `${Math.round(metres)} m`
}
