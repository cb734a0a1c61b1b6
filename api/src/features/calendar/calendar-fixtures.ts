import { addDays, expandCalendar, ReservationsResponse, type CalendarData } from '@citizen/contract'
import { loginAs, persona, resetDemo, today, type TestApp } from '../../../test/harness'

/**
 * What the calendar's concurrency tests share: the demo loaded afresh, Mikko Korhonen's weak
 * session and his Onni, and the calendar over the first `days` days of the reservable range.
 */
export async function onniAndHisCalendar(t: TestApp, days: number) {
  const personas = await resetDemo(t.app)
  const p = persona(personas, 'three-children-1')
  const onni = p.children[0]!.id
  const cookie = await loginAs(t.app, p.ssn, 'WEAK')
  const get = async (from: string, to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/citizen/reservations?from=${from}&to=${to}`,
      headers: { cookie },
    })
    return ReservationsResponse.parse(res.json())
  }
  const { start } = (await get(today(), today())).reservableRange
  const calendar: CalendarData = expandCalendar(await get(start, addDays(start, days - 1)))
  return { personas, onni, cookie, calendar }
}
