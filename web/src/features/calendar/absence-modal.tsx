import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import {
  absenceWriteRange,
  calendarErrors,
  preschoolAbsenceBlock,
  daysOf,
  formatDate,
  isCalendarDate,
  type CalendarDay,
  type CitizenAbsenceType,
  type FiniteDayRange,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { offlineCopyPerson } from '../../shared/offline-copy/setting'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { FormRadioGroup, type ErrorText } from '../../shared/form/fields'
import { Alert } from '../../ui/alert'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { childName } from './day-summary'
import { calendarKeys, preschoolDaysQuery } from './queries'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import { ChildrenAndDays, FormModal, notStartedChildren } from './form-modal'
import { selectedDates } from './reservation-form'
import { absenceErrors, absenceRanges, isAbsenceForm, type AbsenceForm } from './absence-form'
import { PreschoolBlock } from './preschool-block'

/** Kept per address: input typed for other days does not come back in a modal opened for these */
const keptKey = (params: URLSearchParams) => `calendar.absences?${params.toString()}`
type ErrorKey = keyof CalendarTexts['form']['errors']

/** The chosen children's days in the range, for the notices below the form */
function chosenDays(days: Map<string, CalendarDay>, form: AbsenceForm) {
  if (!form.range) return []
  const chosen = new Set(form.childIds)
  const only = form.dates ? new Set(form.dates) : null
  return [...daysOf(form.range)].flatMap((date) =>
    only && !only.has(date) ? [] : (days.get(date)?.children ?? []).filter((c) => chosen.has(c.childId)),
  )
}

/**
 * ?modal=absences&day&returnToDayModal (spec 001): children, a range and the absence type. Planned
 * absence is offered only with shift care or contract days; locked days and closed holiday periods
 * are told before saving, ATTENDANCE_ALREADY_EXISTS after.
 */
export default function AbsenceModal({ data, today, params, navigate, onSaved }: ModalProps) {
  const t = useCalendarTexts()
  const days = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days])
  const body = useRef<HTMLFormElement>(null)
  const day = params.get('day')
  // The parent reporting a sick child in the morning: today, unless a day or a range was chosen
  const dates = selectedDates(params.get('dates'))
  const start = dates?.[0] ?? params.get('startDate') ?? day ?? today
  const end = dates?.[dates.length - 1] ?? params.get('endDate') ?? day ?? today
  const [keptAs] = useState(() => keptKey(params))
  const [restored] = useState(() => readKept(keptAs, isAbsenceForm))
  const [initial] = useState((): AbsenceForm => {
    const range = start && end && isCalendarDate(start) && isCalendarDate(end) && start <= end ? { start, end } : null
    // A child that has not started is not chosen, and never becomes chosen by itself when the range moves on
    const waiting = notStartedChildren(data.children, days, range ?? { start: today, end: today })
    return {
      childIds: data.children.flatMap((c) => (waiting.has(c.id) ? [] : [c.id])),
      range,
      absenceType: null,
      dates,
    }
  })
  const form = useForm<AbsenceForm>({
    defaultValues: restored ?? initial,
    resolver: flatResolver(absenceErrors),
    mode: 'onTouched',
  })
  const values = form.watch()
  // Input brought back is still unsaved: kept on, and Cancel asks
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const errorText: ErrorText = (key) => t.form.errors[key as ErrorKey]
  const selectedDays = chosenDays(days, values)
  const chosenChildren = data.children.filter((c) => values.childIds.includes(c.id))
  const plannedEnabled =
    selectedDays.some((c) => c.shiftCare) || chosenChildren.some((c) => c.contractDaysPerMonth != null)
  const locked = selectedDays.some((c) => c.absence && !c.absence.editable)
  const notStarted = notStartedChildren(data.children, days, values.range ?? { start: today, end: today })
  const closedHoliday = selectedDays.some((c) => c.holidayPeriodEffect?.type === 'ReservationsClosed')
  // A holiday period not yet open takes no absence either: the refusal names the day it opens
  const opensOn = selectedDays
    .flatMap((c) =>
      c.holidayPeriodEffect?.type === 'NotYetReservable' ? [c.holidayPeriodEffect.reservationsOpenOn] : [],
    )
    .sort()[0]

  // spec 001: more than five non-sick preschool days absent need an absence application instead
  const writeRange = values.range ? absenceWriteRange(values.range, today, data.reservableRange) : null
  // spec 001 §5 lockedAbsences: more than one day of the range is before the reservable start
  const lockedDays = writeRange
    ? [...daysOf(writeRange)].filter(
        (d) => d < data.reservableRange.start && (!values.dates || values.dates.includes(d)),
      ).length
    : 0
  // Attendances are today's or earlier: only the write range's days refuse an absence
  const attended = writeRange
    ? chosenDays(days, { ...values, range: { start: writeRange.start, end: writeRange.start } }).some(
        (c) => c.attendances.length > 0,
      )
    : false
  const [nothing, setNothing] = useState(false)
  const checkPreschool = Boolean(
    writeRange && values.childIds.length > 0 && values.absenceType && values.absenceType !== 'SICKLEAVE',
  )
  const preschoolDays = useQuery({
    ...preschoolDaysQuery(values.childIds, writeRange ?? { start: today, end: today }),
    enabled: checkPreschool,
  }).data
  const blocked = checkPreschool && preschoolDays ? preschoolAbsenceBlock(values.absenceType!, preschoolDays) : []
  const block = useRef<HTMLDivElement>(null)

  const save = useApiMutation({
    // One request per run of consecutive selected days, in order (each is whole: the server writes all or none).
    // Without a network, on a device that keeps the calendar: queued, sent when the network returns
    mutationFn: async (v: { childIds: string[]; ranges: FiniteDayRange[]; absenceType: CitizenAbsenceType }) => {
      const personId = navigator.onLine ? null : offlineCopyPerson()
      const queue = personId ? await import('../../shared/offline-copy/queue') : null
      for (const dateRange of v.ranges) {
        const body = { childIds: v.childIds, dateRange, absenceType: v.absenceType }
        if (queue && personId) await queue.enqueue(personId, { name: 'postAbsences', body })
        else await apiCall('postAbsences', { body })
      }
      return { queued: queue !== null }
    },
    networkMode: 'always',
    invalidates: [calendarKeys.all],
    invalidateOnError: true,
    errorTexts: {
      [calendarErrors.attendanceAlreadyExists]: t.form.attendanceExists,
      [calendarErrors.preschoolAbsenceApplicationRequired]: t.absences.preschoolBlock,
      [calendarErrors.holidayPeriodNotOpen]: [
        t.form.holidayNotOpen,
        opensOn ? t.form.holidayReservableFrom(formatDate(opensOn)) : null,
      ]
        .filter(Boolean)
        .join(' '),
    },
  })
  const close = (saved: boolean, queued = false) => {
    kept.drop()
    if (params.get('returnToDayModal') === 'true' && day) navigate({ day })
    else navigate(null)
    if (saved) {
      onSaved()
      toast(queued ? t.absences.queued : t.form.saved, 'success', queued ? 6000 : 2500)
    }
  }
  const submit = form.handleSubmit(
    (v) => {
      const ranges = absenceRanges(v, writeRange)
      const childIds = v.childIds.filter((id) => !notStarted.has(id))
      setNothing(ranges.length === 0 || childIds.length === 0)
      if (blocked.length > 0) block.current?.focus()
      else if (ranges.length > 0 && childIds.length > 0) {
        save.mutate({ childIds, ranges, absenceType: v.absenceType! }, { onSuccess: (r) => close(true, r.queued) })
      }
    },
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  const names = { childIds: t.form.children, range: t.form.range, absenceType: t.absences.type }
  const types: CitizenAbsenceType[] = plannedEnabled
    ? ['SICKLEAVE', 'OTHER_ABSENCE', 'PLANNED_ABSENCE']
    : ['SICKLEAVE', 'OTHER_ABSENCE']

  return (
    <FormModal
      id="absence-form"
      title={t.absences.title}
      info={t.absences.info}
      restored={restored !== null}
      formRef={body}
      onSubmit={() => void submit()}
      onCancel={() => close(false)}
      form={form}
      save={save}
      summaryText={({ path, key }) => `${names[path as keyof typeof names]}: ${errorText(key)}`}
      nothingText={nothing ? t.form.nothingToSave : null}
    >
      <ChildrenAndDays
        form={form}
        errorText={errorText}
        options={data.children}
        notStarted={notStarted}
        min={today}
        max={data.reservableRange.end}
      />
      <FormRadioGroup<AbsenceForm, CitizenAbsenceType>
        control={form.control}
        name="absenceType"
        errorText={errorText}
        touchOn="change"
        label={t.absences.type}
        options={types.map((type) => ({
          value: type,
          label: t.absences.types[type],
          description: type === 'PLANNED_ABSENCE' ? t.absences.plannedHint : undefined,
        }))}
        required
      />
      {blocked.length > 0 && (
        <PreschoolBlock ref={block}>
          {blocked.map((id) => {
            const child = data.children.find((c) => c.id === id)
            return { id, name: child ? childName(child) : '' }
          })}
        </PreschoolBlock>
      )}
      {locked && <Alert kind="info">{t.absences.lockedDays}</Alert>}
      {lockedDays > 1 && (
        <Alert kind="warning">{t.absences.lockedAbsences(formatDate(data.reservableRange.start))}</Alert>
      )}
      {attended && <Alert kind="warning">{t.form.attendanceExists}</Alert>}
      {closedHoliday && <Alert kind="warning">{t.absences.closedHolidayPeriod}</Alert>}
    </FormModal>
  )
}
