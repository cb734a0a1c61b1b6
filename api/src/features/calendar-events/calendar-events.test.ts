import { beforeAll, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import {
  CitizenCalendarEvent,
  MOCKED_TIME_HEADER,
  addDays,
  discussionWindowStart,
  finnishHolidays,
  helsinkiInstant,
  isWorkingDay,
} from '@citizen/contract'
import { csrf, today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

const t = useTestApp({ mockedTime: true })
const { load, as, childOf, personIdOf, call } = demoClient(t)

const eventsUrl = (start: string, end: string) => `/api/citizen/calendar-events?start=${start}&end=${end}`
const reservationUrl = (timeId: string, childId: string) =>
  `/api/citizen/calendar-event/reservation?calendarEventTimeId=${timeId}&childId=${childId}`

async function events(cookie: string, start = addDays(today(), -40), end = addDays(today(), 400)) {
  const res = await call(cookie, 'GET', eventsUrl(start, end))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return CitizenCalendarEvent.array().parse(res.body)
}

async function createEvent(body: Record<string, unknown>): Promise<{ id: string; timeIds: string[] }> {
  const res = await call(null, 'POST', '/api/dev/calendar-events', body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

/** The child's unit and group today (the demo's messages put every child of a messaging unit in a group) */
async function placementOf(childId: string) {
  return t.db
    .selectFrom('placement as pl')
    .innerJoin('daycare_group_placement as gp', 'gp.placement_id', 'pl.id')
    .innerJoin('daycare_group as g', 'g.id', 'gp.group_id')
    .innerJoin('unit as u', 'u.id', 'pl.unit_id')
    .select(['pl.unit_id', 'u.name as unit_name', 'g.name as group_name', 'gp.start_date', 'gp.end_date'])
    .where('pl.child_id', '=', childId)
    .where('pl.start_date', '<=', today())
    .where('pl.end_date', '>=', today())
    .executeTakeFirstOrThrow()
}

const parse = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))

let mikko: string
let pekka: string
let onni: string
let ella: string
let siiri: string

beforeAll(async () => {
  await load()
  mikko = await as('three-children-1', 'WEAK')
  pekka = await as('weak-login', 'WEAK')
  onni = childOf('three-children-1', 'Onni')
  ella = childOf('three-children-1', 'Ella')
  siiri = childOf('weak-login', 'Siiri')
})

describe('GET /api/citizen/calendar-events', () => {
  it('shows the demo family its group, unit and child events and the survey, with periods and free editable times', async () => {
    const list = await events(mikko)
    const byTitle = new Map(list.map((e) => [e.title, e]))
    const onniPlacement = await placementOf(onni)
    const ellaPlacement = await placementOf(ella)
    expect(byTitle.get('Retki luontokeskukseen')!.attendingChildren).toEqual({
      [onni]: [
        {
          type: 'GROUP',
          groupName: onniPlacement.group_name,
          unitName: onniPlacement.unit_name,
          periods: [{ start: addDays(today(), 7), end: addDays(today(), 7) }],
        },
      ],
    })
    expect(byTitle.get('Vanhempainilta')!.attendingChildren[ella]![0]).toMatchObject({
      type: 'UNIT',
      groupName: null,
      unitName: ellaPlacement.unit_name,
    })
    expect(Object.keys(byTitle.get('Valokuvaus')!.attendingChildren)).toEqual([ella])
    expect(byTitle.get('Valokuvaus')!.attendingChildren[ella]![0]!.type).toBe('INDIVIDUAL')
    const survey = byTitle.get('Varhaiskasvatuskeskustelut')!
    expect(survey.eventType).toBe('DISCUSSION_SURVEY')
    expect(survey.timesByChild[onni]).toHaveLength(12)
    expect(survey.timesByChild[onni]!.every((x) => x.childId === null && x.isEditable)).toBe(true)
    // Another family sees none of them
    expect((await events(pekka)).map((e) => e.title)).not.toContain('Valokuvaus')
  })

  it('leaves out events outside the range and the days of the child outside its placement', async () => {
    const list = await events(mikko, addDays(today(), 8), addDays(today(), 13))
    expect(list.map((e) => e.title)).toEqual(['Varhaiskasvatuskeskustelut'])
  })

  it('refuses a range that ends before it starts, one over 450 days and odd input with 400', async () => {
    for (const url of [
      eventsUrl(today(), addDays(today(), -1)),
      eventsUrl(today(), addDays(today(), 450)),
      eventsUrl('2025-02-30', '2025-03-01'),
      '/api/citizen/calendar-events?start=x',
      '/api/citizen/calendar-events',
    ])
      expect((await call(mikko, 'GET', url)).status, url).toBe(400)
    expect((await call(mikko, 'GET', eventsUrl(today(), addDays(today(), 449)))).status).toBe(200)
  })

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', eventsUrl(today(), today()))).status).toBe(401)
  })
})

