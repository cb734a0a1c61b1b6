import type { ReactNode } from 'react'
import styles from './alert.module.css'

/** A highlighted message block. role="alert" only for errors that appear after an action. */
export function Alert({
  kind,
  children,
  live,
}: {
  kind: 'info' | 'warning' | 'error'
  children: ReactNode
  live?: boolean
}) {
  return (
    <div
      className={`${styles.alert} ${styles[kind]}`}
      role={live ? (kind === 'error' ? 'alert' : 'status') : undefined}
    >
      <div>{children}</div>
    </div>
  )
}
