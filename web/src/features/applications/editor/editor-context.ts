import { createContext, useContext } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ApplicationDetails } from '@citizen/contract/web'
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
  /** The error text of a field once react-hook-form shows it (after touch or verification) */
  errorOf: (field: string) => string | undefined
  validation: ValidationContext
  t: ApplicationTexts
}

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditor(): EditorContextValue {
  const ctx = useContext(EditorContext)
  if (!ctx) throw new Error('useEditor outside the application editor')
  return ctx
}
