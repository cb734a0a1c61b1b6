import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { Alert } from './alert'
import styles from './error-summary.module.css'

export interface ErrorSummaryItem {
  key: string
  text: string
  /** Where the link points without script (a section's anchor); the click runs onSelect */
  href?: string
  /** Takes the user to the field (usually `focusFirstInvalid` of its part of the form) */
  onSelect: () => void
}

/**
 * The errors of a submitted form as links to their fields. Announced politely when it appears;
 * the submit focuses the first invalid field itself (`focusFirstInvalid`), not this summary.
 */
export function ErrorSummary({ title, items }: { title: ReactNode; items: ErrorSummaryItem[] }) {
  return (
    <div aria-live="polite" className={styles.summary}>
      {items.length > 0 && (
        <Alert kind="error">
          <p>{title}</p>
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href ?? '#'}
                  onClick={(e) => {
                    e.preventDefault()
                    item.onSelect()
                  }}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  )
}

/**
 * Focuses and scrolls to the first invalid field inside `container` (document order): an input
 * marked aria-invalid, the first control of a group whose error describes it, or an upload's
 * button (data-invalid: aria-invalid is not a button's). Answers whether
 * one was found. Call after the fields have rendered (e.g. in requestAnimationFrame).
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  const invalid = container?.querySelector<HTMLElement>(
    '[aria-invalid="true"], fieldset[aria-describedby] input, fieldset[aria-invalid="true"] input, button[data-invalid]',
  )
  // A group marked invalid (a radio group, a date's day-month-year) takes focus on its chosen
  // option, else its first control in order (the day, not the calendar button)
  const target = invalid?.matches('input, select, textarea, button, [tabindex]')
    ? invalid
    : (invalid?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      invalid?.querySelector<HTMLElement>(
        'input:not(:disabled):not([type="hidden"]), [role="spinbutton"], select, textarea, button',
      ))
  if (!target) return false
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'center' })
  return true
}

/**
 * `focusFirstInvalid` once the next render has committed (a failed submit's errors are on the
 * page then): call the answered function from react-hook-form's `onInvalid`.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request > 0) focusFirstInvalid(container.current)
  }, [request, container])
  // react-hook-form publishes a failed submit's errors after calling onInvalid: ask on the next task
  return () => void setTimeout(() => setRequest((n) => n + 1))
}
