/**
 * Daily times of a service need (spec 000 section 5): zod-free so the editor and the server
 * share one rule.
 */

/** The stored form of a clock time: HH:mm, 00:00-23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** spec 000: part-time daycare is at most 5 hours a day (and 25 a week). */
export const PART_TIME_MAX_MINUTES_PER_DAY = 5 * 60

/**
 * A time as people type it, as HH:mm: "8" -> "08:00", "8.30" / "8:30" / "8,30" -> "08:30",
 * "1630" -> "16:30". Null when it is not a time of day (the server takes HH:mm only, so the
 * editor normalises before saving).
 */
export function parseClockTime(text: string): string | null {
  const t = text.trim()
  const m = /^(\d{1,2})(?:[.:,](\d{2}))?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t)
  if (!m) return null
  const hours = Number(m[1])
  const minutes = m[2] === undefined ? 0 : Number(m[2])
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * Minutes from start to end, both HH:mm; an end at or before the start is on the next day
 * (overnight shift care). Null unless both are HH:mm.
 */
export function dailyMinutes(start: string, end: string): number | null {
  if (!CLOCK_TIME_PATTERN.test(start) || !CLOCK_TIME_PATTERN.test(end)) return null
  const diff = minutesOf(end) - minutesOf(start)
  return diff > 0 ? diff : diff + 24 * 60
}

/** Part-time daily times longer than 5 hours (only when both times are given and valid). */
export function exceedsPartTimeDay(need: { partTime: boolean; startTime: string; endTime: string }): boolean {
  if (!need.partTime) return false
  const minutes = dailyMinutes(need.startTime, need.endTime)
  return minutes !== null && minutes > PART_TIME_MAX_MINUTES_PER_DAY
}
