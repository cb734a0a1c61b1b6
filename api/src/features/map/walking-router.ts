import { z } from 'zod'
import { mapQuery, type ResponseOf } from '@citizen/contract'
import { callUpstream, upstreamError, type UpstreamOptions } from './digitransit'
import { walkingQueryText, type WalkingPlan } from './walking-query'

export type WalkingRoutes = ResponseOf<typeof mapQuery>

/**
 * Walking distances behind POST /api/citizen/public/map-api/query. There is no local fallback:
 * without an upstream the endpoint answers 404 and the map shows straight-line distances.
 */
export interface WalkingRouter {
  plan(plans: WalkingPlan[]): Promise<WalkingRoutes>
}

const UpstreamAnswer = z.object({ data: mapQuery.response.shape.data })

/**
 * Digitransit's routing API (OpenTripPlanner GraphQL): POST {routingUrl} with {query}. A plan
 * the upstream could not make comes back null (GraphQL errors beside the data are partial
 * failures); an answer without data in the expected shape is a 502.
 */
export class DigitransitWalkingRouter implements WalkingRouter {
  constructor(
    private readonly url: string,
    private readonly options: UpstreamOptions,
  ) {}

  async plan(plans: WalkingPlan[]): Promise<WalkingRoutes> {
    const body = { query: walkingQueryText(plans) }
    const answer = UpstreamAnswer.safeParse(
      await callUpstream('walking route service', this.url, { method: 'POST', body }, this.options),
    )
    if (!answer.success) throw upstreamError('walking route service', 'its answer had no route data')
    return { data: answer.data.data }
  }
}
