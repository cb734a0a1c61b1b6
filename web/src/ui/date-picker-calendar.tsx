import type { ContextType, RefObject } from 'react'
import {
  Button,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarContext,
  CalendarGrid,
  Dialog,
  DialogContext,
  GroupContext,
  Heading,
  LabelContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  RangeCalendar,
  RangeCalendarContext,
  TextContext,
} from 'react-aria-components'
import type { useDatePicker, useDateRangePicker } from 'react-aria'
import type { OverlayTriggerState } from 'react-stately'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { useDialogElement } from './dialog'
import styles from './date-picker.module.css'

export type CalendarPopoverProps = {
  state: OverlayTriggerState
  /** The picker's group: the popover is placed under it */
  triggerRef: RefObject<HTMLDivElement | null>
  dialogProps: ReturnType<typeof useDatePicker>['dialogProps']
} & (
  | { range: false; calendarProps: ReturnType<typeof useDatePicker>['calendarProps'] }
  | { range: true; calendarProps: ReturnType<typeof useDateRangePicker>['calendarProps'] }
)

/**
 * The date pickers' calendar popover, in a chunk of its own (`date-picker-root.tsx`): the contexts
 * react-aria-components' DatePicker gives its calendar, popover and dialog, and them.
 *
 * Inside an open modal dialog it renders into the dialog (the top layer), where it shows above
 * the form and Escape closes only the popover; elsewhere into the body.
 */
export default function CalendarPopover({ state, triggerRef, dialogProps, ...calendar }: CalendarPopoverProps) {
  const container = useDialogElement()
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <PopoverContext.Provider
        value={{
          trigger: calendar.range ? 'DateRangePicker' : 'DatePicker',
          triggerRef,
          placement: 'bottom start',
          // The field's contexts do not reach inside the popover (as in the library's pickers)
          clearContexts: [GroupContext, ButtonContext, LabelContext, TextContext],
        }}
      >
        <DialogContext.Provider value={dialogProps}>
          <Popover className={styles.popover} UNSTABLE_portalContainer={container ?? undefined}>
            <Dialog className={styles.dialog}>
              {calendar.range ? (
                <RangeCalendarContext.Provider value={calendar.calendarProps}>
                  <RangeCalendar className={styles.calendar}>
                    <CalendarBody />
                  </RangeCalendar>
                </RangeCalendarContext.Provider>
              ) : (
                <CalendarContext.Provider value={calendar.calendarProps as ContextType<typeof CalendarContext>}>
                  <Calendar className={styles.calendar}>
                    <CalendarBody />
                  </Calendar>
                </CalendarContext.Provider>
              )}
            </Dialog>
          </Popover>
        </DialogContext.Provider>
      </PopoverContext.Provider>
    </OverlayTriggerStateContext.Provider>
  )
}

function CalendarBody() {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton}>
          <ChevronLeftIcon />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton}>
          <ChevronRightIcon />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </>
  )
}
