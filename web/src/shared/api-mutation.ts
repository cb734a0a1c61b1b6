import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useTranslation, type Translations } from '../i18n'
import { ApiError } from '../api/client'
import { apiErrorText } from './fetch-error'
import { errorKind } from './error-kind'
import { useGlobalDialogs } from './dialogs/global-dialogs'

/** Typed texts for the errorCodes a call expects, keyed by the contract's errorCode. */
export type ErrorTexts = Readonly<Partial<Record<string, string>>>

/**
 * One change to the server, declared in one place: the call, the queries it makes stale and the
 * texts of the errors a person can act on.
 */
export interface ApiMutation<V, D> {
  mutationFn: (variables: V) => Promise<D>
  /** The queries this change makes stale, invalidated once it succeeded (before isPending ends) */
  invalidates: readonly QueryKey[] | ((variables: V) => readonly QueryKey[])
  /** Invalidate after a failure too: the state on the server may have moved (e.g. answered meanwhile) */
  invalidateOnError?: boolean
  /** Texts for the errorCodes this call expects; other failures get apiErrorText's words */
  errorTexts?: ErrorTexts
  /** When set, a failure opens the global error dialog with this title and the failure's text */
  failureTitle?: string
  /** When set, a success opens the global info dialog */
  success?: { title: string; text?: string }
  /**
   * Called once the answer is in (after the invalidation), before a success or failure dialog
   * opens: close a confirmation dialog here, so the two modals never stack.
   */
  onSettled?: () => void
  /**
   * After a success, once the queries are fresh. Runs even when the component that called mutate
   * has gone meanwhile: a per-call onSuccess does not, and the refetch may well replace it (a sent
   * document's form gives way to its view)
   */
  onSucceeded?: (variables: V, data: D) => void
  /**
   * 'always': runs without a network too (TanStack pauses a mutation until one returns by default),
   * for a write the device can keep to send later (the offline absence queue)
   */
  networkMode?: 'always'
}

/**
 * The text of a failed change: the caller's text for the answer's errorCode, else apiErrorText
 * (outage, no connection, generic). Never empty and never the server's own message.
 */
export function mutationErrorText(t: Translations, error: unknown, errorTexts?: ErrorTexts): string {
  const code = error instanceof ApiError ? error.errorCode : undefined
  return apiErrorText(t, error, code === undefined ? undefined : errorTexts?.[code])
}

/**
 * The TanStack mutation options of an ApiMutation (separate from the hook so that tests can run it
 * against a real QueryClient). `onFailure` is not called for a 401: the session handling
 * (sessionEvents) has taken the user to the login already.
 */
export function apiMutationOptions<V, D>(
  client: QueryClient,
  spec: ApiMutation<V, D>,
  onFailure: (error: unknown) => void,
  onSuccess: () => void = () => {},
): UseMutationOptions<D, unknown, V> {
  const invalidate = (variables: V) => {
    const keys = typeof spec.invalidates === 'function' ? spec.invalidates(variables) : spec.invalidates
    return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
  }
  return {
    mutationFn: spec.mutationFn,
    ...(spec.networkMode && { networkMode: spec.networkMode }),
    onSuccess: async (data, variables) => {
      await invalidate(variables)
      spec.onSettled?.()
      spec.onSucceeded?.(variables, data)
      onSuccess()
    },
    onError: async (error, variables) => {
      if (spec.invalidateOnError) await invalidate(variables)
      spec.onSettled?.()
      if (errorKind(error) !== 'unauthorized') onFailure(error)
    },
  }
}

/**
 * The one way to change something on the server (issue 15). Returns TanStack's mutation (isPending
 * for the button, mutate with per-call callbacks) and `errorText`, the translated text of the last
 * failure (null without one, and for a 401), for pages that show it inline instead of a dialog.
 */
export function useApiMutation<V, D>(spec: ApiMutation<V, D>) {
  const client = useQueryClient()
  const { t } = useTranslation()
  const dialogs = useGlobalDialogs()
  const mutation = useMutation(
    apiMutationOptions(
      client,
      spec,
      (error) => {
        if (spec.failureTitle)
          dialogs.showError({ title: spec.failureTitle, text: mutationErrorText(t, error, spec.errorTexts) })
      },
      () => {
        if (spec.success) dialogs.showInfo(spec.success)
      },
    ),
  )
  const errorText =
    mutation.isError && errorKind(mutation.error) !== 'unauthorized'
      ? mutationErrorText(t, mutation.error, spec.errorTexts)
      : null
  return { ...mutation, errorText }
}
