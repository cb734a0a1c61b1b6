import type { z } from 'zod'

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Route {
  method: HttpMethod
  /** Path with Fastify-style parameters, e.g. /api/citizen/applications/:applicationId */
  path: string
}

export interface Schemas {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType
}

/** One HTTP endpoint: the server validates with its schemas, the web app is typed by them. */
export type Endpoint<R extends Route = Route, S extends Schemas = Schemas> = R & S

export function endpoint<const R extends Route, S extends Schemas>(route: R, schemas: S): Endpoint<R, S> {
  return { ...route, ...schemas }
}

/**
 * A file endpoint: its answer is a file's bytes (`response: 'file'`: a PDF, a download) or its
 * body a multipart upload (`body: 'multipart'`, read by the handler). The web links to it or
 * posts a form (never apiCall); the server checks params, query and a JSON answer as for any
 * endpoint.
 */
export interface FileSchemas {
  params?: z.ZodType
  query?: z.ZodType
  body?: 'multipart'
  response: z.ZodType | 'file'
}

export type FileEndpoint<R extends Route = Route, S extends FileSchemas = FileSchemas> = R & S

export function fileEndpoint<const R extends Route, S extends FileSchemas>(route: R, schemas: S): FileEndpoint<R, S> {
  return { ...route, ...schemas }
}

type Infer<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback
type InferInput<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback

export type ParamsOf<E> = E extends { params: infer P } ? Infer<P, undefined> : undefined
export type QueryOf<E> = E extends { query: infer Q } ? InferInput<Q, undefined> : undefined
export type BodyOf<E> = E extends { body: infer B } ? InferInput<B, undefined> : undefined
export type ResponseOf<E> = E extends { response: infer R } ? Infer<R, never> : never
