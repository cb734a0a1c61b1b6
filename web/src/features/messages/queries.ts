import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../../api/client'
import { headerCountKeys } from '../../shared/header-counts'

export const messageKeys = {
  all: ['messages'] as const,
  received: () => [...messageKeys.all, 'received'] as const,
  myAccount: () => [...messageKeys.all, 'my-account'] as const,
  recipients: () => [...messageKeys.all, 'recipients'] as const,
}

export const myAccountQuery = apiQuery(messageKeys.myAccount(), 'getMyMessageAccount', {}, 60_000)

export const recipientsQuery = apiQuery(messageKeys.recipients(), 'getMessageRecipients', {}, 60_000)

/** Ten threads a page, newest last message first; the next page while there are more */
export const receivedQuery = infiniteQueryOptions({
  queryKey: messageKeys.received(),
  queryFn: ({ pageParam }) => apiCall('getReceivedMessages', { query: { page: pageParam } }),
  initialPageParam: 1,
  getNextPageParam: (last, all) => (all.length < last.pages ? all.length + 1 : undefined),
})

/** What a change to a thread (read, unread, archive, reply) makes stale */
export const threadChangeInvalidates = [messageKeys.received(), headerCountKeys.messages]
