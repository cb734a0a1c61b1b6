import { useRef, useState, type ReactNode } from 'react'
import { Button, DateInput, DateSegment, Group, I18nProvider, Label, type DateValue } from 'react-aria-components'
import type { CalendarDate } from '@internationalized/date'
import { useTranslation } from '../i18n'
import { preloadOnIntent } from '../shared/lazy-component'
import { usePreloadWhenIdle } from '../shared/after-interactive'
import { CalendarIcon } from './icons'
import { CalendarPopover, DatePickerRoot, DateRangePickerRoot } from './date-picker-root'
import { dateLocales, isPartlyTyped, toCalendarDate } from './date-locale'
import formStyles from './form.module.css'
import { HintAndError } from './field-text'
import styles from './date-picker.module.css'

interface CommonProps {
  label: string
  /** Shown when set; the caller decides when (after touch or submit) */
  error?: string
  hint?: string
  required?: boolean
  disabled?: boolean
  onBlur?: () => void
  /** Earliest and latest choosable days, 'YYYY-MM-DD' */
  min?: string
  max?: string
  /** Days that cannot be chosen (e.g. holidays), 'YYYY-MM-DD' */
  isUnavailable?: (iso: string) => boolean
}

export interface DatePickerProps extends CommonProps {
  value: string | null
  /** The day as 'YYYY-MM-DD', or null while none (or only part of one) is typed */
  onChange: (iso: string | null) => void
  /** Shown in place of `error` while only part of a day is typed */
  formatError?: string
}

/**
 * A day typed as dd.mm.yyyy or picked from a calendar. The label, hint and error are bound to the
 * field as in the text fields; values are 'YYYY-MM-DD' strings.
 */
export function DatePicker({ value, onChange, formatError, ...props }: DatePickerProps) {
  const input = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => toCalendarDate(value))
  const [reported, setReported] = useState(value)
  const [partial, setPartial] = useState(false)
  // Follow changes made elsewhere (e.g. a copied date); our own reports must not reset the typing
  if (value !== reported) {
    setReported(value)
    setShown(toCalendarDate(value))
    setPartial(false)
  }
  const report = (iso: string | null) => {
    setReported(iso)
    if (iso !== value) onChange(iso)
  }
  const error = props.error && partial && formatError ? formatError : props.error
  return (
    <DateFrame
      {...props}
      error={error}
      partlyTyped={() => isPartlyTyped(input.current)}
      onPartial={(p) => {
        setPartial(p)
        if (p) report(null)
      }}
    >
      {(aria) => (
        <DatePickerRoot
          {...aria}
          label={props.label}
          value={shown}
          onChange={(d: CalendarDate | null) => {
            setShown(d)
            setPartial(false)
            report(d ? d.toString() : null)
          }}
        >
          <Label>
            {props.label}
            {props.required && <span aria-hidden="true"> *</span>}
          </Label>
          <Group className={styles.group}>
            <DateInput ref={input} className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <CalendarButton />
          </Group>
          <HintAndError hint={props.hint} error={error} />
        </DatePickerRoot>
      )}
    </DateFrame>
  )
}

export interface DateRange {
  start: string
  end: string
}

/** A range of days: two dd.mm.yyyy inputs and a calendar for picking both ends. */
export function DateRangePicker({
  value,
  onChange,
  ...props
}: CommonProps & { value: DateRange | null; onChange: (range: DateRange | null) => void }) {
  const shown = toRange(value)
  return (
    <DateFrame {...props} partlyTyped={() => false} onPartial={() => {}}>
      {(aria) => (
        <DateRangePickerRoot
          {...aria}
          label={props.label}
          value={shown}
          onChange={(r) => onChange(r ? { start: r.start.toString(), end: r.end.toString() } : null)}
        >
          <Label>
            {props.label}
            {props.required && <span aria-hidden="true"> *</span>}
          </Label>
          <Group className={styles.group}>
            <DateInput slot="start" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <CalendarButton />
          </Group>
          <HintAndError hint={props.hint} error={props.error} />
        </DateRangePickerRoot>
      )}
    </DateFrame>
  )
}

function toRange(value: DateRange | null) {
  const start = toCalendarDate(value?.start)
  const end = toCalendarDate(value?.end)
  return start && end ? { start, end } : null
}

/** What both pickers share: the locale, min/max/unavailable days, validation shown by the caller. */
function DateFrame({
  children,
  partlyTyped,
  onPartial,
  ...props
}: CommonProps & {
  partlyTyped: () => boolean
  onPartial: (partial: boolean) => void
  children: (aria: {
    className: string
    isInvalid: boolean
    isRequired?: boolean
    isDisabled?: boolean
    minValue?: DateValue
    maxValue?: DateValue
    isDateUnavailable?: (d: DateValue) => boolean
    validationBehavior: 'aria'
    shouldForceLeadingZeros: true
    firstDayOfWeek: 'mon'
  }) => ReactNode
}) {
  const { lang } = useTranslation()
  const { isUnavailable } = props
  // The calendar popover's code (≈ 20 KiB gzip with its popover) is not part of a form's first
  // load: asked for at the first idle moment after the form is shown, or before on the field's
  // focus, hover or touch, so it is there when the button is pressed
  usePreloadWhenIdle([CalendarPopover])
  return (
    <I18nProvider locale={dateLocales[lang]}>
      <div
        {...preloadOnIntent(CalendarPopover)}
        onBlur={(e) => {
          // Leaving the field (not moving between its day, month and year)
          if (e.currentTarget.contains(e.relatedTarget as Node | null)) return
          onPartial(partlyTyped())
          props.onBlur?.()
        }}
      >
        {children({
          className: formStyles.field!,
          // The caller's error is the one shown; min/max/unavailable only keep the calendar honest
          isInvalid: Boolean(props.error),
          isRequired: props.required,
          isDisabled: props.disabled,
          minValue: toCalendarDate(props.min) ?? undefined,
          maxValue: toCalendarDate(props.max) ?? undefined,
          isDateUnavailable: isUnavailable ? (d) => isUnavailable(d.toString()) : undefined,
          // Not the browser's own validation: it would stop the form's submit with its own bubble
          validationBehavior: 'aria',
          shouldForceLeadingZeros: true,
          firstDayOfWeek: 'mon',
        })}
      </div>
    </I18nProvider>
  )
}

function CalendarButton() {
  // Named by the library in the locale's language ("Kalenteri", "Calendar")
  return (
    <Button className={styles.calendarButton}>
      <CalendarIcon />
    </Button>
  )
}
