import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation, type Translations } from '../i18n'
import { isServiceUnavailable } from '../api/client'
import { errorKind } from './error-kind'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'

/**
 * The guards' message when the session status could not be read (pages use AsyncBoundary): "the
 * service is temporarily unavailable, try again" with a retry for a database outage (503
 * DATABASE_UNAVAILABLE), else `fallback` (by default the generic fetch error).
 */
export function FetchError({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [retrying, setRetrying] = useState(false)
  if (!isServiceUnavailable(error))
    return (
      <Alert kind="error" live>
        {fallback ?? t.common.errors.fetchFailed}
      </Alert>
    )
  const retry = async () => {
    setRetrying(true)
    // Every failed query on the page asks again; a success replaces this message
    await queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' })
    setRetrying(false)
  }
  return (
    <Alert kind="error" live>
      <p>
        <strong>{t.common.errors.serviceUnavailableTitle}</strong>
      </p>
      <p>{t.common.errors.serviceUnavailableText}</p>
      <Button onClick={() => void retry()} disabled={retrying}>
        {t.common.retry}
      </Button>
    </Alert>
  )
}

/**
 * The text of a failed call for a person, never the server's own (English, technical) message:
 * the outage text for 503 DATABASE_UNAVAILABLE, the connection text when no answer came, else
 * `known` (the caller's text for an errorCode it expects) or the generic unexpected-error text.
 * Never empty.
 */
export function apiErrorText(t: Translations, error: unknown, known?: string): string {
  switch (errorKind(error)) {
    case 'unavailable':
      return t.common.errors.serviceUnavailableText
    case 'offline':
      return t.common.errors.offlineText
    case 'crash':
      return t.common.errors.unexpectedText
    default:
      return known || t.common.errors.unexpectedText
  }
}
