import { describe, expect, it } from 'vitest'
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import { ApiError, NetworkError } from '../api/client'
import { fi } from '../i18n/fi'
import { apiMutationOptions, mutationErrorText, type ApiMutation } from './api-mutation'

const e = fi.common.errors
const notPending = 'decision.not-pending'

describe('mutationErrorText', () => {
  const texts = { [notPending]: 'Päätökseen on jo vastattu.' }
  it('gives the caller’s text for an errorCode it expects', () => {
    expect(mutationErrorText(fi, new ApiError(409, 'Decision is not pending', notPending), texts)).toBe(
      'Päätökseen on jo vastattu.',
    )
  })
  it('never shows the server’s message: an unexpected errorCode or none gets the generic text', () => {
    expect(mutationErrorText(fi, new ApiError(409, 'Some conflict', 'OTHER'), texts)).toBe(e.unexpectedText)
    expect(mutationErrorText(fi, new ApiError(500, 'Internal server error (request 1234)'), texts)).toBe(
      e.unexpectedText,
    )
  })
  it('words an outage and a lost connection before any errorCode text', () => {
    const outage = new ApiError(503, 'The service is temporarily unavailable', 'DATABASE_UNAVAILABLE')
    expect(mutationErrorText(fi, outage, { DATABASE_UNAVAILABLE: 'x' })).toBe(e.serviceUnavailableText)
    expect(mutationErrorText(fi, new NetworkError('Failed to fetch'), texts)).toBe(e.offlineText)
  })
  it('is never empty, even when the caller’s text is', () => {
    expect(mutationErrorText(fi, new ApiError(409, 'x', notPending), { [notPending]: '' })).toBe(e.unexpectedText)
    expect(mutationErrorText(fi, new Error('a bug'))).toBe(e.unexpectedText)
  })
})

describe('apiMutationOptions', () => {
  /** A query that counts its fetches, so an invalidation shows as a second fetch */
  async function watchedQuery(client: QueryClient, key: string[]) {
    let fetches = 0
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => ++fetches })
    const unsubscribe = observer.subscribe(() => {})
    await client.fetchQuery({ queryKey: key, queryFn: () => ++fetches })
    return { fetches: () => fetches, unsubscribe }
  }

  async function run<V>(spec: ApiMutation<V, unknown>, variables: V) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    const list = await watchedQuery(client, ['applications', 'list'])
    const other = await watchedQuery(client, ['decisions'])
    const failures: unknown[] = []
    let successes = 0
    const events: string[] = []
    const observer = new MutationObserver(
      client,
      apiMutationOptions(
        client,
        { ...spec, onSettled: () => events.push('settled') },
        (error) => {
          failures.push(error)
          events.push('failure')
        },
        () => {
          successes++
          events.push('success')
        },
      ),
    )
    await observer.mutate(variables).catch(() => {})
    const result = { failures, successes, events, listFetches: list.fetches(), otherFetches: other.fetches() }
    list.unsubscribe()
    other.unsubscribe()
    client.clear()
    return result
  }

  it('invalidates the queries it names after a success, and only those', async () => {
    const r = await run({ mutationFn: async (id: string) => id, invalidates: (id) => [['applications', id]] }, 'list')
    expect(r).toMatchObject({ successes: 1, failures: [], listFetches: 2, otherFetches: 1 })
    // the confirmation closes before the success dialog opens
    expect(r.events).toEqual(['settled', 'success'])
  })

  it('runs onSucceeded with the variables after the refetch, also when the caller is gone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    const list = await watchedQuery(client, ['documents'])
    const seen: { variables: string; fetchesThen: number }[] = []
    let perCall = 0
    const observer = new MutationObserver(
      client,
      apiMutationOptions(
        client,
        {
          mutationFn: async (v: string) => v,
          invalidates: [['documents']],
          onSucceeded: (variables) => seen.push({ variables, fetchesThen: list.fetches() }),
        },
        () => {},
      ),
    )
    // The component that sent goes while the call is on its way (its observer with it)
    const sent = observer.mutate('answers', { onSuccess: () => perCall++ })
    observer.reset()
    await sent.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([{ variables: 'answers', fetchesThen: 2 }])
    expect(perCall).toBe(0)
    list.unsubscribe()
    client.clear()
  })

  it('reports a failure and does not invalidate, unless told to', async () => {
    const error = new ApiError(409, 'x', notPending)
    const spec = {
      mutationFn: () => Promise.reject(error),
      invalidates: [['applications']],
    }
    expect(await run(spec, undefined)).toMatchObject({
      successes: 0,
      failures: [error],
      events: ['settled', 'failure'],
      listFetches: 1,
    })
    expect(await run({ ...spec, invalidateOnError: true }, undefined)).toMatchObject({
      failures: [error],
      listFetches: 2,
    })
  })

  it('leaves a 401 to the session handling (no error dialog on the way to the login)', async () => {
    const r = await run({ mutationFn: () => Promise.reject(new ApiError(401, 'Unauthorized')), invalidates: [] }, 1)
    expect(r.failures).toEqual([])
    expect(r.events).toEqual(['settled'])
  })
})
