import { describe, expect, it } from 'vitest'
import { routePlannerUrl } from './route-planner'

describe('route planner link', () => {
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