describe('discussion time reservations', () => {
  let survey: { id: string; timeIds: string[] }
  const date = () => discussionWindowStart(today())

  beforeAll(async () => {
    const ellaUnit = await placementOf(ella)
    const siiriUnit = await placementOf(siiri)
    // Ella's and Siiri's units: two families compete for the same times
    survey = await createEvent({
      title: 'Keskustelut',
      period: { start: today(), end: addDays(today(), 30) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: ellaUnit.unit_id, groupName: ellaUnit.group_name }, { unitId: siiriUnit.unit_id }],
      times: [
        { date: date(), startTime: '09:00', endTime: '09:30' },
        { date: date(), startTime: '10:00', endTime: '10:30' },
        { date: date(), startTime: '11:00', endTime: '11:30', childId: siiri },
        { date: addDays(date(), -1), startTime: '12:00', endTime: '12:30' },
      ],
    })
  })

  const reserve = (cookie: string, timeId: string, childId: string) =>
    call(cookie, 'POST', '/api/citizen/calendar-event/reservation', { calendarEventTimeId: timeId, childId })

  it('lists the free times and the child’s own, never another child’s; the window decides isEditable', async () => {
    const ellaTimes = (await events(mikko)).find((e) => e.id === survey.id)!.timesByChild[ella]!
    expect(ellaTimes.map((x) => [x.startTime, x.childId, x.isEditable])).toEqual([
      ['12:00', null, false],
      ['09:00', null, true],
      ['10:00', null, true],
    ])
    const siiriTimes = (await events(pekka)).find((e) => e.id === survey.id)!.timesByChild[siiri]!
    expect(siiriTimes.map((x) => [x.startTime, x.childId])).toContainEqual(['11:00', siiri])
  })

  it('books a free time once: two families at the same time give one 200 and one 409 TIME_ALREADY_RESERVED', async () => {
    const [a, b] = await Promise.all([
      reserve(mikko, survey.timeIds[0]!, ella),
      reserve(pekka, survey.timeIds[0]!, siiri),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(loser.body.errorCode).toBe('TIME_ALREADY_RESERVED')
    const holder = a.status === 200 ? ella : siiri
    const row = await t.db
      .selectFrom('calendar_event_time')
      .select('child_id')
      .where('id', '=', survey.timeIds[0]!)
      .executeTakeFirstOrThrow()
    expect(row.child_id).toBe(holder)
    // Booking it again for the holder changes nothing
    const again =
      holder === ella ? await reserve(mikko, survey.timeIds[0]!, ella) : await reserve(pekka, survey.timeIds[0]!, siiri)
    expect(again.status).toBe(200)
    // Free again for the tests below
    await t.db.updateTable('calendar_event_time').set({ child_id: null }).where('id', '=', survey.timeIds[0]!).execute()
  })

  it('books, writes an audit row and an email, shows the time as the child’s, and cancels', async () => {
    const timeId = survey.timeIds[1]!
    expect((await reserve(mikko, timeId, ella)).status).toBe(200)
    const mine = (await events(mikko)).find((e) => e.id === survey.id)!.timesByChild[ella]!
    expect(mine.find((x) => x.id === timeId)!.childId).toBe(ella)
    // Pekka no longer sees it
    const his = (await events(pekka)).find((e) => e.id === survey.id)!.timesByChild[siiri]!
    expect(his.map((x) => x.id)).not.toContain(timeId)
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['actor_person_id', 'target_person_ids'])
      .where('action', '=', 'DISCUSSION_TIME_RESERVE')
      .execute()
    expect(audit.some((r) => r.target_person_ids.includes(ella))).toBe(true)
    const emails = await t.db
      .selectFrom('email_outbox')
      .select(['person_id', 'type'])
      .where('template', '=', 'discussionTime')
      .execute()
    expect(emails).toContainEqual({
      person_id: await personIdOf('three-children-1'),
      type: 'DISCUSSION_TIME_NOTIFICATION',
    })

    expect((await call(mikko, 'DELETE', reservationUrl(timeId, ella))).status).toBe(200)
    const after = (await events(mikko)).find((e) => e.id === survey.id)!.timesByChild[ella]!
    expect(after.find((x) => x.id === timeId)!.childId).toBeNull()
    // Nothing to cancel any more
    expect((await call(mikko, 'DELETE', reservationUrl(timeId, ella))).status).toBe(404)
  })

  it('gives a child one time of a survey: two at once give one 200 and one 409, a second later 409 too', async () => {
    const [a, b] = await Promise.all([
      reserve(mikko, survey.timeIds[0]!, ella),
      reserve(mikko, survey.timeIds[1]!, ella),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((a.status === 409 ? a : b).body.errorCode).toBe('TIME_ALREADY_RESERVED')
    const held = await t.db
      .selectFrom('calendar_event_time')
      .select('id')
      .where('calendar_event_id', '=', survey.id)
      .where('child_id', '=', ella)
      .execute()
    expect(held).toHaveLength(1)
    const other = held[0]!.id === survey.timeIds[0] ? survey.timeIds[1]! : survey.timeIds[0]!
    expect((await reserve(mikko, other, ella)).status).toBe(409)
    expect((await call(mikko, 'DELETE', reservationUrl(held[0]!.id, ella))).status).toBe(200)
  })

  it('sends no email to a guardian who turned discussion time notifications off', async () => {
    const mikkoId = await personIdOf('three-children-1')
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['DISCUSSION_TIME_NOTIFICATION'] })
      .where('id', '=', mikkoId)
      .execute()
    const count = async () =>
      (
        await t.db
          .selectFrom('email_outbox')
          .select('id')
          .where('person_id', '=', mikkoId)
          .where('template', '=', 'discussionTime')
          .execute()
      ).length
    const before = await count()
    expect((await reserve(mikko, survey.timeIds[1]!, ella)).status).toBe(200)
    expect((await call(mikko, 'DELETE', reservationUrl(survey.timeIds[1]!, ella))).status).toBe(200)
    expect(await count()).toBe(before)
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', mikkoId).execute()
  })

  it('refuses a time inside the two-working-day window with 400 and the deadline code', async () => {
    const res = await reserve(mikko, survey.timeIds[3]!, ella)
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('DISCUSSION_DEADLINE_PASSED')
  })

  it('answers 404 for another family’s time, child or reservation, 400 for a child who is not an attendee', async () => {
    // Siiri's booked time: Mikko may not cancel it with Ella, nor with Siiri (not his child)
    expect((await call(mikko, 'DELETE', reservationUrl(survey.timeIds[2]!, ella))).status).toBe(404)
    expect((await call(mikko, 'DELETE', reservationUrl(survey.timeIds[2]!, siiri))).status).toBe(404)
    expect((await reserve(mikko, survey.timeIds[1]!, siiri)).status).toBe(404)
    // Veeti is Mikko's and will be in Ella's unit, but is not placed yet on the time's day
    const notAttendee = await reserve(mikko, survey.timeIds[1]!, childOf('three-children-1', 'Veeti'))
    expect(notAttendee.status).toBe(400)
    expect(notAttendee.body.errorCode).toBe('DISCUSSION_NOT_ATTENDEE')
    // A survey of no child of the family: 404, as an unknown id
    const other = await createEvent({
      title: 'Muut',
      period: { start: today(), end: addDays(today(), 30) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: (await placementOf(siiri)).unit_id, childId: siiri }],
      times: [{ date: date(), startTime: '09:00', endTime: '09:30' }],
    })
    const res = await reserve(mikko, other.timeIds[0]!, ella)
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain('Muut')
    expect((await reserve(mikko, crypto.randomUUID(), ella)).status).toBe(404)
  })

  it('answers 400 for odd input', async () => {
    for (const body of [
      {},
      { calendarEventTimeId: 'x', childId: ella },
      { calendarEventTimeId: survey.timeIds[0], childId: 1 },
    ])
      expect((await call(mikko, 'POST', '/api/citizen/calendar-event/reservation', body)).status).toBe(400)
    expect((await call(mikko, 'DELETE', '/api/citizen/calendar-event/reservation?calendarEventTimeId=x')).status).toBe(
      400,
    )
  })
})

