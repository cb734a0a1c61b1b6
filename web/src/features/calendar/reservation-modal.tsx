import { useMemo, useRef, useState } from 'react'
import { useForm, type Control } from 'react-hook-form'
import {
  ABSENCE_APPLICATION_PLACEMENT_TYPES,
  calendarErrors,
  formatDate,
  isoWeekday,
  MAX_PRESCHOOL_ABSENCE_DAYS,
  RESERVATION_REPETITIONS,
  type CalendarDay,
  type Repetition,
} from '@citizen/contract/web'
import { ApiError } from '../../api/client'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatErrors, flatResolver } from '../../shared/form-errors'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { FormRadioGroup, useFormField, type ErrorText } from '../../shared/form/fields'
import { Alert } from '../../ui/alert'
import { RadioGroup } from '../../ui/choice-group'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { ChoiceEditor } from './choice-editor'
import {
  allowedTimes,
  allowedTimesByChild,
  childrenBySchedule,
  emptyDraft,
  rangeErrorParts,
  selectedDates,
  formDays,
  initialForm,
  isReservationForm,
  presentAllowed,
  reservationFormErrors,
  reservationPlan,
  usedDrafts,
  type FixedChoice,
  type ReservationForm,
} from './reservation-form'
import { calendarKeys } from './queries'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import { ChildrenAndDays, FormModal, notStartedChildren } from './form-modal'
import { childName } from './day-summary'
import { PreschoolBlock } from './preschool-block'
import styles from './calendar.module.css'

type ErrorKey = keyof CalendarTexts['form']['errors']
/** Kept per address: input typed for other days does not come back in a modal opened for these */
const keptKey = (params: URLSearchParams) => `calendar.reservations?${params.toString()}`

/**
 * ?modal=reservations&startDate&endDate (spec 001): children, a range, a repetition and the times.
 * Days that cannot be changed are left out with a notice; the server checks everything again.
 */
