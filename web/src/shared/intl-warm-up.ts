import type { Lang } from '../i18n'

/**
 * The first use of Intl in a page loads the browser's locale data: some 25 ms on a fast machine,
 * about 100 ms on a phone, in whatever task happens to sort or format first (the decision lists'
 * dates, the units by name, react-aria's locale check). main.tsx runs this while the page still
 * waits for the network, before anything is painted, so that the later tasks stay short.
 */
export function warmUpIntl(lang: Lang): void {
  try {
    // The collators the lists sort with, and the Helsinki time zone the date formatting uses
    // (built here, not through contract/dates.ts, which /login does not otherwise load)
    'a'.localeCompare('b')
    'a'.localeCompare('b', lang)
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(0)
  } catch {
    // an old browser without Intl: each use will find out on its own
  }
}