describe('the two-working-day window with a Finnish holiday (mocked today)', () => {
  it('counts a holiday out: a time on the day after a weekday holiday is closed the working day before', async () => {
    // The first weekday holiday H with working days on either side (Ascension Day is one every year)
    let h = addDays(today(), 3)
    while (!(
      finnishHolidays(Number(h.slice(0, 4))).has(h) &&
      isWorkingDay(addDays(h, -1)) &&
      isWorkingDay(addDays(h, 1))
    ))
      h = addDays(h, 1)
    const mockedToday = addDays(h, -1)
    const timeDate = addDays(h, 1)
    // Without the holiday the window would open on H+1 (two days ahead); with it, later
    expect(discussionWindowStart(mockedToday) > timeDate).toBe(true)
    const ellaUnit = await placementOf(ella)
    const survey = await createEvent({
      title: 'Pyhä',
      period: { start: mockedToday, end: addDays(timeDate, 10) },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: ellaUnit.unit_id }],
      times: [
        { date: timeDate, startTime: '09:00', endTime: '09:30' },
        { date: discussionWindowStart(mockedToday), startTime: '09:00', endTime: '09:30' },
      ],
    })
    const at = (url: string, method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...csrf, cookie: mikko, [MOCKED_TIME_HEADER]: helsinkiInstant(mockedToday, 12).toISOString() },
        ...(payload ? { payload } : {}),
      })
    const post = (timeId: string) =>
      at('/api/citizen/calendar-event/reservation', 'POST', { calendarEventTimeId: timeId, childId: ella })
    const closed = await post(survey.timeIds[0]!)
    expect(closed.statusCode).toBe(400)
    expect(closed.json().errorCode).toBe('DISCUSSION_DEADLINE_PASSED')
    expect((await post(survey.timeIds[1]!)).statusCode).toBe(200)
    const list = CitizenCalendarEvent.array().parse(
      (await at(eventsUrl(mockedToday, addDays(mockedToday, 20)), 'GET')).json(),
    )
    const times = list.find((e) => e.id === survey.id)!.timesByChild[ella]!
    expect(times.map((x) => x.isEditable)).toEqual([false, true])
    // Cancelling keeps the same window: the day before the window's start it is closed
    const lateToday = addDays(discussionWindowStart(mockedToday), -1)
    const late = await t.app.inject({
      method: 'DELETE',
      url: reservationUrl(survey.timeIds[1]!, ella),
      headers: { ...csrf, cookie: mikko, [MOCKED_TIME_HEADER]: helsinkiInstant(lateToday, 12).toISOString() },
    })
    expect(late.statusCode).toBe(400)
    expect((await at(reservationUrl(survey.timeIds[1]!, ella), 'DELETE')).statusCode).toBe(200)
  })
})

