import { describe, expect, it } from 'vitest'
import { aliasOf, buildWalkingQuery, readWalkingDistances } from './walking-query'

const a = '11111111-2222-4333-8444-555555555555'
const b = '66666666-7777-4888-9999-aaaaaaaaaaaa'

describe('walking distance query', () => {
  it('builds one aliased walking-only plan per unit with walking speed 300', () => {
    const q = buildWalkingQuery({ lat: 62.26, lon: 25.26 }, [{ id: a, location: { lat: 62.27, lon: 25.27 } }])
    expect(q).toContain('id11111111222243338444555555555555: planConnection(')
    expect(q).toContain('origin: {location: {coordinate: {latitude: 62.26, longitude: 25.26}}}')
    expect(q).toContain('destination: {location: {coordinate: {latitude: 62.27, longitude: 25.27}}}')
    expect(q).toContain('modes: {direct: [WALK], directOnly: true}')
    expect(q).toContain('preferences: {street: {walk: {speed: 300}}}')
    expect(q).toContain('{ edges { node { walkDistance } } }')
  })
  it('reads distances; a missing alias or empty edges is unknown', () => {
    const distances = readWalkingDistances({ data: { [aliasOf(a)]: { edges: [{ node: { walkDistance: 812.4 } }] } } }, [
      a,
      b,
    ])
    expect(distances.get(a)).toBe(812.4)
    expect(distances.get(b)).toBeNull()
    expect(readWalkingDistances({ data: { [aliasOf(a)]: { edges: [] } } }, [a]).get(a)).toBeNull()
  })
})
