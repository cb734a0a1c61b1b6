import type { ReactNode, RefObject } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { BackToIncome } from './back-link'
import type { IncomeStatementTexts } from './i18n'
import pageStyles from '../../shared/page.module.css'
import styles from './income-statements.module.css'

/**
 * The page both income editors are: the way back, the form (Enter sends it) with its title card,
 * the sections, and the closing section with the assurance, the save's failure and the buttons.
 */
export function IncomeEditorFrame({
  t,
  container,
  title,
  intro,
  restored,
  summary,
  assurance,
  save,
  leaveForm,
  uploading,
  canSend = true,
  onSend,
  onSaveDraft,
  children,
}: {
  t: IncomeStatementTexts
  container: RefObject<HTMLFormElement | null>
  title: ReactNode
  intro: string
  restored: boolean
  /** The form's error summary */
  summary: ReactNode
  assurance: ReactNode
  /** useIncomeEditorSave's */
  save: { isPending: boolean; errorText: string | null }
  leaveForm: { cancel: () => void; element: ReactNode }
  uploading: boolean
  canSend?: boolean
  onSend: () => void
  onSaveDraft: () => void
  children: ReactNode
}) {
  const busy = save.isPending || uploading
  return (
    <div className={pageStyles.page}>
      <BackToIncome />
      <form
        ref={container}
        noValidate
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          onSend()
        }}
      >
        <section className={pageStyles.card}>
          {title}
          <p className={styles.text}>{intro}</p>
          {restored && <Alert kind="info">{t.form.kept}</Alert>}
          {summary}
        </section>
        {children}
        <section className={styles.section}>
          {assurance}
          {save.errorText && (
            <Alert kind="error" live>
              <strong>{t.form.saveFailed}.</strong> {save.errorText}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button onClick={leaveForm.cancel}>{t.form.cancel}</Button>
            <Button onClick={onSaveDraft} disabled={busy}>
              {t.form.saveDraft}
            </Button>
            <Button variant="primary" type="submit" disabled={!canSend || busy}>
              {t.form.send}
            </Button>
          </div>
        </section>
      </form>
      {leaveForm.element}
    </div>
  )
}
