import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './dialog.module.css'

interface Props {
  title: string
  children: ReactNode
  /** Buttons, the first is focused when the dialog opens */
  actions: ReactNode
  /** Called on Escape; omit for dialogs that require a choice */
  onClose?: () => void
  role?: 'dialog' | 'alertdialog'
  /** 'large': a form (the calendar's modals), the whole screen on a phone */
  size?: 'normal' | 'large'
}

/**
 * A modal on the native <dialog>: the browser traps focus inside, makes the page behind
 * inert and returns focus to where it was when the dialog closes.
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog', size = 'normal' }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    const firstButton = dialog.querySelector<HTMLElement>('[data-dialog-actions] button, [data-dialog-actions] a')
    firstButton?.focus()
    return () => dialog.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className={size === 'large' ? `${styles.dialog} ${styles.large}` : styles.dialog}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault()
        onClose?.()
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className={styles.actions} data-dialog-actions>
        {actions}
      </div>
    </dialog>
  )
}
