import { describe, expect, it } from 'vitest'
import { helsinkiInstant, helsinkiToday, routePlannerUrl } from './route-planner'

describe('route planner link', () => {
  it('knows the Helsinki date around midnight UTC', () => {
    expect(helsinkiToday(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23')
    expect(helsinkiToday(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-22')
  })
  it('finds 9:00 in Helsinki in winter and in summer', () => {
    expect(helsinkiInstant('2026-11-23', 9).toISOString()).toBe('2026-11-23T07:00:00.000Z')
    expect(helsinkiInstant('2026-06-22', 9).toISOString()).toBe('2026-06-22T06:00:00.000Z')
  })
  it('arrives by 9:00 on the next working day, in the given language', () => {
    const url = routePlannerUrl(
      { name: 'Koivukuja 3, ESIMERKKILÄ', location: { lat: 62.26, lon: 25.26 } },
      { name: 'Päiväkoti Aurinkoinen', location: { lat: 62.2628, lon: 25.2571 } },
      'sv',
      new Date('2027-06-24T10:00:00Z'), // Thursday; Friday 25.6 is Midsummer Eve
    )
    const time = Number(new URL(url).searchParams.get('time'))
    expect(new Date(time * 1000).toISOString()).toBe('2027-06-28T06:00:00.000Z') // Monday 9:00 EEST
    expect(url).toContain('arriveBy=true')
    expect(url).toContain('locale=sv')
    expect(url).toContain('/reitti/Koivukuja%203%2C%20ESIMERKKIL%C3%84::62.26,25.26/')
  })
})
