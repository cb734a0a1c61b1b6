import { describe, expect, it } from 'vitest'
import { loggedIn } from './auth-fixtures'
import { frontPagePath, notFoundExitPath } from './front-page'

const status = (authLevel: 'STRONG' | 'WEAK', reservations: boolean) => loggedIn({ authLevel, reservations })

describe('frontPagePath', () => {
  it('leads to the calendar with the reservations feature, weak or strong', () => {
    expect(frontPagePath(status('STRONG', true))).toBe('/calendar')
    expect(frontPagePath(status('WEAK', true))).toBe('/calendar')
  })
  it('follows the route table otherwise', () => {
    expect(frontPagePath(status('STRONG', false))).toBe('/map')
    expect(frontPagePath(status('WEAK', false))).toBe('/map')
    expect(frontPagePath({ loggedIn: false, apiVersion: 'x' })).toBe('/login')
  })
})

describe('notFoundExitPath', () => {
  it('is the front page, except where the user already is', () => {
    expect(notFoundExitPath(status('STRONG', true), '/calendar')).toBe('/map')
    expect(notFoundExitPath(status('STRONG', true), '/applications')).toBe('/calendar')
    expect(notFoundExitPath(status('WEAK', false), '/map')).not.toBe('/map')
    expect(notFoundExitPath(undefined, '/no/such/page')).toBe('/')
  })
})
