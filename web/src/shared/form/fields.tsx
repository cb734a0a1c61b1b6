/**
 * Form fields bound to react-hook-form (issue 24). Every field takes the form's `control`, its
 * `name` (a typed path) and `errorText(key)` from the feature's texts: the form's rules answer error
 * keys (`flatResolver` in shared/form-errors.ts), the field shows the key's text once
 * react-hook-form has the error (after the field is touched, or on submit). Each field is wrapped
 * in `data-path`, which `FormErrorSummary` uses for the order of its links and to focus the field.
 * A widget of the feature's own (a day's times) binds itself with `useFormField`.
 */
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { useController, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import { parseClockTime, type UploadEndpointName } from '@citizen/contract/web'
import { Checkbox, CheckboxGroup, RadioGroup } from '../../ui/choice-group'
import { DateRangePicker, type DateRange } from '../../ui/date-picker'
import { DateField, TextField } from '../../ui/form'
import { UploadList, type UploadListProps } from '../uploads/upload-list'
import styles from './fields.module.css'

/** The text of an error key (`t.validation[key]`); undefined for a key the feature does not name */
export type ErrorText = (key: string) => string | undefined

export interface BoundProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  errorText: ErrorText
}

type Bound = 'value' | 'onChange' | 'onBlur' | 'error'

/**
 * One path of the form: its value, the change, the touch (react-hook-form's onBlur) and the key and
 * text of its error while react-hook-form shows one.
 */
export function useFormField<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  errorText,
  defaultValue,
}: {
  control: Control<T>
  name: N
  /** Without it `error` stays undefined (a widget that shows its parts' errors itself) */
  errorText?: ErrorText
  /** The value before the path has one (a part of the form rendered later) */
  defaultValue?: PathValue<T, N>
}) {
  const { field, fieldState } = useController({ control, name, defaultValue })
  const errorKey = errorKeyOf(fieldState.error)
  return {
    value: field.value,
    onChange: field.onChange as (value: PathValue<T, N>) => void,
    onBlur: field.onBlur,
    errorKey,
    error: errorKey ? errorText?.(errorKey) : undefined,
  }
}

/** The key of a path's own error (flatResolver puts it in `type`); not one of its parts' */
export function errorKeyOf(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | undefined)?.type
  return typeof type === 'string' ? type : undefined
}

/**
 * The error a text field shows: a key in `waitFor` stays hidden until that many characters are
 * typed (an identity code's format error waits for all 11: spec).
 */
export function shownTextError(
  key: string | undefined,
  value: string,
  waitFor?: { key: string; length: number },
): string | undefined {
  return waitFor && key === waitFor.key && value.length < waitFor.length ? undefined : key
}

/** The wrapper the error summary finds a field by */
export function FieldPath({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-path={name} className={styles.path}>
      {children}
    </div>
  )
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  errorText,
  normalize,
  upperCase,
  waitFor,
  ...props
}: BoundProps<T> &
  Omit<ComponentProps<typeof TextField>, Bound> & {
    /** Rewrites the text on leaving the field ("8.30" -> "08:30"); null leaves it for the error */
    normalize?: (text: string) => string | null
    upperCase?: boolean
    /** This error key shows only once `length` characters are typed */
    waitFor?: { key: string; length: number }
  }) {
  const field = useFormField({ control, name, errorText })
  const value = (field.value as string | null | undefined) ?? ''
  const key = shownTextError(field.errorKey, value, waitFor)
  return (
    <FieldPath name={name}>
      <TextField
        {...props}
        value={value}
        onChange={(v) => field.onChange((upperCase ? v.toUpperCase() : v) as PathValue<T, Path<T>>)}
        onBlur={() => {
          const normalized = normalize?.(value)
          if (normalized && normalized !== value) field.onChange(normalized as PathValue<T, Path<T>>)
          field.onBlur()
        }}
        error={key ? errorText(key) : undefined}
      />
    </FieldPath>
  )
}

/** A time as HH:mm: "8", "8.30" and "16.30" become 08:00, 08:30 and 16:30 when the field is left. */
export function FormTimeField<T extends FieldValues>(
  props: BoundProps<T> & Omit<ComponentProps<typeof FormTextField<T>>, 'normalize' | 'inputMode' | 'maxLength'>,
) {
  return <FormTextField {...props} normalize={parseClockTime} inputMode="decimal" maxLength={5} />
}

export function FormDateField<T extends FieldValues>({
  control,
  name,
  errorText,
  formatErrorKey,
  onChanged,
  ...props
}: BoundProps<T> &
  Omit<ComponentProps<typeof DateField>, Bound | 'formatError'> & {
    /** The key whose text shows while only part of a day is typed */
    formatErrorKey?: string
    /** Follows a change (e.g. a later choice that depends on the day) */
    onChanged?: (date: string | null) => void
  }) {
  const field = useFormField({ control, name, errorText })
  return (
    <FieldPath name={name}>
      <DateField
        {...props}
        value={(field.value as string | null | undefined) ?? null}
        onChange={(date) => {
          field.onChange(date as PathValue<T, Path<T>>)
          onChanged?.(date)
        }}
        onBlur={field.onBlur}
        error={field.error}
        formatError={formatErrorKey ? errorText(formatErrorKey) : undefined}
      />
    </FieldPath>
  )
}

