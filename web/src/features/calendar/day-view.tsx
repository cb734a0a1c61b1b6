import { useCallback, useMemo, useState } from 'react'
import { useOnline } from '../../shared/online'
import { offlineCopyPerson } from '../../shared/offline-copy/setting'
import {
  childDayState,
  formatDate,
  formatTimeRanges,
  isoWeekday,
  type CalendarChild,
  type CalendarChildDay,
  type CalendarDay,
  type FiniteDayRange,
} from '@citizen/contract/web'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons'
import type { ModalProps } from './calendar-page'
import { DayEdit, type DayRow } from './day-edit'
import { DayEvents } from './day-view-events'
import { Avatar, childName, stateText } from './day-summary'
import { attendanceOverReservation, hoursAndMinutes, reservationEditability } from './model'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import styles from './calendar.module.css'

/** Where leaving the edit goes: back to viewing the day, closing the view, or another day */
type Leave = { to: 'view' } | { to: 'close' } | { to: 'day'; date: string }

/**
 * ?day= (spec 001 "Day view"): the children's day, the previous and next day of the loaded ones,
 * and an edit mode for the days a guardian may change (Cancel back to view, Save back on success).
 * Leaving an edit with changes (another day, Cancel, Esc) asks first.
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
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState<Leave | null>(null)
  const onDirty = useCallback((value: boolean) => setDirty(value), [])
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

  const go = (leave: Leave) => {
    setAsking(null)
    setDirty(false)
    setEditing(false)
    if (leave.to === 'close') navigate(null)
    if (leave.to === 'day') navigate({ day: leave.date })
  }
  const leave = (to: Leave) => (editing && dirty ? setAsking(to) : go(to))
  // Shown from the offline copy: the changes need the server (the calendar's notice says why); an
  // absence is queued on the device
  const offline = !useOnline()
  const readOnlyText = (row: DayRow) => stateText(t, childDayState(row.childDay, date, today, data.reservableRange))

  return (
    <Dialog
      title={title}
      size="large"
      onClose={() => leave({ to: 'close' })}
      actions={
        editing ? null : (
          <>
            <Button onClick={() => navigate(null)}>{t.dayView.close}</Button>
            {date >= today && rows.length > 0 && (
              <Button
                disabled={offline && offlineCopyPerson() === null}
                onClick={() => navigate({ modal: 'absences', day: date, returnToDayModal: 'true' })}
              >
                {t.dayView.newAbsence}
              </Button>
            )}
            {editable.length > 0 && (
              <Button variant="primary" disabled={offline} onClick={() => setEditing(true)}>
                {t.dayView.edit}
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.dayNav}>
        <Button
          aria-label={t.dayView.previous}
          disabled={!previous}
          onClick={() => leave({ to: 'day', date: previous! })}
        >
          <ChevronLeftIcon />
        </Button>
        {day.holiday && <span className={styles.holiday}>{t.day.holiday}</span>}
        <Button aria-label={t.dayView.next} disabled={!next} onClick={() => leave({ to: 'day', date: next! })}>
          <ChevronRightIcon />
        </Button>
      </div>
      {rows.length === 0 && <p>{day.holiday ? t.dayView.holidayClosed : t.dayView.noPlacement}</p>}
      {editing ? (
        <DayEdit
          key={date}
          date={date}
          rows={editable}
          readOnly={rows.filter((r) => !r.editable)}
          readOnlyText={readOnlyText}
          onDirty={onDirty}
          onCancel={() => leave({ to: 'view' })}
          onDone={() => go({ to: 'view' })}
        />
      ) : (
        rows.map(({ child, childDay, editable: canEdit }) => (
          <ChildDay
            key={child.id}
            child={child}
            childDay={childDay}
            date={date}
            today={today}
            reservableRange={data.reservableRange}
            canEdit={canEdit}
            index={data.children.indexOf(child)}
          />
        ))
      )}
      {!editing && <DayEvents date={date} today={today} childList={data.children} />}
      {asking && (
        <Dialog
          role="alertdialog"
          title={t.dayView.unsavedTitle}
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button onClick={() => setAsking(null)}>{t.form.stay}</Button>
              <Button onClick={() => go(asking)}>{t.dayView.discard}</Button>
            </>
          }
        >
          <p>{t.dayView.unsavedText(title)}</p>
        </Dialog>
      )}
    </Dialog>
  )
}

/**
 * Why a coming day cannot be changed, where its state does not already say it (reservations
 * opening, a term break); null when it needs no word
 */
function readOnlyReason(
  t: CalendarTexts,
  child: CalendarChild,
  childDay: CalendarChildDay,
  date: string,
  reservableRange: FiniteDayRange,
): string | null {
  const { absence, holidayPeriodEffect, scheduleType } = childDay
  if (absence && !absence.editable) {
    if (absence.markedByStaff) return t.dayView.staffAbsence(child.upcomingPlacementUnitName)
    return absence.fromQuestionnaire ? t.dayView.questionnaireAbsence : t.dayView.notEditable
  }
  if (holidayPeriodEffect?.type === 'NotYetReservable' || scheduleType === 'TERM_BREAK') return null
  if (holidayPeriodEffect?.type === 'ReservationsClosed') return t.dayView.holidayClosedForAnswers
  return date > reservableRange.end ? t.dayView.notYetOpen : t.dayView.notReservable
}

function ChildDay({
  child,
  childDay,
  date,
  today,
  reservableRange,
  canEdit,
  index,
}: {
  child: CalendarChild
  childDay: CalendarChildDay
  date: string
  today: string
  reservableRange: FiniteDayRange
  canEdit: boolean
  index: number
}) {
  const t = useCalendarTexts()
  const state = childDayState(childDay, date, today, reservableRange)
  const times = childDay.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))
  const used = childDay.usedService
  const reason = !canEdit && date >= today ? readOnlyReason(t, child, childDay, date, reservableRange) : null
  const duration = (minutes: number) => {
    const { h, min } = hoursAndMinutes(minutes)
    return t.dayView.duration(h, min)
  }
  return (
    <section className={styles.childDay} aria-label={`${childName(child)} ${child.lastName}`}>
      <h3 className={styles.childDayName}>
        <Avatar child={child} index={index} /> {childName(child)} {child.lastName}
      </h3>
      <p>{stateText(t, state)}</p>
      {state.kind === 'attended' && times.length > 0 && (
        <p className={styles.hint}>
          {t.dayView.reservation}: {formatTimeRanges(times)}
        </p>
      )}
      {used && used.usedServiceMinutes > 0 && (
        <p className={styles.hint}>
          {t.dayView.usedService}:{' '}
          {used.usedServiceRanges.length > 0
            ? `${formatTimeRanges(used.usedServiceRanges)} (${duration(used.usedServiceMinutes)})`
            : used.reservedMinutes === 0
              ? `${duration(used.usedServiceMinutes)} (${t.dayView.usedServiceAverage})`
              : duration(used.usedServiceMinutes)}
        </p>
      )}
      {attendanceOverReservation(childDay) && <Alert kind="warning">{t.dayView.attendanceOver}</Alert>}
      {reason && <p className={styles.hint}>{reason}</p>}
    </section>
  )
}
