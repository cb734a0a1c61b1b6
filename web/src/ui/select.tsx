import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components'
import { ChevronDownIcon } from './icons'
import { HintAndError } from './field-text'
import formStyles from './form.module.css'
import styles from './select.module.css'

/**
 * A choice from a list in a popover (react-aria-components Select), with the props of the native
 * SelectField in form.tsx; '' is "nothing chosen" and shows the placeholder.
 */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  placeholder: string
  /** Shown when set; the caller decides when (after touch or submit) */
  error?: string
  hint?: string
  required?: boolean
  disabled?: boolean
}) {
  return (
    <AriaSelect
      className={formStyles.field}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(error)}
      isRequired={required}
      isDisabled={disabled}
      validationBehavior="aria"
    >
      <Label>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <Button className={styles.button}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <HintAndError hint={hint} error={error} />
      <Popover className={styles.popover}>
        <ListBox items={options} className={styles.list}>
          {(o) => (
            <ListBoxItem id={o.value} textValue={o.label} className={styles.option}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
