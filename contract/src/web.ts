/**
 * The web app's entry to the contract: values that carry no zod (routes, constants, pure
 * helpers) and every type. Importing the package root from web/ would ship all schemas.
 */
export * from './zod-free'
export type * from './endpoint'
export type * from './endpoints'
export type * from './common'
export type * from './auth'
export type * from './notifications'
export type * from './children'
export type * from './dev'
export type * from './map'
export type * from './applications'
export type * from './decisions'
export type * from './calendar'
export type * from './messages'
export type * from './personal-data'
export type * from './documents'
export type * from './holiday-periods'
export type * from './service-applications'
export type * from './income-statements'
export type * from './absence-applications'
export type * from './calendar-events'
