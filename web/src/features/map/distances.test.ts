import { describe, expect, it } from 'vitest'
import type { PublicUnit } from '@citizen/contract/web'
import { arrangeByDistance, formatDistance, straightDistance, walkingLookupCandidates } from './distances'
import { publicUnit } from './unit-fixtures'

const origin = { lat: 62.26, lon: 25.26 }

// one degree of latitude is about 111.2 km
const unit = (id: number, metresNorth: number | null): PublicUnit =>
  publicUnit(id, {
    location: metresNorth === null ? null : { lat: origin.lat + metresNorth / 111_195, lon: origin.lon },
  })

describe('straightDistance', () => {
  it('uses the great circle with radius 6371000 m', () => {
    expect(straightDistance(origin, { lat: 63.26, lon: 25.26 })).toBeCloseTo(111_194.9, 0)
    expect(straightDistance(origin, origin)).toBe(0)
  })
})

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [999.4, '999 m'],
    [1000, '1.0 km'],
    [1049, '1.0 km'],
    [1250, '1.3 km'],
    [12_345, '12.3 km'],
  ])('%d m -> %s', (m, text) => expect(formatDistance(m, 'en')).toBe(text))
  it('writes the decimal comma in Finnish', () => expect(formatDistance(1500, 'fi')).toBe('1,5 km'))
  it('shows ? when unknown', () => {
    expect(formatDistance(null, 'fi')).toBe('?')
    expect(formatDistance(Number.NaN, 'fi')).toBe('?')
  })
})

describe('walking distance selection', () => {
  // 20 units at 100 m, 200 m, … north, plus one without a location
  const units = [unit(99, null), ...Array.from({ length: 20 }, (_, i) => unit(i + 1, (20 - i) * 100))]

  it('looks up at most the 15 nearest units that have a location', () => {
    const candidates = walkingLookupCandidates(units, origin)
    expect(candidates).toHaveLength(15)
    expect(candidates[0]!.unit.name).toBe('Unit 20') // 100 m
    expect(candidates.some((c) => c.unit.location === null)).toBe(false)
  })

  it('lists the 10 nearest by walking distance, then the rest by straight distance', () => {
    const candidates = walkingLookupCandidates(units, origin)
    // Walking reverses the order among the 15 candidates; one is unknown
    const walking = new Map(candidates.map((c, i) => [c.unit.id, i === 0 ? null : 5000 - i * 100]))
    const { nearest, rest, straightLine } = arrangeByDistance(units, origin, walking)
    expect(straightLine).toBe(false)
    expect(nearest).toHaveLength(10)
    expect(nearest[0]!.distance).toBe(3600) // the 15th nearest walks the shortest
    expect(nearest.map((n) => n.distance)).toEqual([...nearest.map((n) => n.distance)].sort((a, b) => a! - b!))
    expect(rest).toHaveLength(11)
    // The rest by straight-line distance, the unit without a location last
    expect(rest[0]!.name).toBe('Unit 20')
    expect(rest.at(-1)!.name).toBe('Unit 99')
  })

  it('puts unknown walking distances after known ones', () => {
    const candidates = walkingLookupCandidates(units, origin)
    const walking = new Map<string, number | null>(candidates.map((c) => [c.unit.id, null]))
    walking.set(candidates[14]!.unit.id, 50)
    const { nearest } = arrangeByDistance(units, origin, walking)
    expect(nearest[0]!.distance).toBe(50)
    expect(nearest[1]!.distance).toBeNull()
    expect(nearest[1]!.unit.name).toBe('Unit 20')
  })

  it('without walking routes lists the 10 nearest with straight-line distances', () => {
    const { nearest, rest, straightLine } = arrangeByDistance(units, origin, null)
    expect(straightLine).toBe(true)
    expect(nearest.map((n) => Math.round(n.distance!))).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
    expect(rest).toHaveLength(11)
  })
})
