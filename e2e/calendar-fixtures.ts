import type { Locator, Page } from '@playwright/test'
import { addDays, isoWeekday } from '../contract/src/dates'
import { isFinnishHoliday, nextWorkingDay } from '../contract/src/holidays'
import { expandCalendar } from '../contract/src/calendar-rules'
import type { CalendarData, ReservationsResponse } from '../contract/src/calendar'
import type { Persona } from '../contract/src/dev'
import { csrf, expect, isoInDays, loginAs } from './fixtures'

/** What the calendar's e2e specs share: the calendar read through the API, its days by name, the modals. */
export { csrf }

/** The logged-in guardian's calendar over the range, days written out */
export async function calendar(page: Page, from = isoInDays(-40), to = isoInDays(120)): Promise<CalendarData> {
  const response = await page.request.get('/api/citizen/reservations', { headers: csrf, params: { from, to } })
  expect(response.ok()).toBe(true)
  return expandCalendar((await response.json()) as ReservationsResponse)
}

/** Logs the persona in and reads their calendar */
export async function calendarAs(page: Page, persona: Persona, authLevel?: 'STRONG' | 'WEAK'): Promise<CalendarData> {
  await loginAs(page, persona, authLevel)
  return calendar(page)
}

export const idOf = (data: CalendarData, name: string) => data.children.find((c) => c.firstName === name)!.id
export const childDay = (data: CalendarData, name: string, date: string) =>
  data.days.find((d) => d.date === date)?.children.find((c) => c.childId === idOf(data, name))
/** A child's reservations of a day as 'HH:mm–HH:mm' (or the type without times) */
export const timesOf = (data: CalendarData, name: string, date: string) =>
  (childDay(data, name, date)?.reservations ?? []).map((r) =>
    r.type === 'TIMES' ? `${r.range.start}–${r.range.end}` : r.type,
  )

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** `date` when it is a working day (no weekend, no public holiday), else the next one */
export const workingDayFrom = (date: string) =>
  isoWeekday(date) <= 5 && !isFinnishHoliday(date) ? date : nextWorkingDay(date)

/**
 * Moves the desktop grid, which shows one month, on to the month of `day` (at most two months
 * ahead): a day some days from today is in the next month near a month's end.
 */
export async function showMonthOf(page: Page, day: string, nextMonthLabel: string) {
  const title = page.locator('#calendar-month')
  await expect(title).toBeVisible()
  await expect(page.locator('[data-day]').first()).toBeAttached()
  for (let i = 0; i < 2 && !(await page.locator(`[data-day="${day}"]`).count()); i++) {
    const before = await title.textContent()
    await page.getByRole('button', { name: nextMonthLabel }).click()
    await expect(title).not.toHaveText(before!)
  }
}

/**
 * A day the demo leaves alone: a weekday, no public holiday, and `child` has a place, no absence
 * (the staff-marked one moves with today's weekday) and no holiday period question on it
 */
function isQuiet(data: CalendarData, child: string, date: string): boolean {
  const day = data.days.find((d) => d.date === date)
  const own = childDay(data, child, date)
  return !!day && !day.holiday && isoWeekday(date) <= 5 && !!own && !own.absence && !own.holidayPeriodEffect
}

/** The first quiet day (`isQuiet`) of the child on or after `from`, after `skip` of them: for tests that write a day */
export function quietDay(data: CalendarData, child: string, from: string, skip = 0): string {
  let left = skip
  for (let date = from; ; date = addDays(date, 1)) {
    expect(date <= data.reservableRange.end).toBe(true)
    if (isQuiet(data, child, date) && left-- === 0) return date
  }
}

/** A Monday on or after `from` whose Monday to Friday, in one month, are quiet days of the child */
export function quietWeek(data: CalendarData, child: string, from: string): string {
  let monday = from
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1)
  for (; ; monday = addDays(monday, 7)) {
    expect(monday <= data.reservableRange.end).toBe(true)
    const week = [0, 1, 2, 3, 4].map((i) => addDays(monday, i))
    if (monday.slice(0, 7) === week[4]!.slice(0, 7) && week.every((date) => isQuiet(data, child, date))) return monday
  }
}

const korhonens = ['Onni Korhonen', 'Ella Korhonen', 'Veeti Korhonen']

/** Ticks one child in a modal's children choice; the others (those that can be) are unticked */
export async function chooseOnly(scope: Locator, child: string, children = korhonens) {
  for (const name of children) {
    const box = scope.getByRole('checkbox', { name })
    if (name === child) await box.check()
    else if (await box.isEnabled()) await box.uncheck()
  }
}

/**
 * The first day, a week or more into the reservable range, of twelve days in which the child has
 * more than five preschool days (a fortnight of preschool, not a term break)
 */
export async function preschoolFortnight(page: Page, data: CalendarData, childId: string): Promise<string> {
  let start = addDays(data.reservableRange.start, 7)
  for (;;) {
    const answer = await page.request.post('/api/citizen/preschool-operational-dates', {
      headers: csrf,
      data: { childIds: [childId], range: { start, end: addDays(start, 11) } },
    })
    expect(answer.ok()).toBe(true)
    if (((await answer.json()) as Record<string, string[]>)[childId]!.length > 5) return start
    start = addDays(start, 14)
    expect(start < data.reservableRange.end).toBe(true)
  }
}
