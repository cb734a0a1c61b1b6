import { describe, expect, it } from 'vitest'
import { minutesLeft, sessionPhase } from './session-expiry'

const now = new Date('2026-11-22T10:00:00Z')
const plus = (ms: number) => new Date(now.getTime() + ms)

describe('sessionPhase', () => {
  it('is active until two minutes before expiry', () => {
    expect(sessionPhase(plus(30 * 60_000), now)).toBe('active')
    expect(sessionPhase(plus(2 * 60_000 + 1), now)).toBe('active')
  })
  it('warns during the last two minutes', () => {
    expect(sessionPhase(plus(2 * 60_000), now)).toBe('expiring')
    expect(sessionPhase(plus(1), now)).toBe('expiring')
  })
  it('is expired at and after the expiry', () => {
    expect(sessionPhase(now, now)).toBe('expired')
    expect(sessionPhase(plus(-1000), now)).toBe('expired')
  })
  it('rounds the minutes left up and never says zero', () => {
    expect(minutesLeft(plus(90_000), now)).toBe(2)
    expect(minutesLeft(plus(1000), now)).toBe(1)
  })
})
