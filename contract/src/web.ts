/**
 * The web app's entry to the contract: values that carry no zod (routes, constants, pure
 * helpers) and every type. Importing the package root from web/ would ship all schemas.
 */
export * from './routes'
export * from './constants'
export * from './paths'
export * from './path'
export type * from './endpoint'
export type * from './endpoints'
export type * from './common'
export type * from './auth'
export type * from './notifications'
export type * from './children'
export type * from './dev'
export type * from './units'
export type * from './map'
export type * from './applications'
export type * from './decisions'
export * from './dates'
export * from './holidays'
export * from './validators'
export * from './service-need'
