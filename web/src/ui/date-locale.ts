import { parseDate as parseCalendarDate, type CalendarDate } from '@internationalized/date'
import type { Lang } from '../i18n'

/**
 * The locale the date widgets format with. Days are dd.mm.yyyy in every language (as the spec and
 * the PDFs show them); these locales write days that way, start weeks on Monday and name months
 * in the UI's language. Plain 'en' or 'sv' would give 1/7/2025 or 2025-01-07.
 */
export const dateLocales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-CH' }

/** 'YYYY-MM-DD' (the value at the components' boundary) to the widgets' day, null for none or garbage. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null
  try {
    return parseCalendarDate(iso)
  } catch {
    return null
  }
}

/**
 * Whether a segmented date input holds a day typed only in part (e.g. "31.02.vvvv"): the widget
 * keeps such text on screen without a value, and the field says so instead of "missing".
 */
export function isPartlyTyped(input: Element | null): boolean {
  if (!input) return false
  const segments = [...input.querySelectorAll('[data-type]')].filter((s) => s.getAttribute('data-type') !== 'literal')
  const empty = segments.filter((s) => s.hasAttribute('data-placeholder')).length
  return empty > 0 && empty < segments.length
}
