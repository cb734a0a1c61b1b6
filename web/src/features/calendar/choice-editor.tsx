import type { ReactNode } from 'react'
import { parseClockTime, type ReservableTimeRange } from '@citizen/contract/web'
import { RadioGroup } from '../../ui/choice-group'
import { TextField } from '../../ui/form'
import { Button } from '../../ui/button'
import type { ChoiceDraft, ChoiceType } from './reservation-form'
import { useCalendarTexts, type CalendarTexts } from './i18n'
import styles from './calendar.module.css'

type ErrorKey = keyof CalendarTexts['form']['errors']

interface Props {
  /** The group's name (the day, the weekday or "every day") */
  label: string
  value: ChoiceDraft
  onChange: (value: ChoiceDraft) => void
  onBlur: () => void
  /** Errors below this draft by path ("ranges.0.end"), only those to show */
  errors: Record<string, string>
  allowPresent: boolean
  /** Offer "no entry" (the day view: clearing a day) */
  allowNothing?: boolean
  /** The unit's hours, shown as a hint ("Opening hours 06:30–17:30") */
  allowed?: ReservableTimeRange[]
  /** The hint in place of `allowed`'s (several children's hours, each named) */
  hoursHint?: string
  /** A day that may be left blank (weekly and irregular days): its times are not marked required */
  optional?: boolean
  /** The text of an error key, when the caller has keys of its own (an opening-hours error naming a child) */
  describe?: (key: string) => string | undefined
  /** The choice's label in place of "Attendance" (the reservation modal: whose days take these times) */
  choiceLabel?: string
  /** More of the same day's choice, below the times (the reservation modal: the fixed-schedule children's) */
  children?: ReactNode
}

/**
 * One day's choice (spec 001): times (one or two ranges), absent, or present without times where a
 * holiday period allows it. Typed times are written as HH:mm when the field is left.
 */
export function ChoiceEditor({
  label,
  value,
  onChange,
  onBlur,
  errors,
  allowPresent,
  allowNothing,
  allowed,
  hoursHint,
  optional,
  describe,
  choiceLabel,
  children,
}: Props) {
  const t = useCalendarTexts()
  const types: ChoiceType[] = [
    'TIMES',
    ...(allowPresent ? (['PRESENT'] as const) : []),
    'ABSENT',
    ...(allowNothing ? (['NOTHING'] as const) : []),
  ]
  const setRange = (index: number, field: 'start' | 'end', text: string) =>
    onChange({ ...value, ranges: value.ranges.map((r, i) => (i === index ? { ...r, [field]: text } : r)) })
  const normalise = (index: number, field: 'start' | 'end') => {
    const parsed = parseClockTime(value.ranges[index]![field])
    if (parsed && parsed !== value.ranges[index]![field]) setRange(index, field, parsed)
    onBlur()
  }
  const error = (path: string) => {
    const key = errors[path]
    if (!key) return undefined
    return describe?.(key) ?? t.form.errors[key as ErrorKey]
  }
  const hours = hoursHint
    ? [hoursHint]
    : allowed?.flatMap((a) => (a.type === 'INTERMITTENT_SHIFT_CARE' ? [] : [`${a.range.start}–${a.range.end}`]))
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{label}</legend>
      <RadioGroup<ChoiceType>
        label={choiceLabel ?? t.form.choice}
        value={value.type}
        onChange={(type) =>
          onChange({ ...value, type, ranges: value.ranges.length > 0 ? value.ranges : [{ start: '', end: '' }] })
        }
        options={types.map((type) => ({ value: type, label: t.form.choices[type] }))}
        horizontal
      />
      {value.type === 'TIMES' && (
        <>
          {value.ranges.map((range, index) => (
            <div key={index} className={styles.timeRow}>
              {(['start', 'end'] as const).map((field) => (
                <TextField
                  key={field}
                  label={`${t.form[field]}${index > 0 ? ` (${t.form.rangeLabel(2)})` : ''}`}
                  value={range[field]}
                  onChange={(text) => setRange(index, field, text)}
                  onBlur={() => normalise(index, field)}
                  error={error(`ranges.${index}.${field}`)}
                  inputMode="decimal"
                  maxLength={5}
                  required={!optional}
                />
              ))}
            </div>
          ))}
          {hours && hours.length > 0 && <p className={styles.hint}>{t.form.openingHours(hours.join(', '))}</p>}
          {value.ranges.length < 2 ? (
            <Button onClick={() => onChange({ ...value, ranges: [...value.ranges, { start: '', end: '' }] })}>
              {t.form.addSecond}
            </Button>
          ) : (
            <Button onClick={() => onChange({ ...value, ranges: value.ranges.slice(0, 1) })}>
              {t.form.removeSecond}
            </Button>
          )}
        </>
      )}
      {children}
    </fieldset>
  )
}
