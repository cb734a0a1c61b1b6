import { incomePaths, incomeStatementErrors } from '@citizen/contract/web'
import { useApiMutation } from '../../shared/api-mutation'
import { useLeaveForm } from '../../shared/unsaved-guard'
import type { IncomeStatementTexts } from './i18n'
import { incomeKeys } from './queries'

/**
 * What the adult's and the child's income editors share: the save (as a draft or sent) with the
 * server's refusals in words, and the way out to the list (Cancel asks, links and Back are
 * guarded, nothing is guarded once a save runs).
 */
export function useIncomeEditorSave<V>(
  t: IncomeStatementTexts,
  mutationFn: (variables: V) => Promise<void>,
  input: { dirty: boolean; drop: () => void },
) {
  const save = useApiMutation({
    mutationFn,
    invalidates: [incomeKeys.all],
    errorTexts: {
      [incomeStatementErrors.startDateTaken]: t.validation.unselectableDate,
      [incomeStatementErrors.invalid]: t.form.invalid,
      [incomeStatementErrors.notDraft]: t.form.notEditable,
    },
  })
  const leaveForm = useLeaveForm({
    texts: { title: t.form.leaveTitle, text: t.form.leaveText, leave: t.form.leave, stay: t.form.stay },
    to: incomePaths.list,
    dirty: input.dirty,
    busy: save.isPending || save.isSuccess,
    drop: input.drop,
  })
  return { save, leaveForm }
}
