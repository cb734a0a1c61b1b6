import { useRef, useState, type ReactNode, type RefObject } from 'react'
import {
  ButtonContext,
  DateFieldContext,
  FieldErrorContext,
  GroupContext,
  LabelContext,
  TextContext,
  type DatePickerProps,
  type DateRangePickerProps,
} from 'react-aria-components'
import type { CalendarDate } from '@internationalized/date'
import { useDatePicker, useDateRangePicker, useFocusRing, type DatePickerAria } from 'react-aria'
import { useDatePickerState, useDateRangePickerState, type OverlayTriggerState } from 'react-stately'
import { AsyncBoundary } from '../shared/async-boundary'
import { lazyComponent } from '../shared/lazy-component'
import type { CalendarPopoverProps } from './date-picker-calendar'

/**
 * react-aria-components' DatePicker and DateRangePicker without their calendar: the same hooks and
 * the same contexts for the label, the group, the inputs, the button and the hint and error, but
 * the calendar popover's contexts are given by the popover's own chunk. Rollup places whole
 * modules: the library's DatePicker imports the Calendar, Popover and Dialog modules for their
 * contexts, which would bring the calendar (≈ 20 KiB gzip with the popover) to every form's first
 * load.
 */
export const CalendarPopover = lazyComponent<CalendarPopoverProps>(() => import('./date-picker-calendar'))

type Common = {
  className: string
  children: ReactNode
  label: string
}

export function DatePickerRoot({ className, children, label, ...props }: Common & DatePickerProps<CalendarDate>) {
  const state = useDatePickerState(props)
  const groupRef = useRef<HTMLDivElement>(null)
  const { fieldProps, dialogProps, calendarProps, ...aria } = useDatePicker({ ...props, label }, state, groupRef)
  return (
    <Root className={className} state={state} props={props} groupRef={groupRef} aria={aria}>
      <DateFieldContext.Provider value={fieldProps}>{children}</DateFieldContext.Provider>
      <LazyCalendar
        range={false}
        state={state}
        triggerRef={groupRef}
        calendarProps={calendarProps}
        dialogProps={dialogProps}
      />
    </Root>
  )
}

export function DateRangePickerRoot({
  className,
  children,
  label,
  ...props
}: Common & DateRangePickerProps<CalendarDate>) {
  const state = useDateRangePickerState(props)
  const groupRef = useRef<HTMLDivElement>(null)
  const { startFieldProps, endFieldProps, dialogProps, calendarProps, ...aria } = useDateRangePicker(
    { ...props, label },
    state,
    groupRef,
  )
  return (
    <Root className={className} state={state} props={props} groupRef={groupRef} aria={aria}>
      <DateFieldContext.Provider value={{ slots: { start: startFieldProps, end: endFieldProps } }}>
        {children}
      </DateFieldContext.Provider>
      <LazyCalendar range state={state} triggerRef={groupRef} calendarProps={calendarProps} dialogProps={dialogProps} />
    </Root>
  )
}

/** The picker's element with the library's data attributes, and the contexts of its parts */
function Root({
  className,
  state,
  props,
  groupRef,
  aria: { groupProps, buttonProps, labelProps, descriptionProps, errorMessageProps, ...validation },
  children,
}: {
  className: string
  state: OverlayTriggerState & { isInvalid: boolean }
  props: { isDisabled?: boolean; isReadOnly?: boolean; isRequired?: boolean }
  groupRef: RefObject<HTMLDivElement | null>
  /** The picker hook's answer less the parts the picker hands on itself (inputs, calendar, dialog) */
  aria: Omit<DatePickerAria, 'fieldProps' | 'dialogProps' | 'calendarProps'>
  children: ReactNode
}) {
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true })
  return (
    <GroupContext.Provider value={{ ...groupProps, ref: groupRef, isInvalid: state.isInvalid }}>
      <ButtonContext.Provider value={{ ...buttonProps, isPressed: state.isOpen }}>
        <LabelContext.Provider value={{ ...labelProps, elementType: 'span' }}>
          <TextContext.Provider value={{ slots: { description: descriptionProps, errorMessage: errorMessageProps } }}>
            <FieldErrorContext.Provider value={validation}>
              <div
                {...focusProps}
                className={className}
                data-focus-within={isFocused || undefined}
                data-invalid={state.isInvalid || undefined}
                data-focus-visible={isFocusVisible || undefined}
                data-disabled={props.isDisabled || undefined}
                data-readonly={props.isReadOnly || undefined}
                data-required={props.isRequired || undefined}
                data-open={state.isOpen || undefined}
              >
                {children}
              </div>
            </FieldErrorContext.Provider>
          </TextContext.Provider>
        </LabelContext.Provider>
      </ButtonContext.Provider>
    </GroupContext.Provider>
  )
}

/** The calendar, once first opened (its code is usually there by then: see `date-picker.tsx`) */
function LazyCalendar(props: CalendarPopoverProps) {
  const [wanted, setWanted] = useState(false)
  if (props.state.isOpen && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <AsyncBoundary variant="inline" fallback={null}>
      <CalendarPopover {...props} />
    </AsyncBoundary>
  )
}
