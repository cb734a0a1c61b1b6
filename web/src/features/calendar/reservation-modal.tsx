import { useMemo, useRef } from 'react'
import { useController, useForm, type Control } from 'react-hook-form'
import { calendarErrors, formatDate, isoWeekday, RESERVATION_REPETITIONS, type Repetition } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatErrors, flatResolver } from '../../shared/form-errors'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { RadioGroup } from '../../ui/choice-group'
import { DateRangePicker } from '../../ui/date-picker'
import { Alert } from '../../ui/alert'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { ChoiceEditor } from './choice-editor'
import {
  allowedTimes,
  emptyDraft,
  formDays,
  initialForm,
  isReservationForm,
  presentAllowed,
  reservationFormErrors,
  reservationPlan,
  usedDrafts,
  type ReservationForm,
} from './reservation-form'
import { calendarKeys } from './queries'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import { ChildrenChoice, FormModal } from './form-modal'
import styles from './calendar.module.css'

type ErrorKey = keyof CalendarTexts['form']['errors']
const KEPT = 'calendar.reservations'

/**
 * ?modal=reservations&startDate&endDate (spec 001): children, a range, a repetition and the times.
 * Days that cannot be changed are left out with a notice; the server checks everything again.
 */
export default function ReservationModal({ data, params, navigate }: ModalProps) {
  const t = useCalendarTexts()
  const days = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days])
  const body = useRef<HTMLFormElement>(null)
  const form = useForm<ReservationForm>({
    defaultValues:
      readKept(KEPT, isReservationForm) ??
      initialForm(
        data.children.map((c) => c.id),
        params.get('startDate'),
        params.get('endDate'),
      ),
    resolver: flatResolver((values: ReservationForm) => reservationFormErrors(values, days)),
    mode: 'onTouched',
  })
  const values = form.watch()
  const kept = useKeptInput(KEPT, values, form.formState.isDirty)
  const dates = formDays(values, days)
  const drafts = usedDrafts(values, dates)
  const plan = reservationPlan(values, days, data.reservableRange)
  const errors = flatErrors(form.formState.errors)
  const text = (key: string | undefined) => (key ? t.form.errors[key as ErrorKey] : undefined)

  const save = useApiMutation({
    mutationFn: (requests: typeof plan.requests) => apiCall('postReservations', { body: requests }),
    invalidates: [calendarKeys.all],
    errorTexts: {
      [calendarErrors.nonReservableDays]: t.form.nonReservableDays,
      [calendarErrors.preschoolAbsenceApplicationRequired]: t.absences.preschoolBlock,
    },
  })
  const close = () => {
    kept.drop()
    navigate(null)
  }
  const submit = form.handleSubmit(
    () =>
      save.mutate(plan.requests, {
        onSuccess: () => {
          toast(t.form.saved, 'success', 2500)
          close()
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  const summary = Object.entries(errors).map(([path, key]) => ({
    key: path,
    text: `${fieldName(t, path)}: ${text(key)}`,
    onSelect: () => focusFirstInvalid(body.current?.querySelector(`[data-path="${path.split('.ranges')[0]}"]`)),
  }))

  return (
    <FormModal
      id="reservation-form"
      title={t.reservations.title}
      info={t.reservations.info}
      formRef={body}
      onSubmit={() => void submit()}
      onCancel={close}
      submitted={form.formState.isSubmitted}
      summary={summary}
      pending={save.isPending}
      errorText={save.errorText}
      dirty={form.formState.isDirty && !save.isSuccess}
    >
      <ChildrenField control={form.control} options={data.children} error={text(errors.childIds)} />
      <RangeField
        control={form.control}
        t={t}
        error={text(errors.range)}
        min={data.reservableRange.start}
        max={data.reservableRange.end}
      />
      <RepetitionField control={form.control} t={t} />
      {drafts.map(({ path, dates: draftDates }) => (
        <div key={path} data-path={path}>
          <DraftField
            control={form.control}
            path={path}
            label={draftLabel(t, path)}
            errors={errors}
            allowPresent={presentAllowed(days, values.childIds, draftDates)}
            allowed={allowedTimes(days, values.childIds, draftDates)}
          />
        </div>
      ))}
      <p className={styles.hint}>{t.form.overnight}</p>
      {plan.skipped.length > 0 && <Alert kind="info">{t.form.skipped(plan.skipped.length)}</Alert>}
    </FormModal>
  )
}

function fieldName(t: CalendarTexts, path: string): string {
  if (path === 'childIds') return t.form.children
  if (path === 'range') return t.form.range
  return draftLabel(t, path.split('.ranges')[0]!)
}

/** "Every day", "Monday" or "Mon 07.12.2026" */
function draftLabel(t: CalendarTexts, path: string): string {
  if (path === 'daily') return t.form.repetitions.DAILY
  if (path.startsWith('weekly.d')) return t.weekdayNames[Number(path.slice(8)) - 1]!
  const date = path.slice(10)
  return `${t.weekdays[isoWeekday(date) - 1]} ${formatDate(date)}`
}

function ChildrenField({
  control,
  options,
  error,
}: {
  control: Control<ReservationForm>
  options: ModalProps['data']['children']
  error?: string
}) {
  const { field } = useController({ control, name: 'childIds' })
  return (
    <ChildrenChoice
      options={options}
      value={field.value}
      onChange={(ids) => {
        field.onChange(ids)
        field.onBlur()
      }}
      error={error}
    />
  )
}

function RangeField({
  control,
  t,
  error,
  min,
  max,
}: {
  control: Control<ReservationForm>
  t: CalendarTexts
  error?: string
  min: string
  max: string
}) {
  const { field } = useController({ control, name: 'range' })
  return (
    <DateRangePicker
      label={t.form.range}
      value={field.value}
      onChange={(range) => field.onChange(range)}
      onBlur={field.onBlur}
      error={error}
      min={min}
      max={max}
      required
    />
  )
}

function RepetitionField({ control, t }: { control: Control<ReservationForm>; t: CalendarTexts }) {
  const { field } = useController({ control, name: 'repetition' })
  return (
    <RadioGroup<Repetition>
      label={t.form.repetition}
      value={field.value}
      onChange={field.onChange}
      options={RESERVATION_REPETITIONS.map((r) => ({ value: r, label: t.form.repetitions[r] }))}
      horizontal
    />
  )
}

function DraftField({
  control,
  path,
  label,
  errors,
  allowPresent,
  allowed,
}: {
  control: Control<ReservationForm>
  path: string
  label: string
  errors: Record<string, string>
  allowPresent: boolean
  allowed: ReturnType<typeof allowedTimes>
}) {
  const { field } = useController({ control, name: path as 'daily', defaultValue: emptyDraft() })
  const own = Object.fromEntries(
    Object.entries(errors).flatMap(([p, key]) => (p.startsWith(`${path}.`) ? [[p.slice(path.length + 1), key]] : [])),
  )
  return (
    <ChoiceEditor
      label={label}
      value={field.value ?? emptyDraft()}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errors={own}
      allowPresent={allowPresent}
      allowed={allowed}
    />
  )
}
