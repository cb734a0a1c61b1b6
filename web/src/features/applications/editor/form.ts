import type { FieldErrors, Resolver } from 'react-hook-form'
import type { EditorState } from './model'
import { validateApplication, type ErrorKey, type Errors, type ValidationContext } from './validation'

/**
 * react-hook-form's resolver around the editor's rules: every field's error (its `type` is the
 * error key), nested by path as react-hook-form reads them. The form decides which it shows:
 * a field's own after it is touched, all of them after a submit.
 */
export const editorResolver: Resolver<EditorState, ValidationContext> = (values, context) => {
  const errors = validateApplication(values, context!)
  if (Object.keys(errors).length === 0) return { values, errors: {} }
  const tree: Record<string, unknown> = {}
  for (const [path, key] of Object.entries(errors)) {
    const parts = path.split('.')
    let node = tree
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
    node[parts[parts.length - 1]!] = { type: key, message: key }
  }
  return { values: {}, errors: tree as FieldErrors<EditorState> }
}

/** The shown errors, flat by path (the reverse of the resolver's nesting). */
export function shownErrors(errors: FieldErrors<EditorState>): Errors {
  const flat: Errors = {}
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    const type = (node as { type?: unknown }).type
    if (typeof type === 'string') {
      flat[path] = type as ErrorKey
      return
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key)
  }
  walk(errors, '')
  return flat
}

/** The paths of the touched fields (react-hook-form's touchedFields, nested like the values). */
export function touchedPaths(touched: unknown, path = ''): string[] {
  if (touched === true) return [path]
  if (!touched || typeof touched !== 'object') return []
  return Object.entries(touched).flatMap(([key, child]) => touchedPaths(child, path ? `${path}.${key}` : key))
}