export default function ReservationModal({ data, params, navigate, onSaved }: ModalProps) {
  const t = useCalendarTexts()
  const days = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days])
  const body = useRef<HTMLFormElement>(null)
  const [keptAs] = useState(() => keptKey(params))
  const [restored] = useState(() => readKept(keptAs, isReservationForm))
  // Before a range is chosen, a child is "not started" when it starts after the first reservable day
  const rangeOrFirst = (range: ReservationForm['range']) =>
    range ?? { start: data.reservableRange.start, end: data.reservableRange.start }
  const [initial] = useState(() => {
    const empty = initialForm([], params.get('startDate'), params.get('endDate'), selectedDates(params.get('dates')))
    // A child that has not started is not chosen, and never becomes chosen by itself when the range moves on
    const waiting = notStartedChildren(data.children, days, rangeOrFirst(empty.range))
    return { ...empty, childIds: data.children.flatMap((c) => (waiting.has(c.id) ? [] : [c.id])) }
  })
  const form = useForm<ReservationForm>({
    defaultValues: restored ?? initial,
    resolver: flatResolver((values: ReservationForm) => reservationFormErrors(values, days)),
    mode: 'onTouched',
  })
  const values = form.watch()
  // Input brought back is still unsaved: kept on, and Cancel asks
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const dates = formDays(values, days)
  const drafts = usedDrafts(values, dates, days)
  const plan = reservationPlan(values, days, data.reservableRange)
  const errors = flatErrors(form.formState.errors)
  const nameOf = (id: string) => {
    const child = data.children.find((c) => c.id === id)
    return child ? childName(child) : ''
  }
  const fullNameOf = (id: string) => {
    const child = data.children.find((c) => c.id === id)
    return child ? `${childName(child)} ${child.lastName}` : ''
  }
  const describe = (key: string) => {
    const parts = rangeErrorParts(key)
    return parts ? t.form.rangeOf(nameOf(parts.childId), parts.hours) : undefined
  }
  const errorText: ErrorText = (key) => describe(key) ?? t.form.errors[key as ErrorKey]
  const notStarted = notStartedChildren(data.children, days, rangeOrFirst(values.range))
  const reservableFrom = t.form.reservableFrom(formatDate(data.reservableRange.start))
  // Days of a holiday period whose answering has not opened: said with the day it opens, not the range's start
  const opensOn = holidayOpening(days, plan.skipped)
  const holidayFrom = opensOn ? t.form.holidayReservableFrom(formatDate(opensOn)) : null
  const beforeRange = values.range !== null && values.range.start < data.reservableRange.start
  const whenOpen = [beforeRange || !holidayFrom ? reservableFrom : null, holidayFrom].filter(Boolean).join(' ')
  // Nothing of the form can be written (e.g. every day is before the reservable range): said, not sent
  const [nothing, setNothing] = useState(false)

  const save = useApiMutation({
    mutationFn: (requests: typeof plan.requests) => apiCall('postReservations', { body: requests }),
    invalidates: [calendarKeys.all],
    // The days may have changed meanwhile (a day locked, the range moved on): read them again
    invalidateOnError: true,
    errorTexts: {
      [calendarErrors.nonReservableDays]: `${t.form.nonReservableDays} ${whenOpen}`,
      [calendarErrors.holidayPeriodNotOpen]: [t.form.holidayNotOpen, holidayFrom].filter(Boolean).join(' '),
      [calendarErrors.fixedScheduleTakesNoTimes]: t.form.fixedScheduleNoTimes,
      [calendarErrors.absenceNotEditable]: t.form.absenceNotEditable,
      [calendarErrors.attendanceAlreadyExists]: t.form.attendanceExists,
      [calendarErrors.preschoolAbsenceApplicationRequired]: t.absences.preschoolBlock,
    },
  })
  // The server refused more than five preschool days absent: the preschool children marked absent
  // on more days than that may each need an absence application (the server counts only preschool days)
  const preschoolBlocked =
    save.error instanceof ApiError && save.error.errorCode === calendarErrors.preschoolAbsenceApplicationRequired
      ? data.children.filter(
          (c) =>
            (ABSENCE_APPLICATION_PLACEMENT_TYPES as readonly string[]).includes(c.upcomingPlacementType ?? '') &&
            plan.requests.filter((r) => r.childId === c.id && r.type === 'ABSENT').length > MAX_PRESCHOOL_ABSENCE_DAYS,
        )
      : []
  const close = () => {
    kept.drop()
    navigate(null)
  }
  const submit = form.handleSubmit(
    () => {
      setNothing(plan.requests.length === 0)
      if (plan.requests.length === 0) return
      save.mutate(plan.requests, {
        onSuccess: () => {
          toast(t.form.saved, 'success', 2500)
          onSaved()
          close()
        },
      })
    },
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )

  return (
    <FormModal
      id="reservation-form"
      title={t.reservations.title}
      info={t.reservations.info}
      restored={restored !== null}
      formRef={body}
      onSubmit={() => void submit()}
      onCancel={close}
      form={form}
      save={save}
      summaryText={({ path, key }) => `${fieldName(t, path)}: ${errorText(key)}`}
      nothingText={nothing ? `${t.form.nothingToSave} ${whenOpen}` : null}
    >
      <ChildrenAndDays
        form={form}
        errorText={errorText}
        options={data.children}
        notStarted={notStarted}
        min={data.reservableRange.start}
        max={data.reservableRange.end}
      />
      {values.range && values.range.start < data.reservableRange.start && <Alert kind="info">{reservableFrom}</Alert>}
      <FormRadioGroup<ReservationForm, Repetition>
        control={form.control}
        name="repetition"
        errorText={errorText}
        label={t.form.repetition}
        options={RESERVATION_REPETITIONS.map((r) => ({ value: r, label: t.form.repetitions[r] }))}
        horizontal
      />
      {drafts.map(({ path, draft, dates: draftDates }) => {
        const { timed, fixed } = childrenBySchedule(days, values.childIds, draftDates)
        return (
          <div key={path} data-path={path}>
            <DraftField
              control={form.control}
              path={path}
              initial={draft}
              label={draftLabel(t, path)}
              errors={errors}
              timedNames={fixed.length > 0 ? timed.map(fullNameOf) : []}
              fixedNames={fixed.map(fullNameOf)}
              allowPresent={presentAllowed(days, values.childIds, draftDates)}
              allowed={allowedTimes(days, values.childIds, draftDates)}
              hoursHint={hoursOfChildren(allowedTimesByChild(days, values.childIds, draftDates), nameOf)}
              optional={values.repetition !== 'DAILY'}
              describe={describe}
              errorText={errorText}
            />
          </div>
        )
      })}
      <p className={styles.hint}>{t.form.overnight}</p>
      {plan.skipped.length > 0 && (
        <Alert kind="info">{[t.form.skipped(plan.skipped.length), holidayFrom].filter(Boolean).join(' ')}</Alert>
      )}
      {preschoolBlocked.length > 0 && (
        <PreschoolBlock>{preschoolBlocked.map((c) => ({ id: c.id, name: childName(c) }))}</PreschoolBlock>
      )}
    </FormModal>
  )
}

