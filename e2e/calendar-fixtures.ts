import type { Locator, Page } from '@playwright/test'
import { addDays, isoWeekday } from '../contract/src/dates'
import { isFinnishHoliday, nextWorkingDay } from '../contract/src/holidays'
import { expandCalendar } from '../contract/src/calendar-rules'
import type { CalendarData, ReservationsResponse } from '../contract/src/calendar'
import { expect, isoInDays } from './fixtures'

/** What the calendar's e2e specs share: the calendar read through the API, its days by name, the modals. */
export const csrf = { 'x-evaka-csrf': '1' }

/** The logged-in guardian's calendar over the range, days written out */
export async function calendar(page: Page, from = isoInDays(-40), to = isoInDays(120)): Promise<CalendarData> {
  const response = await page.request.get('/api/citizen/reservations', { headers: csrf, params: { from, to } })
  expect(response.ok()).toBe(true)
  return expandCalendar((await response.json()) as ReservationsResponse)
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
