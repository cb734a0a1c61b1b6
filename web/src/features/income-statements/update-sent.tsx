import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { incomeStatementErrors, requiredAttachmentTypes, type IncomeStatementDetail } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast'
import { uniqueTypes } from './attachment-types'
import { AttachmentUploads } from './attachment-uploads'
import type { IncomeStatementTexts } from './i18n'
import { fromDetail, toInput, type UploadedAttachment } from './income-form'
import { incomeKeys } from './queries'
import styles from './income-statements.module.css'

interface UpdateForm {
  otherInfo: string
  files: UploadedAttachment[]
  attachments: Record<string, string[]>
}
const isUpdateForm = (v: unknown): v is UpdateForm =>
  typeof v === 'object' && v !== null && Array.isArray((v as UpdateForm).files) && 'otherInfo' in v

/** spec 002 §4: a SENT statement takes more other info and attachments, nothing else */
export default function UpdateSent({
  t,
  statement: s,
  onDone,
}: {
  t: IncomeStatementTexts
  statement: IncomeStatementDetail
  onDone: () => void
}) {
  const keptAs = `income-update.${s.id}`
  const [restored] = useState(() => readKept(keptAs, isUpdateForm))
  const form = useForm<UpdateForm>({
    defaultValues: restored ?? {
      otherInfo: s.otherInfo,
      files: s.attachments.map((a) => ({ id: a.id, name: a.name, type: a.type })),
      attachments: {},
    },
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const [uploading, setUploading] = useState(false)
  const done = useRef(false)
  const errorText: ErrorText = (key) => t.validation[key as keyof IncomeStatementTexts['validation']]
  const save = useApiMutation({
    mutationFn: (v: UpdateForm) =>
      apiCall('updateSentIncomeStatement', {
        params: { incomeStatementId: s.id },
        body: { otherInfo: v.otherInfo, attachmentIds: v.files.map((f) => f.id) },
      }),
    invalidates: [incomeKeys.all],
    errorTexts: { [incomeStatementErrors.notSent]: t.form.notEditable },
  })
  const types =
    s.type === 'CHILD_INCOME'
      ? uniqueTypes(['CHILD_INCOME'])
      : uniqueTypes([...requiredAttachmentTypes(toInput(fromDetail(s))), ...values.files.map((f) => f.type), 'OTHER'])
  const setFiles = (files: UploadedAttachment[]) => form.setValue('files', files, { shouldDirty: true })
  return (
    <form
      className={styles.section}
      aria-labelledby="update-sent"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(form.getValues(), {
          onSuccess: () => {
            done.current = true
            kept.drop()
            toast(t.form.updated, 'success')
            onDone()
          },
        })
      }}
    >
      <h2 id="update-sent">{t.form.updateSentTitle}</h2>
      <p className={styles.info}>{t.form.updateSentInfo}</p>
      {restored && <Alert kind="info">{t.form.kept}</Alert>}
      <FormTextField control={form.control} name="otherInfo" errorText={errorText} label={t.form.otherInfo} multiline />
      <h3>{t.form.attachments.title}</h3>
      <AttachmentUploads<UpdateForm>
        t={t}
        control={form.control}
        errorText={errorText}
        statementId={s.id}
        types={types}
        files={values.files}
        onAdded={(file) => setFiles([...form.getValues('files'), file])}
        onRemoved={(id) => setFiles(form.getValues('files').filter((f) => f.id !== id))}
        onUploadingChange={setUploading}
      />
      {save.errorText && (
        <Alert kind="error" live>
          <strong>{t.form.saveFailed}.</strong> {save.errorText}
        </Alert>
      )}
      <div className={styles.buttons}>
        <Button
          onClick={() => {
            kept.drop()
            onDone()
          }}
        >
          {t.form.cancel}
        </Button>
        <Button variant="primary" type="submit" disabled={save.isPending || uploading}>
          {t.form.saveUpdate}
        </Button>
      </div>
      <UnsavedGuard
        dirty={dirty && !done.current && !save.isPending && !save.isSuccess}
        texts={{ title: t.form.leaveTitle, text: t.form.leaveText, leave: t.form.leave, stay: t.form.stay }}
      />
    </form>
  )
}
