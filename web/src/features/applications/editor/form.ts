import type { FieldErrors, Resolver } from 'react-hook-form'
import type { EditorState } from './model'
import { validateApplication, type Errors, type ValidationContext } from './validation'
import { flatErrors, flatResolver } from '../../../shared/form-errors'

/**
 * react-hook-form's resolver around the editor's rules: every field's error (its `type` is the
 * error key), nested by path as react-hook-form reads them. The form decides which it shows:
 * a field's own after it is touched, all of them after a submit.
 */
export const editorResolver: Resolver<EditorState, ValidationContext> = flatResolver<EditorState, ValidationContext>(
  (values, context) => validateApplication(values, context),
)

/** The shown errors, flat by path (the reverse of the resolver's nesting). */
export const shownErrors = (errors: FieldErrors<EditorState>): Errors => flatErrors(errors) as Errors

/** The paths of the touched fields (react-hook-form's touchedFields, nested like the values). */
export function touchedPaths(touched: unknown, path = ''): string[] {
  if (touched === true) return [path]
  if (!touched || typeof touched !== 'object') return []
  return Object.entries(touched).flatMap(([key, child]) => touchedPaths(child, path ? `${path}.${key}` : key))
}
