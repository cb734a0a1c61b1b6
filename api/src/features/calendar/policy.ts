import type { Refusal } from '../../platform/errors'

/**
 * Whose days the calendar reads and writes (reference §6): pure, with its table test. The
 * calendar's children are the citizen's children with a placement not yet ended (the calendar's
 * facts, `CalendarFacts.childIds`); a day's own rules are the commands' (`writtenRequest`).
 */

/** Any child not among the calendar's children is not found (never 403 with an id) */
export function childrenRefusal(calendarChildIds: readonly string[], requested: Iterable<string>): Refusal | null {
  for (const id of requested) if (!calendarChildIds.includes(id)) return { status: 404, reason: 'Child not found' }
  return null
}
