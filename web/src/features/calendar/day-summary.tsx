import {
  childImagePath,
  type CalendarChild,
  type CalendarDay,
  type ChildDayState,
  type FiniteDayRange,
} from '@citizen/contract/web'
import { avatarsShown, dayGroups } from './model'
import type { CalendarTexts } from './i18n'
import styles from './calendar.module.css'

export const childName = (child: Pick<CalendarChild, 'firstName' | 'preferredName'>) =>
  child.preferredName || child.firstName.split(' ')[0]!

export function stateText(t: CalendarTexts, state: ChildDayState): string {
  switch (state.kind) {
    case 'absent':
      return state.markedByStaff ? `${t.absenceTypes[state.type]} (${t.day.staffMarked})` : t.absenceTypes[state.type]
    case 'attended':
      return state.text
    case 'reserved':
      return state.shiftCare ? `${state.text}, ${t.day.shiftCare(state.shiftCare)}` : state.text
    case 'present':
      return t.day.present
    case 'termBreak':
      return t.day.termBreak
    case 'notYetReservable':
      return t.day.opensOn(state.opensOn)
    case 'missing':
      return t.day.missing
    case 'nothing':
      return t.day.nothing
  }
}

/** A child's picture from /citizen/child-images, or the initial on the child's colour. */
export function Avatar({ child, index }: { child: CalendarChild; index: number }) {
  if (child.imageId) {
    return <img className={styles.avatar} src={childImagePath(child.imageId)} alt="" />
  }
  return (
    <span className={`${styles.avatar} ${styles[`avatar${index % 4}`]}`} aria-hidden="true">
      {childName(child).charAt(0)}
    </span>
  )
}

/**
 * A state's text with each time range ("08:00–15:30") and date kept on one line: a narrow cell
 * breaks between them, never inside one.
 */
function StateText({ text }: { text: string }) {
  const parts = text.split(/(\d\d:\d\d–\d\d:\d\d|\d\d\.\d\d\.\d{4})/)
  return (
    <span className={styles.stateText}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={styles.nowrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  )
}

/** What the children's day reads: children with the same state together behind their avatars. */
export function DaySummary({
  day,
  childList,
  today,
  reservableRange,
  compact,
  t,
}: {
  day: CalendarDay
  childList: CalendarChild[]
  today: string
  reservableRange: FiniteDayRange
  compact?: boolean
  /** The caller's (read once for all the days) */
  t: CalendarTexts
}) {
  const order = childList.map((c) => c.id)
  // Every placed child shows on the day (who is in care). A day without any entry to tell shows
  // the avatars only: a row of "no entry" under every such day is noise
  const groups = dayGroups(day, order, today, reservableRange)
  return (
    // Spans, not a list: the phone's day row is one button, and a button holds only phrasing content
    <span className={compact ? `${styles.groups} ${styles.compact}` : styles.groups}>
      {groups.map((group) => {
        const children = group.childIds.map((id) => childList.find((c) => c.id === id)!).filter(Boolean)
        const { shown, more } = avatarsShown(children)
        const tone =
          group.state.kind === 'missing' ? styles.missing : group.state.kind === 'absent' ? styles.absent : ''
        return (
          <span key={group.childIds.join()} className={`${styles.group} ${tone}`}>
            <span className={styles.avatars}>
              {shown.map((c) => (
                <Avatar key={c.id} child={c} index={order.indexOf(c.id)} />
              ))}
              {more > 0 && <span className={`${styles.avatar} ${styles.more}`} aria-hidden="true">{`+${more}`}</span>}
            </span>
            {group.state.kind === 'nothing' ? (
              <span className="visually-hidden">{`${children.map(childName).join(', ')}: ${stateText(t, group.state)}`}</span>
            ) : (
              <>
                <span className="visually-hidden">{children.map(childName).join(', ')}: </span>
                <StateText text={stateText(t, group.state)} />
              </>
            )}
          </span>
        )
      })}
    </span>
  )
}
