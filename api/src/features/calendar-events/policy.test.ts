import { describe, expect, it } from 'vitest'
import { discussionTimeRefusal, type DiscussionTimeAction, type DiscussionTimeFacts } from './policy'

// A Monday: the window opens on Wednesday
const today = '2030-01-07'
const far = '2030-01-21'
const near = '2030-01-08'

const facts = (f: Partial<DiscussionTimeFacts> & { date?: string; holder?: string | null }): DiscussionTimeFacts => ({
  today,
  childId: 'ella',
  isCitizensChild: true,
  time: { date: f.date ?? far, childId: f.holder === undefined ? null : f.holder },
  attendances: [{ childId: 'ella', start: '2030-01-01', end: '2030-01-31' }],
  ...f,
})

describe('discussionTimeRefusal', () => {
  const table: [string, DiscussionTimeAction, DiscussionTimeFacts, number | null, string?][] = [
    ['a free time the child attends', 'RESERVE', facts({}), null],
    ['the child’s own time again', 'RESERVE', facts({ holder: 'ella' }), null],
    ['the child’s own time inside the window', 'RESERVE', facts({ holder: 'ella', date: near }), null],
    ['another family’s child', 'RESERVE', facts({ isCitizensChild: false }), 404],
    ['no such time', 'RESERVE', facts({ time: undefined }), 404],
    ['a survey of no child of the family', 'RESERVE', facts({ attendances: [] }), 404],
    [
      'a sibling attends, the child not on the day',
      'RESERVE',
      facts({ attendances: [{ childId: 'veeti', start: '2030-01-01', end: '2030-01-31' }] }),
      400,
      'DISCUSSION_NOT_ATTENDEE',
    ],
    [
      'the child attends from a later day',
      'RESERVE',
      facts({ attendances: [{ childId: 'ella', start: '2030-01-22', end: '2030-01-31' }] }),
      400,
      'DISCUSSION_NOT_ATTENDEE',
    ],
    ['another child’s time', 'RESERVE', facts({ holder: 'siiri' }), 409, 'TIME_ALREADY_RESERVED'],
    ['inside the window', 'RESERVE', facts({ date: near }), 400, 'DISCUSSION_DEADLINE_PASSED'],
    ['the child’s own time', 'CANCEL', facts({ holder: 'ella' }), null],
    ['a free time', 'CANCEL', facts({}), 404],
    ['another child’s time', 'CANCEL', facts({ holder: 'siiri' }), 404],
    ['another family’s child', 'CANCEL', facts({ holder: 'ella', isCitizensChild: false }), 404],
    [
      'the own time inside the window',
      'CANCEL',
      facts({ holder: 'ella', date: near }),
      400,
      'DISCUSSION_DEADLINE_PASSED',
    ],
  ]
  it.each(table)('%s (%s): %s %s', (_, action, f, status, errorCode) => {
    const refusal = discussionTimeRefusal(action, f)
    expect(refusal?.status ?? null).toBe(status)
    expect(refusal?.errorCode).toBe(errorCode)
  })
})
