import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import styles from './dropdown.module.css'

interface Props {
  /** Content of the trigger button */
  trigger: ReactNode
  /** Accessible name of the trigger when its content is not enough */
  label?: string
  /** List items (<li>) with links or buttons */
  children: ReactNode
  className?: string
}

/**
 * Disclosure-style menu: a button that shows a list of links. Escape closes it and returns
 * focus to the button; a click outside or a navigation closes it too.
 */
export function Dropdown({ trigger, label, children, className }: Props) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const location = useLocation()

  useEffect(() => {
    setOpen(false)
  }, [location.pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div
      ref={wrapper}
      className={`${styles.wrapper} ${className ?? ''}`}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      <ul
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(e) => {
          // A choice closes the menu: a link navigates away; after a button (e.g. a language) focus
          // goes back to the trigger rather than staying on a hidden element
          const chosen = (e.target as HTMLElement).closest('a, button')
          if (!chosen) return
          setOpen(false)
          if (chosen.tagName === 'BUTTON') button.current?.focus()
        }}
      >
        {children}
      </ul>
    </div>
  )
}
