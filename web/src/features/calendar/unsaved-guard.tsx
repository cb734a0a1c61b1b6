import { LeaveDialog, useLeaveGuard } from '../../ui/leave-guard'
import { useCalendarTexts } from './i18n'

/** Asks before a link, Back or closing the tab leaves a modal with unsaved input (Cancel and Save do not ask). */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const t = useCalendarTexts()
  const guard = useLeaveGuard({ when: dirty })
  return (
    <LeaveDialog
      guard={guard}
      title={t.form.leaveTitle}
      text={t.form.leaveText}
      leaveLabel={t.form.leave}
      stayLabel={t.form.stay}
    />
  )
}
