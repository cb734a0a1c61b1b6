import type { ReactNode, RefObject } from 'react'
import type { CalendarChild } from '@citizen/contract/web'
import { CheckboxGroup } from '../../ui/choice-group'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/error-summary'
import { childName } from './day-summary'
import { UnsavedGuard } from './unsaved-guard'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

/**
 * The frame of the calendar's form modals (reservations, absences): Cancel and Save, the error
 * summary after a submit, the failed save's text, and the question before unsaved input is left.
 */
export function FormModal({
  id,
  title,
  info,
  formRef,
  onSubmit,
  onCancel,
  submitted,
  summary,
  pending,
  errorText,
  dirty,
  children,
}: {
  id: string
  title: string
  info: string
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: () => void
  onCancel: () => void
  submitted: boolean
  summary: ErrorSummaryItem[]
  pending: boolean
  errorText: string | null
  dirty: boolean
  children: ReactNode
}) {
  const t = useCalendarTexts()
  return (
    <Dialog
      title={title}
      size="large"
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t.form.cancel}</Button>
          <Button variant="primary" type="submit" form={id} disabled={pending}>
            {t.form.save}
          </Button>
        </>
      }
    >
      <form
        id={id}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
        className={styles.form}
      >
        <p>{info}</p>
        {submitted && <ErrorSummary title={t.form.errorSummary} items={summary} />}
        {children}
        {errorText && (
          <Alert kind="error" live>
            <strong>{t.form.failureTitle}.</strong> {errorText}
          </Alert>
        )}
      </form>
      <UnsavedGuard dirty={dirty} />
    </Dialog>
  )
}

/** Which children the save is for (every child at first) */
export function ChildrenChoice({
  options,
  value,
  onChange,
  error,
}: {
  options: CalendarChild[]
  value: string[]
  onChange: (ids: string[]) => void
  error?: string
}) {
  const t = useCalendarTexts()
  return (
    <div data-path="childIds">
      <CheckboxGroup
        label={t.form.children}
        value={value}
        onChange={onChange}
        options={options.map((c) => ({ value: c.id, label: `${childName(c)} ${c.lastName}` }))}
        error={error}
        required
        horizontal
      />
    </div>
  )
}
