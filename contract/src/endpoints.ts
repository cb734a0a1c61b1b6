import type { Endpoint, FileEndpoint } from './endpoint'
import type { devRoutes, routes } from './routes'
import type * as auth from './auth'
import type * as notifications from './notifications'
import type * as children from './children'
import type * as dev from './dev'
import type * as map from './map'
import type * as messages from './messages'
import type * as personalData from './personal-data'
import type * as applications from './applications'
import type * as decisions from './decisions'
import type * as calendar from './calendar'
import type * as documents from './documents'
import type * as documentsDev from './documents-dev'
import type * as holidayPeriods from './holiday-periods'
import type * as holidayPeriodsDev from './holiday-periods-dev'
import type * as serviceApplications from './service-applications'
import type * as serviceApplicationsDev from './service-applications-dev'
import type * as incomeStatements from './income-statements'
import type * as incomeStatementsDev from './income-statements-dev'
import type * as absenceApplications from './absence-applications'
import type * as absenceApplicationsDev from './absence-applications-dev'
import type * as calendarEvents from './calendar-events'
import type * as calendarEventsDev from './calendar-events-dev'
import type * as webPush from './web-push'

type EndpointsOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] }
type FileEndpointsOf<M> = {
  [K in keyof M as M[K] extends Endpoint ? never : M[K] extends FileEndpoint ? K : never]: M[K]
}

/** Every endpoint by its export name: the web client's types (type-only, no zod at run time). */
export type Endpoints = EndpointsOf<typeof auth> &
  EndpointsOf<typeof notifications> &
  EndpointsOf<typeof children> &
  EndpointsOf<typeof map> &
  EndpointsOf<typeof messages> &
  EndpointsOf<typeof personalData> &
  EndpointsOf<typeof applications> &
  EndpointsOf<typeof decisions> &
  EndpointsOf<typeof calendar> &
  EndpointsOf<typeof documents> &
  EndpointsOf<typeof holidayPeriods> &
  EndpointsOf<typeof serviceApplications> &
  EndpointsOf<typeof incomeStatements> &
  EndpointsOf<typeof absenceApplications> &
  EndpointsOf<typeof calendarEvents> &
  EndpointsOf<typeof webPush> &
  EndpointsOf<typeof documents>

/** The dev API's endpoints (the e2e tests' and the demo's; never the web app's) */
export type DevEndpoints = EndpointsOf<typeof dev> &
  EndpointsOf<typeof documentsDev> &
  EndpointsOf<typeof holidayPeriodsDev> &
  EndpointsOf<typeof serviceApplicationsDev> &
  EndpointsOf<typeof incomeStatementsDev> &
  EndpointsOf<typeof absenceApplicationsDev> &
  EndpointsOf<typeof calendarEventsDev>

/** The file endpoints (uploads, downloads, PDFs): linked to or posted as forms, never apiCall'd */
export type FileEndpoints = FileEndpointsOf<typeof applications> &
  FileEndpointsOf<typeof decisions> &
  FileEndpointsOf<typeof calendar> &
  FileEndpointsOf<typeof documents> &
  FileEndpointsOf<typeof incomeStatements> &
  FileEndpointsOf<typeof calendarEvents> &
  FileEndpointsOf<typeof messages>

// Compile-time check: every endpoint has its route entry and vice versa, with the same method and path
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type RouteOf<E> = E extends { method: infer M; path: infer P } ? { method: M; path: P } : never
type AllEndpoints = Endpoints & FileEndpoints & DevEndpoints
type AllRoutes = typeof routes & typeof devRoutes
type Check = {
  [K in keyof AllEndpoints | keyof AllRoutes]: K extends keyof AllEndpoints
    ? K extends keyof AllRoutes
      ? Same<RouteOf<AllEndpoints[K]>, { method: AllRoutes[K]['method']; path: AllRoutes[K]['path'] }>
      : false
    : false
}
export const endpointsMatchRoutes: { [K in keyof Check]: true } = null as unknown as Check
