import type { Coordinates, ResponseOf, Endpoints } from '@citizen/contract/web'

/** The GraphQL alias of a unit: "id" and its uuid without dashes (reference §11). */
export const aliasOf = (unitId: string) => `id${unitId.replaceAll('-', '')}`

const coordinate = (c: Coordinates) => `{location: {coordinate: {latitude: ${c.lat}, longitude: ${c.lon}}}}`

/**
 * One walking-only plan per unit (walking speed 300 works around the routing service's
 * 1.5 h walking cap), in the only shape the server forwards (api/src/features/map/walking-query.ts).
 */
export function buildWalkingQuery(origin: Coordinates, destinations: { id: string; location: Coordinates }[]): string {
  const plans = destinations.map(
    (d) =>
      `${aliasOf(d.id)}: planConnection(origin: ${coordinate(origin)}, destination: ${coordinate(d.location)}, ` +
      `modes: {direct: [WALK], directOnly: true}, preferences: {street: {walk: {speed: 300}}}) ` +
      `{ edges { node { walkDistance } } }`,
  )
  return `{ ${plans.join(' ')} }`
}

/** Walking distance per unit id; null when the alias is missing or has no edges. */
export function readWalkingDistances(
  response: ResponseOf<Endpoints['mapQuery']>,
  unitIds: string[],
): Map<string, number | null> {
  return new Map(unitIds.map((id) => [id, response.data[aliasOf(id)]?.edges[0]?.node.walkDistance ?? null]))
}
