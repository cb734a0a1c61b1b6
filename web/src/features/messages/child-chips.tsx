import type { UseFormReturn } from 'react-hook-form'
import { FieldPath, useFormField, type ErrorText } from '../../shared/form/fields'
import { useMessageTexts } from './i18n'
import type { NewMessageForm } from './new-message-form'
import styles from './messages.module.css'

/**
 * The children the new message is about, as toggle chips (shown with more than one child). A
 * change drops the recipients the new choice does not allow (spec 001 validation).
 */
export function ChildChips({
  form,
  errorText,
  options,
  allowedFor,
}: {
  form: UseFormReturn<NewMessageForm>
  errorText: ErrorText
  options: { id: string; name: string }[]
  allowedFor: (childIds: string[]) => string[]
}) {
  const t = useMessageTexts()
  const field = useFormField({ control: form.control, name: 'children', errorText })
  const chosen = field.value
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]
    field.onChange(next)
    field.onBlur()
    const allowed = allowedFor(next)
    const recipients = form.getValues('recipients')
    if (recipients.some((r) => !allowed.includes(r)))
      form.setValue(
        'recipients',
        recipients.filter((r) => allowed.includes(r)),
        { shouldDirty: true },
      )
  }
  return (
    <FieldPath name="children">
      <fieldset
        className={styles.fieldset}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? 'children-error' : undefined}
      >
        <legend>{t.editor.children}</legend>
        <div className={styles.chips}>
          {options.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.chip}
              aria-pressed={chosen.includes(c.id)}
              data-invalid={field.error ? true : undefined}
              onClick={() => toggle(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
        {field.error && (
          <p id="children-error" className={styles.error}>
            {field.error}
          </p>
        )}
      </fieldset>
    </FieldPath>
  )
}
