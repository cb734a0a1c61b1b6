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

describe('the live region toasts are read from', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it.each([5999, 6000, 6001])('reads a toast that comes %i ms after the previous one, as it times out', (at) => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    const said = record(announcer)
    announcer.announce('Tuloselvitys on lähetetty')
    vi.advanceTimersByTime(at)
    announcer.announce('Tuloselvitys on lähetetty.')
    vi.advanceTimersByTime(1)
    // The first one's clearing never wipes the new one
    expect(announcer.text()).toBe('Tuloselvitys on lähetetty.')
    vi.advanceTimersByTime(5000)
    expect(announcer.text()).toBe('Tuloselvitys on lähetetty.')
    vi.advanceTimersByTime(1000)
    expect(announcer.text()).toBe('')
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
    vi.advanceTimersByTime(700)
    expect(announcer.text()).toBe('Kaksi')
    vi.advanceTimersByTime(700)
    expect(announcer.text()).toBe('Kolme')
    vi.advanceTimersByTime(6000)
    expect(announcer.text()).toBe('')
    expect(said).toEqual(['Yksi', 'Kaksi', 'Kolme'])
  })

  it('empties the region when the toast goes (its own time on screen)', () => {
    const announcer = createAnnouncer({ gap: 700, hold: 6000 })
    announcer.announce('Tallennettu', 2500)
    vi.advanceTimersByTime(2499)
    expect(announcer.text()).toBe('Tallennettu')
    vi.advanceTimersByTime(1)
    expect(announcer.text()).toBe('')
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
    vi.advanceTimersByTime(5900)
    expect(announcer.text()).toBe('Tallennettu')
  })
})