describe('GET /api/citizen/calendar-events/:id/ics', () => {
  it('exports one event as an all-day iCalendar event ending the day after, parsed by ical.js', async () => {
    const event = (await events(mikko)).find((e) => e.title === 'Vanhempainilta')!
    const res = await call(mikko, 'GET', `/api/citizen/calendar-events/${event.id}/ics?lang=fi`)
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toContain('text/calendar')
    const [vevent, ...rest] = parse(res.raw.toString('utf8'))
    expect(rest).toEqual([])
    expect(vevent!.startDate.isDate).toBe(true)
    expect(vevent!.startDate.toString()).toBe(addDays(today(), 14))
    expect(vevent!.endDate.toString()).toBe(addDays(today(), 16))
    expect(vevent!.summary).toBe(`Vanhempainilta / ${(await placementOf(ella)).unit_name}`)
  })

  it('answers 404 for an ended event, another family’s and an unknown one', async () => {
    const ellaUnit = await placementOf(ella)
    const past = await createEvent({
      title: 'Mennyt',
      period: { start: addDays(today(), -5), end: addDays(today(), -1) },
      attendees: [{ unitId: ellaUnit.unit_id }],
    })
    expect((await call(mikko, 'GET', `/api/citizen/calendar-events/${past.id}/ics`)).status).toBe(404)
    const valokuvaus = (await events(mikko)).find((e) => e.title === 'Valokuvaus')!
    expect((await call(pekka, 'GET', `/api/citizen/calendar-events/${valokuvaus.id}/ics`)).status).toBe(404)
    expect((await call(mikko, 'GET', `/api/citizen/calendar-events/${crypto.randomUUID()}/ics`)).status).toBe(404)
    expect((await call(mikko, 'GET', `/api/citizen/calendar-events/x/ics`)).status).toBe(400)
  })
})

