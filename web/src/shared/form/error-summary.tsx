import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react'
import type { FieldValues, FormState } from 'react-hook-form'
import { ErrorSummary, focusFirstInvalid, type ErrorSummaryItem } from '../../ui/error-summary'
import { flatErrors } from '../form-errors'

export interface SummaryEntry {
  path: string
  key: string
}

/**
 * The errors (flat by path) in the order of the fields on the page: a path belongs to the field
 * whose path is it or its start ("daily.ranges.0.end" to "daily"); one without a field comes last.
 */
export function summaryEntries(flat: Record<string, string>, fieldPaths: readonly string[]): SummaryEntry[] {
  const place = (path: string) => {
    let best = -1
    let length = -1
    fieldPaths.forEach((field, i) => {
      if ((path === field || path.startsWith(`${field}.`)) && field.length > length) {
        best = i
        length = field.length
      }
    })
    return best < 0 ? fieldPaths.length : best
  }
  return Object.entries(flat)
    .map(([path, key], i) => ({ path, key, place: place(path), i }))
    .sort((a, b) => a.place - b.place || a.i - b.i)
    .map(({ path, key }) => ({ path, key }))
}

/** The field of a path (its own `data-path` or the nearest one it is part of) inside `container`. */
function fieldOf(container: ParentNode | null | undefined, path: string): Element | null {
  if (!container) return null
  let best: Element | null = null
  for (const el of container.querySelectorAll('[data-path]')) {
    const field = el.getAttribute('data-path') ?? ''
    if (
      (path === field || path.startsWith(`${field}.`)) &&
      field.length >= (best?.getAttribute('data-path')?.length ?? 0)
    )
      best = el
  }
  return best
}

/** Links summed up by group (the editor's sections): one per group, in `order` */
export interface SummaryGroups<G extends string> {
  order: readonly G[]
  of: (path: string) => G
  text: (group: G, count: number) => string
  href?: (group: G) => string
  onSelect: (group: G) => void
}

/** The summary's links: one per error, or one per group with its count. */
export function summaryItems<G extends string>(
  entries: SummaryEntry[],
  text: (entry: SummaryEntry) => string,
  focus: (path: string) => void,
  groups?: SummaryGroups<G>,
): ErrorSummaryItem[] {
  if (!groups) return entries.map((e) => ({ key: e.path, text: text(e), onSelect: () => focus(e.path) }))
  const counts = new Map<G, number>()
  for (const e of entries) counts.set(groups.of(e.path), (counts.get(groups.of(e.path)) ?? 0) + 1)
  return groups.order
    .filter((g) => counts.has(g))
    .map((g) => ({
      key: g,
      text: groups.text(g, counts.get(g)!),
      href: groups.href?.(g),
      onSelect: () => groups.onSelect(g),
    }))
}

/**
 * The one error summary of a form (issue 24): built from the form's errors once it has been
 * submitted, each link named by `text` and focusing its field, in the fields' order inside
 * `container`. The submit focuses the first invalid field itself (`focusFirstInvalid`).
 */
export function FormErrorSummary<T extends FieldValues, G extends string = never>({
  formState,
  title,
  container,
  text,
  href,
  groups,
}: {
  /** The form's `formState`: its errors, shown after a submit */
  formState: Pick<FormState<T>, 'errors' | 'isSubmitted'>
  title: ReactNode
  /** Where the form's fields are */
  container: RefObject<HTMLElement | null>
  /** An error's link text, e.g. `${label}: ${errorText(key)}` (not asked with `groups`) */
  text?: (entry: SummaryEntry) => string
  /** Where an error's link points without script */
  href?: (path: string) => string
  groups?: SummaryGroups<G>
}) {
  // Both read on every render: the form's proxy then re-renders it when either changes
  const { errors, isSubmitted } = formState
  const flat = isSubmitted ? flatErrors(errors) : {}
  const signature = Object.keys(flat).join()
  // The fields' order is the page's: read once the fields with these errors have rendered
  const [fieldPaths, setFieldPaths] = useState<string[]>([])
  useLayoutEffect(() => {
    const found = [...(container.current?.querySelectorAll('[data-path]') ?? [])].map(
      (el) => el.getAttribute('data-path') ?? '',
    )
    setFieldPaths((old) => (old.join() === found.join() ? old : found))
  }, [signature, container])
  const entries = summaryEntries(flat, fieldPaths)
  const focus = (path: string) => focusFirstInvalid(fieldOf(container.current, path))
  const items = summaryItems(entries, text ?? ((e) => e.key), focus, groups)
  return <ErrorSummary title={title} items={href ? items.map((item) => ({ ...item, href: href(item.key) })) : items} />
}