function fieldName(t: CalendarTexts, path: string): string {
  if (path === 'childIds') return t.form.children
  if (path === 'range') return t.form.range
  return draftLabel(t, path.split('.ranges')[0]!.replace(/\.fixed$/, ''))
}

/** "Every day", "Monday" or "Mon 07.12.2026" */
function draftLabel(t: CalendarTexts, path: string): string {
  if (path === 'daily') return t.form.repetitions.DAILY
  if (path.startsWith('weekly.d')) return t.weekdayNames[Number(path.slice(8)) - 1]!
  const date = path.slice(10)
  return `${t.weekdays[isoWeekday(date) - 1]} ${formatDate(date)}`
}

/** Each child's hours named ("Onni 06:30–17:30, Ella 00:00–23:59") when the chosen children's differ */
function hoursOfChildren(
  limits: ReturnType<typeof allowedTimesByChild>,
  nameOf: (id: string) => string,
): string | undefined {
  const hours = limits.flatMap(({ childId, limit }) =>
    limit.type === 'INTERMITTENT_SHIFT_CARE' ? [] : [{ childId, text: `${limit.range.start}–${limit.range.end}` }],
  )
  if (new Set(hours.map((h) => h.text)).size < 2) return undefined
  return hours.map((h) => `${nameOf(h.childId)} ${h.text}`).join(', ')
}

function DraftField({
  control,
  path,
  initial,
  label,
  errors,
  timedNames,
  fixedNames,
  errorText,
  ...editor
}: {
  control: Control<ReservationForm>
  path: string
  /** The draft's value before it is touched (an irregular day: its reservations) */
  initial: ReservationForm['daily']
  label: string
  errors: Record<string, string>
  allowPresent: boolean
  allowed: ReturnType<typeof allowedTimes>
  hoursHint?: string
  optional: boolean
  describe: (key: string) => string | undefined
  /** The children whose days of the draft take times, named when some others' take present or absent */
  timedNames: string[]
  /** The children whose days of the draft have a fixed schedule: present or absent, no times */
  fixedNames: string[]
  errorText: ErrorText
}) {
  const t = useCalendarTexts()
  const field = useFormField({ control, name: path as 'daily', defaultValue: initial })
  const own = Object.fromEntries(
    Object.entries(errors).flatMap(([p, key]) => (p.startsWith(`${path}.`) ? [[p.slice(path.length + 1), key]] : [])),
  )
  const value = field.value ?? emptyDraft()
  const fixed = fixedNames.length > 0 && (
    <RadioGroup<FixedChoice>
      label={fixedNames.join(', ')}
      value={value.fixed ?? null}
      onChange={(choice) => field.onChange({ ...value, fixed: choice })}
      onBlur={field.onBlur}
      options={FIXED_CHOICES.map((choice) => ({ value: choice, label: t.form.choices[choice] }))}
      hint={t.dayView.fixedSchedule}
      error={own.fixed && errorText(own.fixed)}
      required={!editor.optional}
      horizontal
    />
  )
  // spec 001: a fixed-schedule day is present or absent; only the other children's days take times
  if (fixed && timedNames.length === 0) {
    return (
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>{label}</legend>
        {fixed}
      </fieldset>
    )
  }
  return (
    <ChoiceEditor
      label={label}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errors={own}
      choiceLabel={timedNames.length > 0 ? timedNames.join(', ') : undefined}
      {...editor}
    >
      {fixed}
    </ChoiceEditor>
  )
}

const FIXED_CHOICES: FixedChoice[] = ['PRESENT', 'ABSENT']

/** The earliest day answering opens among the skipped days of holiday periods not yet open */
function holidayOpening(days: Map<string, CalendarDay>, skipped: { childId: string; date: string }[]): string | null {
  let first: string | null = null
  for (const { childId, date } of skipped) {
    const effect = days.get(date)?.children.find((c) => c.childId === childId)?.holidayPeriodEffect
    if (effect?.type === 'NotYetReservable' && (first === null || effect.reservationsOpenOn < first))
      first = effect.reservationsOpenOn
  }
  return first
}