describe('the calendar subscription', () => {
  it('makes a secret feed address read without a session; renewing and revoking stop the old one', async () => {
    expect((await call(mikko, 'GET', '/api/citizen/calendar-subscription')).body).toEqual({
      active: false,
      createdAt: null,
    })
    const created = await call(mikko, 'POST', '/api/citizen/calendar-subscription')
    expect(created.status).toBe(200)
    const path: string = created.body.path
    expect(path).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
    expect((await call(mikko, 'GET', '/api/citizen/calendar-subscription')).body.active).toBe(true)

    const feed = await call(null, 'GET', path)
    expect(feed.status).toBe(200)
    const vevents = parse(feed.raw.toString('utf8'))
    const summaries = vevents.map((v) => v.summary)
    // Onni's demo reservations (08:00-16:00 Helsinki) as UTC instants, the events and Eino's none
    const reservation = vevents.find((v) => v.summary === 'Varaus / Onni')!
    expect(reservation.startDate.zone?.tzid ?? 'UTC').toBe('UTC')
    const start = reservation.startDate.toJSDate()
    expect(
      new Intl.DateTimeFormat('fi', { timeZone: 'Europe/Helsinki', hour: '2-digit', minute: '2-digit' }).format(start),
    ).toBe('08.00')
    expect(summaries).toContain('Retki luontokeskukseen / ' + (await placementOf(onni)).group_name)
    expect(summaries).toContain('Valokuvaus / Ella')
    expect(summaries.some((s) => s.includes('Siiri'))).toBe(false)
    const photo = vevents.find((v) => v.summary === 'Valokuvaus / Ella')!
    expect(photo.endDate.toString()).toBe(addDays(today(), 5))

    const renewed = await call(mikko, 'POST', '/api/citizen/calendar-subscription')
    expect(renewed.body.path).not.toBe(path)
    expect((await call(null, 'GET', path)).status).toBe(404)
    expect((await call(null, 'GET', renewed.body.path)).status).toBe(200)
    // The session is never used: another family's cookie reads Mikko's feed the same, no more
    expect((await call(pekka, 'GET', renewed.body.path)).raw.toString('utf8')).toContain('Onni')

    expect((await call(mikko, 'DELETE', '/api/citizen/calendar-subscription')).status).toBe(200)
    expect((await call(null, 'GET', renewed.body.path)).status).toBe(404)
    expect((await call(mikko, 'GET', '/api/citizen/calendar-subscription')).body.active).toBe(false)
    const audit = await t.db.selectFrom('audit_event').select('action').where('action', 'like', 'CALENDAR_%').execute()
    for (const action of [
      'CALENDAR_SUBSCRIPTION_READ',
      'CALENDAR_SUBSCRIPTION_CREATE',
      'CALENDAR_SUBSCRIPTION_REVOKE',
      'CALENDAR_FEED_READ',
    ])
      expect(audit.map((a) => a.action)).toContain(action)
  })

  it('answers 404 for an unknown token and 400 for one that is no token', async () => {
    expect((await call(null, 'GET', `/api/calendar-feed/${'a'.repeat(43)}.ics`)).status).toBe(404)
    expect((await call(null, 'GET', '/api/calendar-feed/abc')).status).toBe(400)
    expect((await call(null, 'POST', '/api/citizen/calendar-subscription')).status).toBe(401)
  })
})

describe('with the discussionReservations feature off', () => {
  it('has no reservation calls and leaves the surveys out', async () => {
    const off = await t.newApp({ discussionReservations: false, mockedTime: true })
    const res = await call(
      mikko,
      'POST',
      '/api/citizen/calendar-event/reservation',
      { calendarEventTimeId: crypto.randomUUID(), childId: ella },
      off,
    )
    expect(res.status).toBe(404)
    const list = await call(mikko, 'GET', eventsUrl(today(), addDays(today(), 30)), undefined, off)
    expect(list.body.map((e: { eventType: string }) => e.eventType)).not.toContain('DISCUSSION_SURVEY')
  })
})