export function FormDateRangeField<T extends FieldValues>({
  control,
  name,
  errorText,
  ...props
}: BoundProps<T> & Omit<ComponentProps<typeof DateRangePicker>, Bound>) {
  const field = useFormField({ control, name, errorText })
  return (
    <FieldPath name={name}>
      <DateRangePicker
        {...props}
        value={(field.value as DateRange | null | undefined) ?? null}
        onChange={(range) => field.onChange(range as PathValue<T, Path<T>>)}
        onBlur={field.onBlur}
        error={field.error}
      />
    </FieldPath>
  )
}

/**
 * One choice of several. Leaving the group touches the field; with `touchOn="change"` the choice
 * touches it instead (its error then never shows before something is chosen or the form is sent). `value` and `onChange` replace the field's own when a choice sets more than
 * this path (e.g. part-time also picks the first part-time option); the error is still this path's.
 */
export function FormRadioGroup<T extends FieldValues, V extends string>({
  control,
  name,
  errorText,
  touchOn = 'blur',
  value,
  onChange,
  ...props
}: BoundProps<T> &
  Omit<ComponentProps<typeof RadioGroup<V>>, Bound> & {
    touchOn?: 'blur' | 'change'
    value?: V | null
    onChange?: (value: V) => void
  }) {
  const field = useFormField({ control, name, errorText })
  return (
    <FieldPath name={name}>
      <RadioGroup<V>
        {...props}
        value={value !== undefined ? value : ((field.value as V | null | undefined) ?? null)}
        onChange={(v) => {
          if (onChange) onChange(v)
          else field.onChange(v as PathValue<T, Path<T>>)
          if (touchOn === 'change') field.onBlur()
        }}
        onBlur={touchOn === 'blur' ? field.onBlur : undefined}
        error={field.error}
      />
    </FieldPath>
  )
}

/**
 * Any number of choices, the field's value the list of chosen values. Every change touches the
 * field (a tick is a finished answer). Values `kept` stay in the field but show unticked (their
 * option is disabled, e.g. a child whose placement has not started).
 */
export function FormCheckboxGroup<T extends FieldValues, V extends string>({
  control,
  name,
  errorText,
  kept,
  ...props
}: BoundProps<T> &
  Omit<ComponentProps<typeof CheckboxGroup<V>>, Bound> & {
    kept?: (value: V) => boolean
  }) {
  const field = useFormField({ control, name, errorText })
  const all = (field.value as V[] | null | undefined) ?? []
  const isKept = kept ?? (() => false)
  return (
    <FieldPath name={name}>
      <CheckboxGroup<V>
        {...props}
        value={all.filter((v) => !isKept(v))}
        onChange={(chosen) => {
          field.onChange([...chosen, ...all.filter(isKept)] as PathValue<T, Path<T>>)
          field.onBlur()
        }}
        error={field.error}
      />
    </FieldPath>
  )
}

/** One checkbox whose field is true when ticked (an assurance, a confirmation); a tick touches it */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  errorText,
  label,
  disabled,
}: BoundProps<T> & { label: ReactNode; disabled?: boolean }) {
  const field = useFormField({ control, name, errorText })
  return (
    <FieldPath name={name}>
      <div onBlur={field.onBlur}>
        <Checkbox
          label={label}
          checked={field.value === true}
          onChange={(checked) => {
            field.onChange(checked as PathValue<T, Path<T>>)
            field.onBlur()
          }}
          disabled={disabled}
          error={field.error}
        />
      </div>
    </FieldPath>
  )
}

/**
 * The shared upload list bound to a field holding the ids of the uploaded files, so a form can
 * require an attachment: the field follows the list (`files`, read from the server) and is
 * touched once the list changes, and its error shows under the list.
 */
export function FormUpload<T extends FieldValues, K extends UploadEndpointName = UploadEndpointName>({
  control,
  name,
  errorText,
  files,
  ...props
}: BoundProps<T> & Omit<UploadListProps<K>, 'error'>) {
  const field = useFormField({ control, name, errorText })
  const ids = files.map((f) => f.id)
  const held = ((field.value as string[] | null | undefined) ?? []).join()
  const listed = ids.join()
  const { onChange, onBlur } = field
  // The list changed on the server (an upload, a removal): the field follows, touched after the
  // first look (a form that opens without its attachment is not red yet)
  const first = useRef(true)
  useEffect(() => {
    if (listed !== held) onChange((listed ? listed.split(',') : []) as PathValue<T, Path<T>>)
    if (!first.current && listed !== held) onBlur()
    first.current = false
  }, [listed, held, onChange, onBlur])
  return (
    <FieldPath name={name}>
      <UploadList {...props} files={files} error={field.error} />
    </FieldPath>
  )
}
