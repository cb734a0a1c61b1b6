import { helsinkiToday } from '@citizen/contract/web'
import type { Lang } from '../i18n'

/**
 * The first use of Intl in a page loads the browser's locale data: some 25 ms on a fast machine,
 * about 100 ms on a phone, in whatever task happens to sort or format first (the decision lists'
 * dates, the units by name, react-aria's locale check). main.tsx runs this while the page still
 * waits for the network, before anything is painted, so that the later tasks stay short.
 */
export function warmUpIntl(lang: Lang): void {
  try {
    // The collators the lists sort with, and the Helsinki day the date formatting uses
    'a'.localeCompare('b')
    'a'.localeCompare('b', lang)
    helsinkiToday()
  } catch {
    // an old browser without Intl: each use will find out on its own
  }
}
