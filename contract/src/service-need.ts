import { isClockTime } from './validators'

/**
 * Daily times of a service need (spec 000 section 5): zod-free so the editor and the server
 * share one rule.
 */

/** spec 000: part-time daycare is at most 5 hours a day (and 25 a week). */
const PART_TIME_MAX_MINUTES_PER_DAY = 5 * 60

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * Minutes from start to end, both HH:mm; an end at or before the start is on the next day
 * (overnight shift care). Null unless both are HH:mm.
 */
export function dailyMinutes(start: string, end: string): number | null {
  if (!isClockTime(start) || !isClockTime(end)) return null
  const diff = minutesOf(end) - minutesOf(start)
  return diff > 0 ? diff : diff + 24 * 60
}

/** Part-time daily times longer than 5 hours (only when both times are given and valid). */
export function exceedsPartTimeDay(need: { partTime: boolean; startTime: string; endTime: string }): boolean {
  if (!need.partTime) return false
  const minutes = dailyMinutes(need.startTime, need.endTime)
  return minutes !== null && minutes > PART_TIME_MAX_MINUTES_PER_DAY
}
