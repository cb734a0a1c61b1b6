import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { incomePaths } from '@citizen/contract/web'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import type { IncomeStatementTexts } from './i18n'

/**
 * How an income form is left for the list: after a save (`leave`), or by Cancel, which asks
 * before dropping typed input (`cancel`). Links, Back and closing the tab ask through the unsaved
 * guard; the kept input is dropped only when the guardian chose to leave or it was saved.
 */
export function useLeaveForm({
  t,
  dirty,
  busy,
  drop,
}: {
  t: IncomeStatementTexts
  dirty: boolean
  /** A save is running or done: nothing to guard */
  busy: boolean
  drop: () => void
}) {
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    if (leaving) void navigate(incomePaths.list)
  }, [leaving, navigate])
  const leave = () => {
    drop()
    setLeaving(true)
  }
  const element = (
    <>
      <UnsavedGuard
        dirty={dirty && !leaving && !busy}
        texts={{ title: t.form.leaveTitle, text: t.form.leaveText, leave: t.form.leave, stay: t.form.stay }}
      />
      {asking && (
        <Dialog
          title={t.form.leaveTitle}
          role="alertdialog"
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="primary" onClick={() => setAsking(false)}>
                {t.form.stay}
              </Button>
              <Button onClick={leave}>{t.form.leave}</Button>
            </>
          }
        >
          <p>{t.form.leaveText}</p>
        </Dialog>
      )}
    </>
  )
  return { leave, cancel: () => (dirty ? setAsking(true) : setLeaving(true)), element }
}
