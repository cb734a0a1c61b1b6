import type { QueryClient } from '@tanstack/react-query'
import { helsinkiToday } from '@citizen/contract/web'
import { clientNow } from '../api/client'
import { whenInteractive } from '../shared/after-interactive'
import { reservationsQuery } from '../features/calendar/queries'
import { myAccountQuery, receivedQuery } from '../features/messages/queries'
import { childrenQuery } from '../features/children/queries'

/**
 * The offline copy's pages (issue 42, shared/offline-copy): their main data is read in idle time at
 * each start of a device that keeps a copy, so it holds the calendar, the messages and the children
 * also when those pages were not opened since. Stale times as usual: a fresh answer is not asked again.
 */
export function offlineCopyFill(queryClient: QueryClient): void {
  whenInteractive(() => {
    void queryClient.prefetchInfiniteQuery(reservationsQuery(helsinkiToday(clientNow())))
    void queryClient.prefetchInfiniteQuery(receivedQuery)
    void queryClient.prefetchQuery(myAccountQuery)
    void queryClient.prefetchQuery(childrenQuery)
  })
}
