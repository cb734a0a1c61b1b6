import { useMemo, useRef, useState } from 'react'
import { useController, useForm, type Control } from 'react-hook-form'
import {
  calendarErrors,
  formatDate,
  isoWeekday,
  requestOf,
  type CalendarChild,
  type CalendarChildDay,
  type CalendarDay,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { flatErrors, flatResolver } from '../../shared/form-errors'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { focusFirstInvalid } from '../../ui/error-summary'
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { ChoiceEditor } from './choice-editor'
import { Avatar, childName, stateText } from './day-summary'
import { childDayState, reservationEditability } from './model'
import { draftErrors, toChoice, type ChoiceDraft } from './reservation-form'
import { calendarKeys } from './queries'
import { useCalendarTexts } from './i18n'
import styles from './calendar.module.css'

type Drafts = Record<string, ChoiceDraft>

/** The day's current state as a draft to edit */
function draftOf(day: CalendarChildDay): ChoiceDraft {
  if (day.absence) return { type: 'ABSENT', ranges: [{ start: '', end: '' }] }
  const times = day.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
  if (times.length > 0) return { type: 'TIMES', ranges: times }
  if (day.reservations.length > 0) return { type: 'PRESENT', ranges: [{ start: '', end: '' }] }
  return { type: 'NOTHING', ranges: [{ start: '', end: '' }] }
}

/**
 * ?day= (spec 001 "Day view"): the children's day, the previous and next day of the loaded ones,
 * and an edit mode for the days a guardian may change (Cancel back to view, Save back on success).
 */
export default function DayView({
  data,
  today,
  date,
  days,
  navigate,
}: ModalProps & { date: string; days: Map<string, CalendarDay> }) {
  const t = useCalendarTexts()
  const [editing, setEditing] = useState(false)
  const day = days.get(date)!
  const index = data.days.findIndex((d) => d.date === date)
  const previous = data.days[index - 1]?.date
  const next = data.days[index + 1]?.date
  const editability = useMemo(() => reservationEditability(days, data.reservableRange), [days, data.reservableRange])
  const rows = data.children.flatMap((child) => {
    const childDay = day.children.find((c) => c.childId === child.id)
    return childDay ? [{ child, childDay, editable: editability(child.id, date) === 'editable' }] : []
  })
  const editable = rows.filter((r) => r.editable)
  const title = `${t.weekdayNames[isoWeekday(date) - 1]} ${formatDate(date)}`

  return (
    <Dialog
      title={title}
      size="large"
      onClose={() => navigate(null)}
      actions={
        editing ? null : (
          <>
            <Button onClick={() => navigate(null)}>{t.dayView.close}</Button>
            {date >= today && rows.length > 0 && (
              <Button onClick={() => navigate({ modal: 'absences', day: date, returnToDayModal: 'true' })}>
                {t.dayView.newAbsence}
              </Button>
            )}
            {editable.length > 0 && (
              <Button variant="primary" onClick={() => setEditing(true)}>
                {t.dayView.edit}
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.dayNav}>
        <Button aria-label={t.dayView.previous} disabled={!previous} onClick={() => navigate({ day: previous! })}>
          <ChevronLeftIcon />
        </Button>
        {day.holiday && <span className={styles.holiday}>{t.day.holiday}</span>}
        <Button aria-label={t.dayView.next} disabled={!next} onClick={() => navigate({ day: next! })}>
          <ChevronRightIcon />
        </Button>
      </div>
      {rows.length === 0 && <p>{t.dayView.noPlacement}</p>}
      {editing ? (
        <DayEdit
          date={date}
          rows={editable}
          readOnly={rows.filter((r) => !r.editable)}
          today={today}
          onDone={() => setEditing(false)}
        />
      ) : (
        rows.map(({ child, childDay, editable: canEdit }) => (
          <ChildDay
            key={child.id}
            child={child}
            childDay={childDay}
            date={date}
            today={today}
            canEdit={canEdit}
            index={data.children.indexOf(child)}
          />
        ))
      )}
    </Dialog>
  )
}

function ChildDay({
  child,
  childDay,
  date,
  today,
  canEdit,
  index,
}: {
  child: CalendarChild
  childDay: CalendarChildDay
  date: string
  today: string
  canEdit: boolean
  index: number
}) {
  const t = useCalendarTexts()
  const state = childDayState(childDay, date, today)
  const times = childDay.reservations.flatMap((r) => (r.type === 'TIMES' ? [`${r.range.start}–${r.range.end}`] : []))
  return (
    <section className={styles.childDay} aria-label={`${childName(child)} ${child.lastName}`}>
      <h3 className={styles.childDayName}>
        <Avatar child={child} index={index} /> {childName(child)} {child.lastName}
      </h3>
      <p>{stateText(t, state)}</p>
      {state.kind === 'attended' && times.length > 0 && (
        <p className={styles.hint}>
          {t.dayView.reservation}: {times.join(', ')}
        </p>
      )}
      {!canEdit && date >= today && (
        <p className={styles.hint}>
          {childDay.absence && !childDay.absence.editable ? t.dayView.notEditable : t.dayView.notReservable}
        </p>
      )}
    </section>
  )
}

function DayEdit({
  date,
  rows,
  readOnly,
  today,
  onDone,
}: {
  date: string
  rows: { child: CalendarChild; childDay: CalendarChildDay }[]
  readOnly: { child: CalendarChild; childDay: CalendarChildDay }[]
  today: string
  onDone: () => void
}) {
  const t = useCalendarTexts()
  const body = useRef<HTMLFormElement>(null)
  const allowed = (childId: string) => rows.find((r) => r.child.id === childId)!.childDay.reservableTimeRange
  const form = useForm<Drafts>({
    defaultValues: Object.fromEntries(rows.map((r) => [r.child.id, draftOf(r.childDay)])),
    resolver: flatResolver((values: Drafts) =>
      Object.assign({}, ...Object.entries(values).map(([id, d]) => draftErrors(id, d, [allowed(id)]))),
    ),
    mode: 'onTouched',
  })
  const errors = flatErrors(form.formState.errors)
  const save = useApiMutation({
    mutationFn: (values: Drafts) =>
      apiCall('postReservations', {
        body: Object.entries(values).map(([childId, draft]) => requestOf(childId, date, toChoice(draft)!)),
      }),
    invalidates: [calendarKeys.all],
    errorTexts: { [calendarErrors.nonReservableDays]: t.form.nonReservableDays },
  })
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          toast(t.form.saved, 'success', 2500)
          onDone()
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  return (
    <form ref={body} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {rows.map(({ child, childDay }) => (
        <ChildEditor
          key={child.id}
          control={form.control}
          child={child}
          errors={errors}
          allowPresent={childDay.holidayPeriodEffect?.type === 'ReservationsOpen'}
          allowed={childDay.reservableTimeRange}
        />
      ))}
      {readOnly.map(({ child, childDay }) => (
        <p key={child.id} className={styles.hint}>
          {childName(child)}: {stateText(t, childDayState(childDay, date, today))}
        </p>
      ))}
      {save.errorText && (
        <Alert kind="error" live>
          <strong>{t.form.failureTitle}.</strong> {save.errorText}
        </Alert>
      )}
      <div className={styles.formActions}>
        <Button onClick={onDone}>{t.dayView.cancel}</Button>
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
  const { field } = useController({ control, name: child.id })
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
