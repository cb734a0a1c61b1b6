import { useId } from 'react'
import styles from './form.module.css'

interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Shown when set; the caller decides when (after touch or submit) */
  error?: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  multiline?: boolean
  disabled?: boolean
  required?: boolean
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'
  maxLength?: number
}

/** A labelled text input with its hint and error bound by aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  multiline,
  disabled,
  required,
  autoComplete,
  inputMode,
  maxLength,
}: FieldProps) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    value,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    maxLength,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  placeholder: string
  error?: string
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}

/**
 * A date typed as dd.mm.yyyy or picked from a calendar; answers the ISO date, or null while no
 * whole day is typed. The caller's error for a null value says "required"; when only part of a
 * day was typed, `formatError` is shown in its place.
 */
export { DatePicker as DateField } from './date-picker'
