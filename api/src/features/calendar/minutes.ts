import type { TimeRange } from '@citizen/contract'

/**
 * Times of a day as minute intervals [start, end) so they can be joined, cut and counted. A
 * range ending 23:59 reaches midnight: it is the first half of an overnight split (spec 001 §9).
 */
export interface Interval {
  start: number
  end: number
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export function intervalOf(range: TimeRange): Interval {
  return { start: toMinutes(range.start), end: range.end === '23:59' ? 24 * 60 : toMinutes(range.end) }
}

export function rangeOf(interval: Interval): TimeRange {
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return { start: time(interval.start), end: interval.end >= 24 * 60 ? '23:59' : time(interval.end) }
}

/** The intervals joined where they touch or overlap, in order. */
export function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start)
  const joined: Interval[] = []
  for (const i of sorted) {
    const last = joined[joined.length - 1]
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end)
    else joined.push({ ...i })
  }
  return joined
}

export const totalMinutes = (intervals: Interval[]): number =>
  union(intervals).reduce((sum, i) => sum + (i.end - i.start), 0)

/** Minutes of the intervals inside `window`. */
export function minutesWithin(intervals: Interval[], window: Interval): number {
  return union(intervals).reduce(
    (sum, i) => sum + Math.max(0, Math.min(i.end, window.end) - Math.max(i.start, window.start)),
    0,
  )
}

/** The intervals with `cut` taken out. */
export function without(intervals: Interval[], cut: Interval): Interval[] {
  return union(intervals).flatMap((i) =>
    [
      { start: i.start, end: Math.min(i.end, cut.start) },
      { start: Math.max(i.start, cut.end), end: i.end },
    ].filter((part) => part.end > part.start),
  )
}
