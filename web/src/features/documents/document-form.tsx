import type { Control, FieldValues, PathValue } from 'react-hook-form'
import {
  documentContentErrors,
  type AnsweredQuestion,
  type TemplateContent,
  type TemplateQuestion,
} from '@citizen/contract/web'
import {
  FieldPath,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  useFormField,
  type ErrorText,
} from '../../shared/form/fields'
import { CheckboxGroup, Checkbox } from '../../ui/choice-group'
import { TextField } from '../../ui/form'
import { Button } from '../../ui/button'
import type { DocumentTexts } from './i18n'
import styles from './documents.module.css'

/** The form's values: the answers in the template's order (one per question) */
export interface DocumentFormValues extends FieldValues {
  answers: AnsweredQuestion[]
}

/** The rules of the form: the contract's check against the template, by field path */
export function documentFormErrors(template: TemplateContent, values: DocumentFormValues): Record<string, string> {
  const index = new Map(values.answers.map((a, i) => [a.questionId, i]))
  const errors: Record<string, string> = {}
  for (const e of documentContentErrors(template, values)) {
    const i = index.get(e.questionId)
    if (i !== undefined) errors[`answers.${i}.answer`] ??= e.error
  }
  return errors
}

/** The template's sections with a field for each question */
export function DocumentFields({
  template,
  answers,
  control,
  t,
}: {
  template: TemplateContent
  answers: AnsweredQuestion[]
  control: Control<DocumentFormValues>
  t: DocumentTexts
}) {
  const index = new Map(answers.map((a, i) => [a.questionId, i]))
  const errorText: ErrorText = (key) => t.validation[key]
  return (
    <>
      {template.sections.map((s) => (
        <section key={s.id} className={styles.section}>
          <h2>{s.label}</h2>
          {s.infoText && <p className={styles.info}>{s.infoText}</p>}
          {s.questions.map((q) => {
            const i = index.get(q.id)
            if (i === undefined) return null
            return (
              <div key={q.id} className={styles.question}>
                <QuestionField
                  question={q}
                  name={`answers.${i}.answer`}
                  control={control}
                  errorText={errorText}
                  t={t}
                />
              </div>
            )
          })}
        </section>
      ))}
    </>
  )
}

type AnswerPath = `answers.${number}.answer`

/** What each question's field is given */
interface QuestionProps<Q extends TemplateQuestion = TemplateQuestion> {
  question: Q
  name: AnswerPath
  control: Control<DocumentFormValues>
  errorText: ErrorText
  t: DocumentTexts
}

function QuestionField(props: QuestionProps) {
  const { question: q, name, control, errorText } = props
  // What the shared fields of a question all take
  const field = { control, name, errorText, label: q.label, hint: q.infoText || undefined }
  switch (q.type) {
    case 'STATIC_TEXT_DISPLAY':
      return (
        <>
          <h3>{q.label}</h3>
          <p className={styles.answer}>{q.text}</p>
        </>
      )
    case 'TEXT':
      return <FormTextField {...field} multiline={q.multiline} />
    case 'CHECKBOX':
      return <CheckboxField control={control} name={name} label={q.label} />
    case 'RADIO_BUTTON_GROUP':
      return <FormRadioGroup {...field} options={q.options.map((o) => ({ value: o.id, label: o.label }))} />
    case 'DATE':
      return <FormDateField {...field} formatErrorKey="invalidDate" />
    case 'CHECKBOX_GROUP':
      return <CheckboxGroupField {...props} question={q} />
    case 'GROUPED_TEXT_FIELDS':
      return <GroupedTextFields {...props} question={q} />
  }
}

function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<DocumentFormValues>
  name: AnswerPath
  label: string
}) {
  const field = useFormField({ control, name })
  return (
    <FieldPath name={name}>
      <Checkbox
        label={label}
        checked={Boolean(field.value)}
        onChange={(v) => {
          field.onChange(v as PathValue<DocumentFormValues, AnswerPath>)
          field.onBlur()
        }}
      />
    </FieldPath>
  )
}

type CheckboxGroupQuestion = Extract<TemplateQuestion, { type: 'CHECKBOX_GROUP' }>
type Chosen = { optionId: string; extra: string }[]

/** The chosen options, each with its text: an option that takes one ("other, what?") shows a text field when chosen */
function CheckboxGroupField({ question: q, control, name, errorText, t }: QuestionProps<CheckboxGroupQuestion>) {
  const field = useFormField({ control, name, errorText })
  const value = (field.value as Chosen | null) ?? []
  const set = (next: Chosen) => field.onChange(next as PathValue<DocumentFormValues, AnswerPath>)
  return (
    <FieldPath name={name}>
      <CheckboxGroup
        label={q.label}
        hint={q.infoText || undefined}
        options={q.options.map((o) => ({ value: o.id, label: o.label }))}
        value={value.map((o) => o.optionId)}
        onChange={(ids) => {
          set(ids.map((optionId) => value.find((o) => o.optionId === optionId) ?? { optionId, extra: '' }))
          field.onBlur()
        }}
        error={field.error}
      />
      {q.options
        .filter((o) => o.withText && value.some((v) => v.optionId === o.id))
        .map((o) => (
          <TextField
            key={o.id}
            label={t.otherText(o.label)}
            value={value.find((v) => v.optionId === o.id)?.extra ?? ''}
            onChange={(extra) => set(value.map((v) => (v.optionId === o.id ? { ...v, extra } : v)))}
            onBlur={field.onBlur}
          />
        ))}
    </FieldPath>
  )
}

type GroupedQuestion = Extract<TemplateQuestion, { type: 'GROUPED_TEXT_FIELDS' }>

/** Rows of labelled text fields; more rows when the question allows them */
function GroupedTextFields({ question: q, control, name, errorText, t }: QuestionProps<GroupedQuestion>) {
  const field = useFormField({ control, name, errorText })
  const rows = (field.value as string[][] | null) ?? []
  const set = (next: string[][]) => field.onChange(next as PathValue<DocumentFormValues, AnswerPath>)
  const empty = () => q.fieldLabels.map(() => '')
  return (
    <FieldPath name={name}>
      <fieldset className={styles.fieldset} aria-invalid={field.error ? true : undefined}>
        <legend>{q.label}</legend>
        {q.infoText && <p className={styles.info}>{q.infoText}</p>}
        <div className={styles.rows}>
          {(rows.length ? rows : [empty()]).map((row, r) => (
            <div key={r} className={styles.row} role="group" aria-label={t.row(r + 1)}>
              {q.fieldLabels.map((label, c) => (
                <TextField
                  key={c}
                  label={q.allowMultipleRows ? `${label} (${r + 1})` : label}
                  value={row[c] ?? ''}
                  onChange={(v) => {
                    const next = (rows.length ? rows : [empty()]).map((x) => [...x])
                    next[r]![c] = v
                    set(next)
                  }}
                  onBlur={field.onBlur}
                />
              ))}
              {q.allowMultipleRows && rows.length > 1 && (
                <Button onClick={() => set(rows.filter((_, i) => i !== r))}>{t.removeRow(r + 1)}</Button>
              )}
            </div>
          ))}
        </div>
        {q.allowMultipleRows && (
          <Button onClick={() => set([...(rows.length ? rows : [empty()]), empty()])}>{t.addRow}</Button>
        )}
        {field.error && <p className={styles.error}>{field.error}</p>}
      </fieldset>
    </FieldPath>
  )
}
