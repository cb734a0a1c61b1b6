import { Component, Suspense, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { useTranslation } from '../i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Loading } from '../ui/spinner'
import { errorKind } from './error-kind'
import { retryDownloads } from './download-error'
import { NotFound } from './not-found-page'
import styles from './page.module.css'

interface Props {
  children: ReactNode
  /**
   * 'page' (default): the boundary stands for the whole page (its h1 is inside), errors show as a
   * card with a heading. 'inline': a part of a page (a panel); errors show as a short alert.
   */
  variant?: 'page' | 'inline'
  /**
   * Space kept while loading and on error, about what the content takes, so what is below does
   * not jump when it arrives (CLS). Default: 60vh for a page (as <main>), none inline.
   */
  minHeight?: string
  /** A skeleton to show while loading instead of the plain reserved area (null: nothing) */
  fallback?: ReactNode
  /** What was not found, for a 404 (e.g. "The application was not found.") */
  notFoundText?: string
  /** A change of this value (e.g. the path) clears a shown error */
  resetKey?: unknown
}

/**
 * The one way a page shows loading and failure (issue 15): Suspense for loading, and an error
 * boundary over TanStack Query's suspense queries (useSuspenseQuery) for the rest:
 * - 401: the session ended; apiCall has told sessionEvents, which leads to the login (the
 *   reserved area stays until the browser leaves)
 * - 403 no access, 404 (and 400, a malformed id in the address) the one not-found presentation
 * - no connection, 503 DATABASE_UNAVAILABLE and other server errors, with a retry
 * - an error while rendering (a bug): the unexpected-error text with a reload (spec 000)
 * Retry resets the failed queries (QueryErrorResetBoundary) and downloads (a page's chunk) and
 * renders the children again.
 */
export function AsyncBoundary({ children, variant = 'page', minHeight, fallback, notFoundText, resetKey }: Props) {
  const reserved = minHeight ?? (variant === 'page' ? '60vh' : undefined)
  const placeholder = fallback !== undefined ? fallback : <Placeholder minHeight={reserved} />
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catcher
          onReset={reset}
          resetKey={resetKey}
          renderError={(error, retry) => (
            <AsyncError
              error={error}
              retry={retry}
              variant={variant}
              notFoundText={notFoundText}
              placeholder={placeholder}
            />
          )}
        >
          <Suspense fallback={placeholder}>{children}</Suspense>
        </Catcher>
      )}
    </QueryErrorResetBoundary>
  )
}

function Placeholder({ minHeight }: { minHeight: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div style={{ minHeight }}>
      <Loading label={t.common.loading} />
    </div>
  )
}

interface CatcherProps {
  children: ReactNode
  onReset: () => void
  resetKey: unknown
  renderError: (error: unknown, retry: () => void) => ReactNode
}

class Catcher extends Component<CatcherProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }
  override componentDidCatch(error: unknown) {
    if (errorKind(error) === 'crash') console.error(error)
  }
  override componentDidUpdate(prev: CatcherProps) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry()
  }
  retry = () => {
    retryDownloads()
    this.props.onReset()
    this.setState({ failed: false, error: null })
  }
  override render() {
    return this.state.failed ? this.props.renderError(this.state.error, this.retry) : this.props.children
  }
}

function AsyncError({
  error,
  retry,
  variant,
  notFoundText,
  placeholder,
}: {
  error: unknown
  retry: () => void
  variant: 'page' | 'inline'
  notFoundText: string | undefined
  placeholder: ReactNode
}) {
  const { t } = useTranslation()
  const e = t.common.errors
  const kind = errorKind(error)
  if (kind === 'unauthorized') return placeholder
  if (kind === 'notFound' && variant === 'page')
    return (
      <div className={styles.page}>
        <NotFound text={notFoundText} />
      </div>
    )
  const [title, text] = {
    noAccess: [e.noAccessTitle, e.noAccess],
    // inline only (a page shows NotFound above): "the page was not found" would not fit a panel
    notFound: [t.notFound.title, notFoundText ?? e.fetchFailed],
    offline: [e.offlineTitle, e.offlineText],
    unavailable: [e.serviceUnavailableTitle, e.serviceUnavailableText],
    failed: [e.unexpectedTitle, e.fetchFailed],
    crash: [e.unexpectedTitle, e.unexpectedText],
  }[kind]
  const action =
    kind === 'crash' ? (
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t.common.reload}
      </Button>
    ) : kind === 'noAccess' || kind === 'notFound' ? null : (
      <Button variant={variant === 'page' ? 'primary' : 'secondary'} onClick={retry}>
        {t.common.retry}
      </Button>
    )
  if (variant === 'inline')
    return (
      <Alert kind="error" live>
        <p>{text}</p>
        {action}
      </Alert>
    )
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        {action}
      </section>
    </div>
  )
}
