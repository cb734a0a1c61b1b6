import * as contract from '@citizen/contract'
import type { Endpoint, FileEndpoint, RouteName } from '@citizen/contract'

interface NamedEndpoint {
  name: RouteName
  endpoint: Endpoint | FileEndpoint
}

/**
 * Every endpoint of the contract's tables (`routes`, `devRoutes`), with its schemas: the generated tests walk
 * this list, so a new endpoint is covered the day it is added.
 */
export function contractEndpoints(): NamedEndpoint[] {
  return (Object.keys({ ...contract.routes, ...contract.devRoutes }) as RouteName[]).map((name) => {
    const endpoint = (contract as Record<string, unknown>)[name] as Endpoint | FileEndpoint | undefined
    if (!endpoint || typeof endpoint.path !== 'string' || !endpoint.response)
      throw new Error(`No endpoint exported as ${name}`)
    return { name, endpoint }
  })
}

/** The :names of a Fastify-style path */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
}
