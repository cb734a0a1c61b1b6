import { describe, expect, it } from 'vitest'
import { accessibleFeatures, type ChildPlacementFacts } from './policy'

const today = '2026-11-22'
const placement = (startDate: string, endDate: string, unitFeatures: string[]): ChildPlacementFacts => ({
  startDate,
  endDate,
  unitFeatures,
})
const all = ['MESSAGING', 'RESERVATIONS', 'VASU_AND_PEDADOC']

describe('accessibleFeatures', () => {
  it('gives nothing without placements or messages', () => {
    expect(accessibleFeatures([], today, false)).toEqual({
      messages: false,
      composeNewMessage: false,
      reservations: false,
      childDocumentation: false,
    })
  })

  it('gives everything for a placement active today in a unit with all pilot features', () => {
    expect(accessibleFeatures([placement('2026-01-01', '2027-07-31', all)], today, false)).toEqual({
      messages: true,
      composeNewMessage: true,
      reservations: true,
      childDocumentation: true,
    })
  })

  it.each([
    // [start, end, reservations, compose, documentation]
    ['2026-12-22', '2027-06-30', true, false, false], // starts in 30 days: calendar open
    ['2026-12-23', '2027-06-30', false, false, false], // starts in 31 days
    ['2026-12-06', '2027-06-30', true, true, false], // starts in 14 days: compose opens
    ['2026-12-07', '2027-06-30', true, false, false], // starts in 15 days
    ['2025-01-01', '2026-11-22', true, true, true], // ends today
    ['2025-01-01', '2026-11-21', false, false, false], // ended yesterday
  ])('placement %s..%s: reservations %s, compose %s, documentation %s', (start, end, res, compose, doc) => {
    const features = accessibleFeatures([placement(start, end, all)], today, false)
    expect(features.messages).toBe(true) // any placement in a messaging unit, whatever its dates
    expect(features.reservations).toBe(res)
    expect(features.composeNewMessage).toBe(compose)
    expect(features.childDocumentation).toBe(doc)
  })

  it('needs the unit to have the pilot feature', () => {
    const features = accessibleFeatures([placement('2026-01-01', '2027-07-31', ['MESSAGING'])], today, false)
    expect(features.reservations).toBe(false)
    expect(features.childDocumentation).toBe(false)
    expect(features.messages).toBe(true)
  })

  it('gives messages to someone who has received a message, but compose only with a placement', () => {
    expect(accessibleFeatures([], today, true)).toMatchObject({ messages: true, composeNewMessage: false })
    expect(accessibleFeatures([placement('2026-01-01', '2027-01-01', [])], today, true)).toMatchObject({
      messages: true,
      composeNewMessage: true,
    })
  })

  it('counts a foster child’s placement only while the foster parenthood is valid today', () => {
    const fostered = (relationStart: string | null, relationEnd: string | null) =>
      accessibleFeatures([{ ...placement('2026-01-01', '2027-07-31', all), relationStart, relationEnd }], today, false)
    expect(fostered(null, null).reservations).toBe(true)
    expect(fostered('2026-11-22', '2026-11-22').reservations).toBe(true)
    expect(fostered('2026-11-23', null)).toEqual({
      messages: false,
      composeNewMessage: false,
      reservations: false,
      childDocumentation: false,
    })
    expect(fostered(null, '2026-11-21').messages).toBe(false)
  })
})
