import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnnouncer } from './live-announcer'

/** Every text the live region held, in order (empty ones left out) */
function record(announcer: ReturnType<typeof createAnnouncer>) {
  const said: string[] = []
  announcer.subscribe(() => {
    if (announcer.text() !== '') said.push(announcer.text())
  })
  return said
}

/** What the live region holds once the clock has moved on by `ms` */
function textAfter(announcer: ReturnType<typeof createAnnouncer>, ms: number) {
  vi.advanceTimersByTime(ms)
  return announcer.text()
}

describe('the live region toasts are read from', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it.each([5999, 6000, 6001])('reads a toast that comes %i ms after the previous one, as it times out', (at) => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    const said = record(announcer)
    announcer.announce('Tuloselvitys on lähetetty')
    vi.advanceTimersByTime(at)
    announcer.announce('Tuloselvitys on lähetetty.')
    // The first one's clearing never wipes the new one
    expect(textAfter(announcer, 1)).toBe('Tuloselvitys on lähetetty.')
    expect(textAfter(announcer, 5000)).toBe('Tuloselvitys on lähetetty.')
    expect(textAfter(announcer, 1000)).toBe('')
    expect(said).toEqual(['Tuloselvitys on lähetetty', 'Tuloselvitys on lähetetty.'])
  })

  it('reads every one of toasts in a row, each for a while', () => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    const said = record(announcer)
    announcer.announce('Yksi')
    announcer.announce('Kaksi')
    vi.advanceTimersByTime(10)
    announcer.announce('Kolme')
    expect(announcer.text()).toBe('Yksi')
    expect(textAfter(announcer, 700)).toBe('Kaksi')
    expect(textAfter(announcer, 700)).toBe('Kolme')
    expect(textAfter(announcer, 6000)).toBe('')
    expect(said).toEqual(['Yksi', 'Kaksi', 'Kolme'])
  })

  it('empties the region when the toast goes (its own time on screen)', () => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    announcer.announce('Tallennettu', 2500)
    expect(textAfter(announcer, 2499)).toBe('Tallennettu')
    expect(textAfter(announcer, 1)).toBe('')
  })

  it('reads the same words again: the region is emptied in between', () => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    const texts: string[] = []
    announcer.subscribe(() => texts.push(announcer.text()))
    announcer.announce('Tallennettu')
    vi.advanceTimersByTime(3000)
    announcer.announce('Tallennettu')
    vi.advanceTimersByTime(700)
    expect(texts).toEqual(['Tallennettu', '', 'Tallennettu'])
    // The repeat is held its full time
    expect(textAfter(announcer, 5900)).toBe('Tallennettu')
  })
})
