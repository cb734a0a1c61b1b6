import { describe, expect, it } from 'vitest'
import { statusDisplay, statusMarks } from './status'

describe('statusDisplay', () => {
  it.each([
    ['CREATED', false, 'CREATED'],
    ['SENT', false, 'SENT'],
    ['WAITING_PLACEMENT', false, 'PROCESSING'],
    ['WAITING_DECISION', false, 'PROCESSING'],
    ['WAITING_UNIT_CONFIRMATION', false, 'PROCESSING'],
    ['WAITING_MAILING', false, 'PROCESSING'],
    ['WAITING_CONFIRMATION', false, 'WAITING_CONFIRMATION'],
    ['ACTIVE', true, 'WAITING_CONFIRMATION'],
    ['ACTIVE', false, 'ACCEPTED'],
    ['REJECTED', false, 'REJECTED'],
    ['CANCELLED', false, 'CANCELLED'],
  ] as const)('%s (decidable %s) shows as %s', (status, decidable, shown) => {
    expect(statusDisplay(status, decidable)).toBe(shown)
  })
})

/** WCAG relative luminance contrast of a #rrggbb colour against white */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (l + 0.05)
}

describe('statusMarks', () => {
  const marks = Object.values(statusMarks)
  it('gives every shown status its own shape and its own colour', () => {
    expect(new Set(marks.map((m) => m.shape)).size).toBe(marks.length)
    expect(new Set(marks.map((m) => m.colour)).size).toBe(marks.length)
  })
  it('uses colours readable as text on white (WCAG AA 4.5:1)', () => {
    for (const m of marks) expect(contrastOnWhite(m.colour), m.colour).toBeGreaterThanOrEqual(4.5)
  })
})
