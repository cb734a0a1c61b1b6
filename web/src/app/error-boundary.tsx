import { Component, type ReactNode } from 'react'
import { useTranslation } from '../i18n'
import { Button } from '../ui/button'
import styles from './page.module.css'

function UnexpectedError() {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert">
        <h1>{t.common.errors.unexpectedTitle}</h1>
        <p>{t.common.errors.unexpectedText}</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t.common.reload}
        </Button>
      </section>
    </div>
  )
}

/** spec 000: an unexpected problem shows an error page with a reload action. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error(error)
  }
  override render() {
    return this.state.failed ? <UnexpectedError /> : this.props.children
  }
}
