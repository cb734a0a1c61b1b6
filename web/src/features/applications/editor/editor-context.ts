import { createContext, useContext } from 'react'
import type { Control, UseFormReturn } from 'react-hook-form'
import type { ApplicationDetails } from '@citizen/contract/web'
import type { ErrorText } from '../../../shared/form/fields'
import type { ApplicationTexts } from '../i18n'
import type { EditorState } from './model'
import type { ValidationContext } from './validation'

export interface EditorContextValue {
  application: ApplicationDetails
  /** react-hook-form's form: the values, touched fields, shown errors and submitting */
  form: UseFormReturn<EditorState, ValidationContext>
  /** The current values (watched) */
  state: EditorState
  /** Changes values that no text field owns (ticks, choices, lists); validates nothing by itself */
  update: (change: (draft: EditorState) => void) => void
  /** The error text of a path once react-hook-form shows it, for what no shared field binds */
  errorOf: (field: string) => string | undefined
  /** What the shared form fields (shared/form) take: `<FormTextField {...bind} name="form.x" />` */
  bind: { control: Control<EditorState>; errorText: ErrorText }
  validation: ValidationContext
  t: ApplicationTexts
}

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditor(): EditorContextValue {
  const ctx = useContext(EditorContext)
  if (!ctx) throw new Error('useEditor outside the application editor')
  return ctx
}

/** An identity code's field: upper case, and its format error waits for all 11 characters (spec) */
export const SSN_FIELD = { upperCase: true, maxLength: 11, waitFor: { key: 'ssn', length: 11 } } as const
