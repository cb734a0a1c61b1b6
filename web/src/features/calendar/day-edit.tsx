import { useEffect, useRef, useState } from 'react'
import { useForm, type Control } from 'react-hook-form'
import {
  calendarErrors,
  requestOf,
  type CalendarChild,
  type CalendarChildDay,
  type DailyReservationRequest,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatErrors, flatResolver } from '../../shared/form-errors'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { RadioGroup } from '../../ui/choice-group'
import { focusFirstInvalid } from '../../ui/error-summary'
import { useFormField } from '../../shared/form/fields'
import { toast } from '../../ui/toast'
import { ChoiceEditor } from './choice-editor'
import { childName } from './day-summary'
import { draftErrors, toChoice, type ChoiceDraft, type ChoiceType } from './reservation-form'
import { calendarKeys } from './queries'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

type Drafts = Record<string, ChoiceDraft>

export interface DayRow {
  child: CalendarChild
  childDay: CalendarChildDay
}

const noTimes = () => [{ start: '', end: '' }]

/**
 * The day's current state as a draft to edit: what the view shows. A fixed-schedule (preschool)
 * day without an absence reads "present", so it starts as present, not as "no entry".
 */
function draftOf(day: CalendarChildDay): ChoiceDraft {
  if (day.absence) return { type: 'ABSENT', ranges: noTimes() }
  const times = day.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
  if (times.length > 0) return { type: 'TIMES', ranges: times }
  if (day.reservations.length > 0 || day.scheduleType === 'FIXED_SCHEDULE')
    return { type: 'PRESENT', ranges: noTimes() }
  return { type: 'NOTHING', ranges: noTimes() }
}

/** Whether a draft still says what the day had (times compared only for a choice of times) */
const unchanged = (draft: ChoiceDraft, initial: ChoiceDraft) =>
  draft.type === initial.type &&
  (draft.type !== 'TIMES' || JSON.stringify(draft.ranges) === JSON.stringify(initial.ranges))

/**
 * The day view's edit mode for the children a guardian may change. Only the children whose choice
 * was changed are sent: an untouched child keeps what it had (sending its "no entry" erased it).
 * Mounted per day (`key`), so what was typed and a failed save's error stay with their day.
 */
export function DayEdit({
  date,
  rows,
  readOnly,
  readOnlyText,
  onDirty,
  onCancel,
  onDone,
}: {
  date: string
  rows: DayRow[]
  readOnly: DayRow[]
  readOnlyText: (row: DayRow) => string
  /** Whether any choice differs from the day's, for asking before leaving it */
  onDirty: (dirty: boolean) => void
  onCancel: () => void
  onDone: () => void
}) {
  const t = useCalendarTexts()
  const body = useRef<HTMLFormElement>(null)
  const [initial] = useState<Drafts>(() => Object.fromEntries(rows.map((r) => [r.child.id, draftOf(r.childDay)])))
  const allowed = (childId: string) => rows.find((r) => r.child.id === childId)!.childDay.reservableTimeRange
  const changedIds = (values: Drafts) =>
    Object.keys(initial).filter((id) => values[id] && !unchanged(values[id], initial[id]!))
  const form = useForm<Drafts>({
    defaultValues: initial,
    // Only changed drafts are checked: they are the only ones sent
    resolver: flatResolver((values: Drafts) =>
      Object.assign({}, ...changedIds(values).map((id) => draftErrors(id, values[id]!, [allowed(id)]))),
    ),
    mode: 'onTouched',
  })
  const dirty = changedIds(form.watch()).length > 0
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  const errors = flatErrors(form.formState.errors)
  const save = useApiMutation({
    mutationFn: (requests: DailyReservationRequest[]) => apiCall('postReservations', { body: requests }),
    invalidates: [calendarKeys.all],
    errorTexts: {
      [calendarErrors.nonReservableDays]: t.form.nonReservableDays,
      [calendarErrors.absenceNotEditable]: t.form.absenceNotEditable,
      [calendarErrors.attendanceAlreadyExists]: t.form.attendanceExists,
    },
  })
  const submit = form.handleSubmit(
    (values) => {
      const requests = changedIds(values).map((id) => requestOf(id, date, toChoice(values[id]!)!))
      if (requests.length === 0) return onDone()
      save.mutate(requests, {
        onSuccess: () => {
          toast(t.form.saved, 'success', 2500)
          onDone()
        },
      })
    },
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  return (
    <form ref={body} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {rows.map(({ child, childDay }) =>
        childDay.scheduleType === 'FIXED_SCHEDULE' ? (
          <FixedScheduleEditor key={child.id} control={form.control} child={child} />
        ) : (
          <ChildEditor
            key={child.id}
            control={form.control}
            child={child}
            errors={errors}
            // "Present" where a holiday period asks for it, and where the day already reads so
            allowPresent={
              childDay.holidayPeriodEffect?.type === 'ReservationsOpen' || initial[child.id]!.type === 'PRESENT'
            }
            allowed={childDay.reservableTimeRange}
          />
        ),
      )}
      {readOnly.map((row) => (
        <p key={row.child.id} className={styles.hint}>
          {childName(row.child)}: {readOnlyText(row)}
        </p>
      ))}
      {save.errorText && (
        <Alert kind="error" live>
          <strong>{t.form.failureTitle}.</strong> {save.errorText}
        </Alert>
      )}
      <div className={styles.formActions}>
        <Button onClick={onCancel}>{t.dayView.cancel}</Button>
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {t.dayView.save}
        </Button>
      </div>
    </form>
  )
}

function ChildEditor({
  control,
  child,
  errors,
  allowPresent,
  allowed,
}: {
  control: Control<Drafts>
  child: CalendarChild
  errors: Record<string, string>
  allowPresent: boolean
  allowed: CalendarChildDay['reservableTimeRange']
}) {
  const field = useFormField({ control, name: child.id })
  const own = Object.fromEntries(
    Object.entries(errors).flatMap(([p, key]) =>
      p.startsWith(`${child.id}.`) ? [[p.slice(child.id.length + 1), key]] : [],
    ),
  )
  return (
    <ChoiceEditor
      label={`${childName(child)} ${child.lastName}`}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errors={own}
      allowPresent={allowPresent}
      allowNothing
      allowed={[allowed]}
    />
  )
}

/** spec 001: a fixed schedule (preschool) is present or absent, without times */
function FixedScheduleEditor({ control, child }: { control: Control<Drafts>; child: CalendarChild }) {
  const t = useCalendarTexts()
  const field = useFormField({ control, name: child.id })
  const types: ChoiceType[] = ['PRESENT', 'ABSENT']
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{`${childName(child)} ${child.lastName}`}</legend>
      <RadioGroup<ChoiceType>
        label={t.form.choice}
        value={field.value.type}
        onChange={(type) => field.onChange({ type, ranges: field.value.ranges })}
        onBlur={field.onBlur}
        options={types.map((type) => ({ value: type, label: t.form.choices[type] }))}
        hint={t.dayView.fixedSchedule}
        horizontal
      />
    </fieldset>
  )
}
