import { useMemo, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form'
import { helsinkiToday, incomePaths, incomeStatementErrors, type IncomeStatementDetail } from '@citizen/contract/web'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import type { ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { useLeaveForm } from '../../shared/unsaved-guard'
import { useFocusFirstInvalid } from '../../ui/error-summary'
import type { IncomeStatementTexts } from './i18n'
import type { UploadedAttachment } from './income-form'
import { incomeKeys } from './queries'

/** What a statement's rules check its start against */
export interface StartContext {
  today: string
  /** The person's other statements' starts (the statement's own saved start is not another's) */
  existingStartDates: string[]
}

/**
 * The form the adult's and the child's income editors share: input kept from an earlier visit comes
 * back (and counts as a change), errors show once a field is touched, the attachments' list follows
 * the uploads, and uploading holds the saves.
 */
export function useIncomeEditorForm<V extends FieldValues & { files: UploadedAttachment[] }>({
  t,
  keptAs,
  looksKept,
  initial,
  statement,
  startDates,
  errors,
}: {
  t: IncomeStatementTexts
  keptAs: string
  looksKept: (value: unknown) => value is V
  initial: () => V
  statement: IncomeStatementDetail | null
  startDates: string[]
  errors: (values: V, context: StartContext) => Record<string, string>
}) {
  const container = useRef<HTMLFormElement>(null)
  const [restored] = useState(() => readKept(keptAs, looksKept))
  const context = useMemo(() => {
    const others = [...startDates]
    const own = statement ? others.indexOf(statement.startDate) : -1
    if (own >= 0) others.splice(own, 1)
    return { today: helsinkiToday(), existingStartDates: others }
  }, [startDates, statement])
  const form = useForm<V>({
    defaultValues: (restored ?? initial()) as DefaultValues<V>,
    resolver: flatResolver((values: V) => errors(values, context)),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const errorText: ErrorText = (key) => t.validation[key as keyof IncomeStatementTexts['validation']]
  const focusInvalid = useFocusFirstInvalid(container)
  const [uploading, setUploading] = useState(false)
  const files = () => form.getValues('files' as Path<V>) as UploadedAttachment[]
  const setFiles = (next: UploadedAttachment[]) =>
    form.setValue('files' as Path<V>, next as PathValue<V, Path<V>>, { shouldDirty: true })
  /** AttachmentUploads' props but its types */
  const uploads = {
    t,
    control: form.control,
    errorText,
    statementId: statement?.id ?? null,
    files: values.files,
    onAdded: (file: UploadedAttachment) => setFiles([...files(), file]),
    onRemoved: (id: string) => setFiles(files().filter((f) => f.id !== id)),
    onUploadingChange: setUploading,
  }
  return { container, restored, form, values, dirty, kept, errorText, focusInvalid, uploading, uploads }
}

/**
 * The save both income editors share (as a draft or sent) with the server's refusals in words, and
 * the way out to the list (Cancel asks, links and Back are guarded, nothing is guarded once a save
 * runs).
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
