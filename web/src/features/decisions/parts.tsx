import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { DecisionStatus } from '@citizen/contract/web'
import { ArrowLeftIcon } from '../../ui/icons'
import { useDecisionTexts } from './i18n'
import styles from './decisions.module.css'

/** An expandable panel on the native <details>: keyboard and screen readers know it as a disclosure. */
export function Panel({
  title,
  initiallyOpen,
  badge,
  children,
}: {
  title: ReactNode
  initiallyOpen: boolean
  badge?: ReactNode
  children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details className={styles.panel} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span className={styles.summaryTitle}>{title}</span>
        {badge}
      </summary>
      <div className={styles.panelBody}>{children}</div>
    </details>
  )
}

export function DecisionStatusLabel({ status }: { status: DecisionStatus }) {
  const t = useDecisionTexts()
  const dot = status === 'PENDING' ? styles.pending : status === 'ACCEPTED' ? styles.accepted : styles.rejected
  return (
    <span className={styles.status}>
      <span className={`${styles.dot} ${dot}`} aria-hidden="true" />
      {t.decisionStatuses[status]}
    </span>
  )
}

export function BackToDecisions({ onClick }: { onClick?: (e: React.MouseEvent) => void }) {
  const t = useDecisionTexts()
  return (
    <Link to="/decisions" className={styles.back} onClick={onClick}>
      <ArrowLeftIcon />
      {t.confirm.back}
    </Link>
  )
}

/** Label and value pairs; pairs whose value is null are left out. */
export function Facts({ items }: { items: [string, ReactNode | null][] }) {
  return (
    <dl className={styles.facts}>
      {items
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
