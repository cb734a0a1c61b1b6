import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import styles from './dialog.module.css'

interface Props {
  title: string
  children: ReactNode
  /** Buttons; the first is focused when the dialog opens (a 'large' form's title is, instead) */
  actions: ReactNode
  /** Called on Escape; omit for dialogs that require a choice */
  onClose?: () => void
  role?: 'dialog' | 'alertdialog'
  /**
   * 'large': a form (the calendar's modals), the whole screen on a phone; 'panel': a form at the
   * right edge, at most 680 px wide (the new message), the whole screen on a phone
   */
  size?: 'normal' | 'large' | 'panel'
}

/**
 * The open dialog's element: popovers (the date pickers' calendars) render into it. A popover
 * portalled to the body would sit behind the modal dialog, which makes everything outside it inert.
 */
const DialogElement = createContext<HTMLDialogElement | null>(null)
export const useDialogElement = () => useContext(DialogElement)

/**
 * A modal on the native <dialog>: the browser traps focus inside and makes the page behind inert.
 * Focus returns to the element that opened it when it closes (React removes the element without
 * the browser's own close steps, which would return it).
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog', size = 'normal' }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const [element, setElement] = useState<HTMLDialogElement | null>(null)
  const titleId = useId()
  const bodyId = useId()
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    setElement(dialog)
    return () => {
      dialog.close()
      // After the commit: a dialog closing with the one it opened (or under it) is gone by then,
      // and the page is no longer inert. Another dialog may have taken the focus: leave it there.
      queueMicrotask(() => {
        const now = document.activeElement
        if (opener?.isConnected && (!now || now === document.body || !now.isConnected)) opener.focus()
      })
    }
  }, [])
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // A form opens at its top with its title read first; a question on its first choice
    const first =
      size !== 'normal'
        ? dialog.querySelector<HTMLElement>(`[id="${titleId}"]`)
        : dialog.querySelector<HTMLElement>('[data-dialog-actions] button, [data-dialog-actions] a')
    first?.focus()
    dialog.scrollTop = 0
  }, [size, titleId])
  return (
    <dialog
      ref={ref}
      className={size === 'normal' ? styles.dialog : `${styles.dialog} ${styles[size]}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault()
        onClose?.()
      }}
    >
      <h2 id={titleId} className={styles.title} tabIndex={size !== 'normal' ? -1 : undefined}>
        {title}
      </h2>
      <DialogElement.Provider value={element}>
        <div id={bodyId}>{children}</div>
      </DialogElement.Provider>
      <div className={styles.actions} data-dialog-actions>
        {actions}
      </div>
    </dialog>
  )
}
