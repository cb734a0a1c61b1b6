import { Fragment, useId, type KeyboardEvent, type ReactNode } from 'react'
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components'
import formStyles from './form.module.css'
import { HintAndError } from './field-text'
import styles from './choice-group.module.css'

interface ChoiceOption<T extends string> {
  value: T
  label: ReactNode
  /** A line under the label, bound to the option as its description */
  description?: ReactNode
  disabled?: boolean
  /**
   * Shown under the option, before the next one: what the choice asks for next (a radio group's
   * start date of an accepted place). Arrow keys in it stay its own, not the group's.
   */
  details?: ReactNode
}

interface GroupProps<T extends string> {
  label: string
  options: ChoiceOption<T>[]
  /** Shown when set; the caller decides when (after touch or submit) */
  error?: string
  hint?: string
  required?: boolean
  disabled?: boolean
  /** Side by side (wrapping on phones) instead of one under another */
  horizontal?: boolean
}

/**
 * One choice of several; arrow keys move between the options. The label, hint and error are
 * bound to the group, which is marked invalid while the error shows (`focusFirstInvalid` then
 * focuses its chosen or first option). `onBlur` comes when the focus leaves the group (a form
 * library's "touched").
 */
export function RadioGroup<T extends string>({
  value,
  onChange,
  onBlur,
  ...props
}: GroupProps<T> & { value: T | null; onChange: (value: T) => void; onBlur?: () => void }) {
  return (
    <AriaRadioGroup
      className={styles.group}
      value={value}
      onChange={(v) => onChange(v as T)}
      onBlur={onBlur ? () => onBlur() : undefined}
      isInvalid={Boolean(props.error)}
      isRequired={props.required}
      isDisabled={props.disabled}
      orientation={props.horizontal ? 'horizontal' : 'vertical'}
      validationBehavior="aria"
    >
      <GroupLabel {...props} />
      <div className={props.horizontal ? styles.row : styles.column}>
        {props.options.map((o) => (
          <Fragment key={o.value}>
            <Radio value={o.value} isDisabled={o.disabled} className={styles.option}>
              <span className={`${styles.indicator} ${styles.radio}`} aria-hidden="true" />
              <OptionText option={o} />
            </Radio>
            {o.details && (
              <div role="presentation" onKeyDown={keepArrowKeys}>
                {o.details}
              </div>
            )}
          </Fragment>
        ))}
      </div>
      <HintAndError {...props} />
    </AriaRadioGroup>
  )
}

/** The group moves between its options on arrow keys: a field under an option keeps them */
function keepArrowKeys(e: KeyboardEvent) {
  if (e.key.startsWith('Arrow')) e.stopPropagation()
}

/** Any number of choices of several, answered as the list of chosen values. */
export function CheckboxGroup<T extends string>({
  value,
  onChange,
  ...props
}: GroupProps<T> & { value: T[]; onChange: (value: T[]) => void }) {
  return (
    <AriaCheckboxGroup
      className={styles.group}
      value={value}
      onChange={(v) => onChange(v as T[])}
      isInvalid={Boolean(props.error)}
      isRequired={props.required}
      isDisabled={props.disabled}
      validationBehavior="aria"
    >
      <GroupLabel {...props} />
      <div className={props.horizontal ? styles.row : styles.column}>
        {props.options.map((o) => (
          <AriaCheckbox key={o.value} value={o.value} isDisabled={o.disabled} className={styles.option}>
            <CheckIndicator />
            <OptionText option={o} />
          </AriaCheckbox>
        ))}
      </div>
      <HintAndError {...props} />
    </AriaCheckboxGroup>
  )
}

/**
 * A single checkbox outside a group (e.g. "shift care only", an assurance). With `error` it is
 * marked invalid and the error, under it, is its description (`focusFirstInvalid` finds it).
 */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  error,
}: {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  error?: string
}) {
  const errorId = useId()
  return (
    <>
      <AriaCheckbox
        isSelected={checked}
        onChange={onChange}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
        className={styles.option}
      >
        <CheckIndicator />
        <span>{label}</span>
      </AriaCheckbox>
      {error && (
        <span id={errorId} className={formStyles.error}>
          {error}
        </span>
      )}
    </>
  )
}

function CheckIndicator() {
  return (
    <span className={`${styles.indicator} ${styles.box}`} aria-hidden="true">
      <svg viewBox="0 0 18 18" width="14" height="14">
        <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    </span>
  )
}

function GroupLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <Label className={formStyles.legend}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </Label>
  )
}

function OptionText<T extends string>({ option }: { option: ChoiceOption<T> }) {
  return (
    <span className={styles.text}>
      {option.label}
      {option.description && <span className={formStyles.hint}>{option.description}</span>}
    </span>
  )
}
