import { childImagePath, type CalendarChild, type CalendarDay } from '@citizen/contract/web'
import { avatarsShown, dayGroups, type ChildDayState } from './model'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import styles from './calendar.module.css'

export const childName = (child: Pick<CalendarChild, 'firstName' | 'preferredName'>) =>
  child.preferredName || child.firstName.split(' ')[0]!

export function stateText(t: CalendarTexts, state: ChildDayState): string {
  switch (state.kind) {
    case 'absent':
      return state.editable ? t.absenceTypes[state.type] : `${t.absenceTypes[state.type]} (${t.day.staffMarked})`
    case 'attended':
    case 'reserved':
      return state.text
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

/** What the children's day reads: children with the same state together behind their avatars. */
export function DaySummary({
  day,
  childList,
  today,
  compact,
}: {
  day: CalendarDay
  childList: CalendarChild[]
  today: string
  compact?: boolean
}) {
  const t = useCalendarTexts()
  const order = childList.map((c) => c.id)
  // A past day without any entry says nothing (a row of "no entry" under every past day is noise)
  const groups = dayGroups(day, order, today).filter((g) => g.state.kind !== 'nothing')
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
            <span className="visually-hidden">{children.map(childName).join(', ')}: </span>
            <span className={styles.stateText}>{stateText(t, group.state)}</span>
          </span>
        )
      })}
    </span>
  )
}
