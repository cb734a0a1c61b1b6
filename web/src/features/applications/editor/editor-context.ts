import { createContext, useContext } from 'react'
import type { ApplicationDetails } from '@citizen/contract/web'
import type { ApplicationTexts } from '../i18n'
import type { EditorState } from './model'
import type { Errors, ValidationContext } from './validation'

export interface EditorContextValue {
  application: ApplicationDetails
  state: EditorState
  update: (change: (draft: EditorState) => void) => void
  errors: Errors
  /** The error text of a field once it has been touched or verification was asked */
  errorOf: (field: string) => string | undefined
  touch: (field: string) => void
  validation: ValidationContext
  t: ApplicationTexts
}

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditor(): EditorContextValue {
  const ctx = useContext(EditorContext)
  if (!ctx) throw new Error('useEditor outside the application editor')
  return ctx
}
