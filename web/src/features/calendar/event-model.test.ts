import { describe, expect, it } from 'vitest'
import type { CitizenCalendarEvent } from '@citizen/contract/web'
import { bookedTime, eventDays, freeTimes, offersDiscussionTimes, surveysByChild } from './event-model'

const children = [
  { id: 'c1', firstName: 'Onni' },
  { id: 'c2', firstName: 'Ella' },
]
const unit = (start: string, end: string) => ({
  type: 'UNIT' as const,
  groupName: null,
  unitName: 'Aurinkoinen',
  periods: [{ start, end }],
})
const event = (e: Partial<CitizenCalendarEvent>): CitizenCalendarEvent => ({
  id: 'e',
  title: 'Juhla',
  description: '',
  period: { start: '2025-05-05', end: '2025-05-07' },
  eventType: 'DAYCARE_EVENT',
  attendingChildren: {},
  timesByChild: {},
  ...e,
})
const range = { start: '2025-05-01', end: '2025-05-31' }

describe('eventDays', () => {
  it('puts a daycare event on each day of each child’s periods, titled by what concerns the children that day', () => {
    const events = [
      event({
        id: 'e1',
        attendingChildren: {
          c1: [unit('2025-05-05', '2025-05-07')],
          c2: [
            {
              type: 'INDIVIDUAL',
              groupName: null,
              unitName: 'Aurinkoinen',
              periods: [{ start: '2025-05-07', end: '2025-05-07' }],
            },
          ],
        },
      }),
    ]
    const days = eventDays(events, children, range)
    expect(days.events.get('2025-05-05')!.map((d) => [d.title, d.childIds])).toEqual([['Juhla / Aurinkoinen', ['c1']]])
    expect(days.events.get('2025-05-07')!.map((d) => [d.title, d.childIds])).toEqual([
      ['Juhla / Onni, Ella', ['c1', 'c2']],
    ])
    expect(days.events.has('2025-05-08')).toBe(false)
  })

  it('keeps to the range and lists only booked times of a survey, by their day', () => {
    const survey = event({
      id: 's',
      eventType: 'DISCUSSION_SURVEY',
      period: { start: '2025-04-01', end: '2025-06-30' },
      attendingChildren: { c1: [unit('2025-04-01', '2025-06-30')] },
      timesByChild: {
        c1: [
          { id: 't1', date: '2025-05-12', startTime: '09:00', endTime: '09:30', childId: null, isEditable: true },
          { id: 't2', date: '2025-05-13', startTime: '10:00', endTime: '10:30', childId: 'c1', isEditable: false },
        ],
      },
    })
    const long = event({ id: 'l', attendingChildren: { c2: [unit('2025-04-01', '2025-07-01')] } })
    const days = eventDays([survey, long], children, range)
    expect([...days.booked.keys()]).toEqual(['2025-05-13'])
    expect([...days.events.keys()].sort()[0]).toBe('2025-05-01')
    expect(days.events.size).toBe(31)
    expect(surveysByChild([survey, long]).get('c1')).toEqual([survey])
    expect(bookedTime(survey, 'c1')!.id).toBe('t2')
    expect(freeTimes(survey, 'c1').map((t) => t.id)).toEqual(['t1'])
  })
})

describe('offersDiscussionTimes', () => {
  const time = (id: string, date: string, childId: string | null, isEditable: boolean) => ({
    id,
    date,
    startTime: '09:00',
    endTime: '09:30',
    childId,
    isEditable,
  })
  const survey = (times: ReturnType<typeof time>[]) =>
    event({ id: 's', eventType: 'DISCUSSION_SURVEY', timesByChild: { c1: times } })
  it('offers a free time or a booked one to come, not a survey of past or taken times', () => {
    expect(offersDiscussionTimes([], '2025-05-10')).toBe(false)
    expect(offersDiscussionTimes([survey([])], '2025-05-10')).toBe(false)
    expect(offersDiscussionTimes([survey([time('t1', '2025-05-05', null, false)])], '2025-05-10')).toBe(false)
    expect(offersDiscussionTimes([survey([time('t1', '2025-05-05', 'c1', false)])], '2025-05-10')).toBe(false)
    expect(offersDiscussionTimes([survey([time('t1', '2025-05-20', null, true)])], '2025-05-10')).toBe(true)
    expect(offersDiscussionTimes([survey([time('t1', '2025-05-11', 'c1', false)])], '2025-05-10')).toBe(true)
  })
})
