/**
 * The text of the page's one polite live region, which toast() writes every confirmation to.
 *
 * The region is in the page from its first paint (a live region that appears together with its
 * text is often not read), and each message is written in turn:
 * - a message waits until the previous one has been in the region `gap` ms, so two confirmations
 *   in a row are both read rather than the second silently replacing the first;
 * - the region is emptied before the same text is written again, so a repeat is read again;
 * - a message's clearing belongs to that message: the previous message timing out never wipes a
 *   newer one (the toast that came as the previous one timed out was lost).
 */
export interface Announcer {
  /** Says `text`; the region empties after `hold` ms (the toast's time on screen) */
  announce(text: string, hold?: number): void
  /** What the live region says now */
  text(): string
  subscribe(listener: () => void): () => void
}

export function createAnnouncer({ gap = 700, hold = 6000 }: { gap?: number; hold?: number } = {}): Announcer {
  let current = ''
  const pending: { text: string; hold: number }[] = []
  const listeners = new Set<() => void>()
  let busy = false
  let clearTimer: ReturnType<typeof setTimeout> | undefined

  const write = (text: string) => {
    current = text
    listeners.forEach((l) => l())
  }
  const next = () => {
    const message = pending.shift()
    if (message === undefined) {
      busy = false
      return
    }
    busy = true
    clearTimeout(clearTimer)
    if (message.text === current) {
      // The same words again: empty the region first, or nothing changes and nothing is read
      write('')
      setTimeout(() => show(message), gap)
    } else {
      show(message)
    }
  }
  const show = ({ text, hold }: { text: string; hold: number }) => {
    write(text)
    clearTimer = setTimeout(() => write(''), Math.max(hold, gap))
    setTimeout(next, gap)
  }
  return {
    announce(text, holdFor = hold) {
      pending.push({ text, hold: holdFor })
      if (!busy) next()
    },
    text: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The app's announcer: toast() writes to it, the shell's ToastRegion renders it */
export const announcer = createAnnouncer()
