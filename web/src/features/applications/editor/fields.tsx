import type { ComponentProps } from 'react'
import { useController, type Path } from 'react-hook-form'
import { RadioGroup } from '../../../ui/choice-group'
import { DateField, TextField } from '../../../ui/form'
import { useEditor } from './editor-context'
import type { EditorState } from './model'

type Bound = 'value' | 'onChange' | 'onBlur' | 'error'

/**
 * A text field bound to the editor's form by its path (`form.guardian.phoneNumber`): typing
 * sets the value, leaving touches it (react-hook-form then shows its error), and the error
 * text comes from the editor's rules.
 */
export function EditorTextField({
  name,
  normalize,
  ssn,
  ...props
}: Omit<ComponentProps<typeof TextField>, Bound> & {
  name: string
  /** Rewrites the text on leaving the field ("8.30" -> "08:30") */
  normalize?: (text: string) => string | null
  /** An identity code: upper case, and its format error waits for all 11 characters (spec) */
  ssn?: boolean
}) {
  const { form, errorOf, t } = useEditor()
  const { field } = useController({ control: form.control, name: name as Path<EditorState> })
  const value = (field.value as string | undefined) ?? ''
  const error = errorOf(name)
  return (
    <TextField
      {...props}
      maxLength={ssn ? 11 : props.maxLength}
      value={value}
      onChange={(v) => field.onChange(ssn ? v.toUpperCase() : v)}
      onBlur={() => {
        const normalized = normalize?.(value)
        if (normalized && normalized !== value) field.onChange(normalized)
        field.onBlur()
      }}
      error={ssn && error === t.validation.ssn && value.length < 11 ? undefined : error}
    />
  )
}

/** A dd.mm.yyyy date field bound to the editor's form by its path; `onChanged` follows a change. */
export function EditorDateField({
  name,
  onChanged,
  ...props
}: Omit<ComponentProps<typeof DateField>, Bound | 'formatError'> & {
  name: string
  onChanged?: (date: string | null) => void
}) {
  const { form, errorOf, t } = useEditor()
  const { field } = useController({ control: form.control, name: name as Path<EditorState> })
  return (
    <DateField
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(date) => {
        field.onChange(date)
        onChanged?.(date)
      }}
      onBlur={field.onBlur}
      error={errorOf(name)}
      formatError={t.validation.validDate}
    />
  )
}

/**
 * A radio group bound to the editor's form by the path its error is kept under: leaving the
 * group touches it (react-hook-form then shows its error), and the group is marked invalid while
 * the error shows. The caller gives the chosen value and the change, which may set more than
 * this path (e.g. part-time also picks the first part-time option).
 */
export function EditorRadioGroup<T extends string>({
  name,
  ...props
}: Omit<ComponentProps<typeof RadioGroup<T>>, 'onBlur' | 'error'> & { name: string }) {
  const { form, errorOf } = useEditor()
  const { field } = useController({ control: form.control, name: name as Path<EditorState> })
  return <RadioGroup {...props} onBlur={field.onBlur} error={errorOf(name)} />
}
