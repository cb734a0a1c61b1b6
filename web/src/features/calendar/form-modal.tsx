import type { ReactNode, RefObject } from 'react'
import { daysOf, formatDate, type CalendarChild, type CalendarDay, type FiniteDayRange } from '@citizen/contract/web'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { flatErrors } from '../../shared/form-errors'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { FormErrorSummary, type SummaryEntry } from '../../shared/form/error-summary'
import { FormCheckboxGroup, FormDateRangeField, type BoundProps, type ErrorText } from '../../shared/form/fields'
import { childName } from './day-summary'
import { useLeaveForm } from '../../shared/unsaved-guard'
import { SelectedDays } from './selected-days'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

/**
 * The frame of the calendar's form modals (reservations, absences): Cancel and Save, the error
 * summary after a submit, the failed save's text, and the question before unsaved input is left.
 */
export function FormModal<T extends FieldValues>({
  id,
  title,
  info,
  restored,
  formRef,
  onSubmit,
  onCancel,
  form,
  save,
  summaryText,
  nothingText = null,
  children,
}: {
  id: string
  title: string
  info: string
  /** The form opened with input kept from before (the session ended): said at the top, and still unsaved */
  restored: boolean
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: () => void
  onCancel: () => void
  /** Its errors are linked in the summary after a submit */
  form: UseFormReturn<T>
  save: { isPending: boolean; isSuccess: boolean; errorText: string | null }
  summaryText: (entry: SummaryEntry) => string
  /** Said instead of the save's error when the input has nothing to save */
  nothingText?: string | null
  children: ReactNode
}) {
  const { isSubmitted: submitted, isDirty } = form.formState
  const dirty = (isDirty || restored) && !save.isSuccess
  const errorText = nothingText ?? save.errorText
  const t = useCalendarTexts()
  // Cancel and Escape ask before dropping what was typed; a 401 on Save keeps it for after the login
  const leaveForm = useLeaveForm({
    texts: { title: t.form.leaveTitle, text: t.form.leaveText, leave: t.form.leave, stay: t.form.stay },
    to: onCancel,
    dirty,
    busy: false,
  })
  return (
    <Dialog
      title={title}
      size="large"
      onClose={leaveForm.cancel}
      actions={
        <>
          <Button onClick={leaveForm.cancel}>{t.form.cancel}</Button>
          <Button variant="primary" type="submit" form={id} disabled={save.isPending}>
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
        {restored && <Alert kind="info">{t.form.kept}</Alert>}
        {submitted && (
          <FormErrorSummary
            formState={form.formState}
            title={t.form.errorSummary}
            container={formRef}
            text={summaryText}
          />
        )}
        {children}
        {errorText && (
          <Alert kind="error" live>
            <strong>{t.form.failureTitle}.</strong> {errorText}
          </Alert>
        )}
      </form>
      {leaveForm.element}
    </Dialog>
  )
}

/**
 * The children whose placement starts after the range (they have no day in it): id → the start.
 * Their chips are disabled with the date, and the form leaves them out.
 */
export function notStartedChildren(
  children: CalendarChild[],
  days: Map<string, CalendarDay>,
  range: FiniteDayRange | null,
): Map<string, string> {
  const waiting = new Map<string, string>()
  if (!range) return waiting
  for (const c of children) {
    const start = c.upcomingPlacementStartDate
    if (
      start &&
      start > range.end &&
      ![...daysOf(range)].some((d) => days.get(d)?.children.some((cd) => cd.childId === c.id))
    )
      waiting.set(c.id, start)
  }
  return waiting
}

/** Which children the save is for (every child at first); choosing touches the field */
function ChildrenChoice<T extends FieldValues>({
  options,
  notStarted = new Map(),
  ...bound
}: BoundProps<T> & {
  options: CalendarChild[]
  notStarted?: Map<string, string>
}) {
  const t = useCalendarTexts()
  return (
    <FormCheckboxGroup
      {...bound}
      label={t.form.children}
      kept={(id) => notStarted.has(id)}
      options={options.map((c) => {
        const start = notStarted.get(c.id)
        return {
          value: c.id,
          label: `${childName(c)} ${c.lastName}`,
          disabled: Boolean(start),
          description: start ? t.form.startsOn(formatDate(start)) : undefined,
        }
      })}
      required
      horizontal
    />
  )
}

/** What both forms (reservations, absences) ask first */
interface ChildrenAndDaysForm {
  childIds: string[]
  range: FiniteDayRange | null
  dates?: string[] | null
}

/**
 * Whom and when, the first fields of both forms: the children, then the days selected in the
 * grid, or without them a range from `min` to `max`.
 */
export function ChildrenAndDays<T extends ChildrenAndDaysForm>({
  form,
  errorText,
  options,
  notStarted,
  min,
  max,
}: {
  form: UseFormReturn<T>
  errorText: ErrorText
  options: CalendarChild[]
  notStarted: Map<string, string>
  min: string
  max: string
}) {
  const t = useCalendarTexts()
  // A path of a generic form type is not resolved by TypeScript: T has both fields by its bound
  const path = (name: keyof ChildrenAndDaysForm) => name as Path<T>
  const { control } = form
  const dates = form.watch(path('dates')) as ChildrenAndDaysForm['dates']
  const rangeError = flatErrors(form.formState.errors).range
  return (
    <>
      <ChildrenChoice
        control={control}
        name={path('childIds')}
        errorText={errorText}
        options={options}
        notStarted={notStarted}
      />
      {dates ? (
        <SelectedDays dates={dates} error={rangeError && errorText(rangeError)} />
      ) : (
        <FormDateRangeField
          control={control}
          name={path('range')}
          errorText={errorText}
          label={t.form.range}
          min={min}
          max={max}
          required
        />
      )}
    </>
  )
}
