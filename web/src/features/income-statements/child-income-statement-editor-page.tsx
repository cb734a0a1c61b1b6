import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useParams } from 'react-router'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import {
  helsinkiToday,
  validateIncomeStatement,
  type ChildIncomeStatementBody,
  type IncomeStatementDetail,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { flatResolver } from '../../shared/form-errors'
import { FormDateField, FormTextField, type ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { usePageTitle } from '../../shared/page-title'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { useFocusFirstInvalid } from '../../ui/error-summary'
import { ArrowLeftIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { AttachmentUploads } from './attachment-uploads'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import type { UploadedAttachment } from './income-form'
import { FormBoolean } from './income-sections'
import { incomeChildrenQuery, startDatesQuery, statementQuery } from './queries'
import { useIncomeEditorSave } from './editor-save'
import styles from './income-statements.module.css'

interface ChildForm {
  startDate: string | null
  endDate: string | null
  otherInfo: string
  assure: boolean
  files: UploadedAttachment[]
  attachments: Record<string, string[]>
}

const isChildForm = (v: unknown): v is ChildForm =>
  typeof v === 'object' && v !== null && Array.isArray((v as ChildForm).files) && 'assure' in v

const toBody = (v: ChildForm): ChildIncomeStatementBody => ({
  type: 'CHILD_INCOME',
  startDate: v.startDate ?? '',
  endDate: v.endDate,
  assure: v.assure,
  otherInfo: v.otherInfo,
  attachmentIds: v.files.map((f) => f.id),
})

/** spec 000 /child-income/:childId/:incomeStatementId/edit: a child's statement ("new": not saved yet) */
export default function ChildIncomeStatementEditorPage() {
  const { childId = '', incomeStatementId = '' } = useParams()
  const t = useIncomeStatementTexts()
  return (
    <AsyncBoundary notFoundText={t.view.notFound} resetKey={`${childId}/${incomeStatementId}`}>
      {incomeStatementId === 'new' ? (
        <NewStatement childId={childId} />
      ) : (
        <ExistingStatement childId={childId} id={incomeStatementId} />
      )}
    </AsyncBoundary>
  )
}

function NewStatement({ childId }: { childId: string }) {
  const { data: startDates } = useSuspenseQuery(startDatesQuery(childId))
  return <Editor childId={childId} statement={null} startDates={startDates} />
}

function ExistingStatement({ childId, id }: { childId: string; id: string }) {
  const [statement, startDates] = useSuspenseQueries({ queries: [statementQuery(id), startDatesQuery(childId)] })
  if (statement.data.status !== 'DRAFT' || statement.data.type !== 'CHILD_INCOME')
    return <Navigate to="/income" replace />
  return <Editor childId={childId} statement={statement.data} startDates={startDates.data} />
}

function ChildName({ childId, t }: { childId: string; t: IncomeStatementTexts }) {
  const { data } = useSuspenseQuery(incomeChildrenQuery)
  const child = data.find((c) => c.id === childId)
  const title = child ? t.form.childTitle(`${child.firstName} ${child.lastName}`) : t.types.CHILD_INCOME
  usePageTitle(title)
  return <h1>{title}</h1>
}

function Editor({
  childId,
  statement,
  startDates,
}: {
  childId: string
  statement: IncomeStatementDetail | null
  startDates: string[]
}) {
  const t = useIncomeStatementTexts()
  const container = useRef<HTMLFormElement>(null)
  const keptAs = `child-income.${childId}.${statement?.id ?? 'new'}`
  const [restored] = useState(() => readKept(keptAs, isChildForm))
  const context = useMemo(() => {
    const others = [...startDates]
    const own = statement ? others.indexOf(statement.startDate) : -1
    if (own >= 0) others.splice(own, 1)
    return { today: helsinkiToday(), existingStartDates: others }
  }, [startDates, statement])
  const draft = useRef(true)
  const form = useForm<ChildForm>({
    defaultValues: restored ?? {
      startDate: statement?.startDate ?? null,
      endDate: statement?.endDate ?? null,
      otherInfo: statement?.otherInfo ?? '',
      assure: false,
      files: statement?.attachments.map((a) => ({ id: a.id, name: a.name, type: a.type })) ?? [],
      attachments: {},
    },
    resolver: flatResolver((v: ChildForm) =>
      validateIncomeStatement(toBody(v), { ...context, draft: draft.current, attachments: v.files }),
    ),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const errorText: ErrorText = (key) => t.validation[key as keyof IncomeStatementTexts['validation']]
  const focusInvalid = useFocusFirstInvalid(container)
  const [uploading, setUploading] = useState(false)
  const { save, leaveForm } = useIncomeEditorSave(
    t,
    async ({ asDraft, body }: { asDraft: boolean; body: ChildIncomeStatementBody }) => {
      const query = { draft: asDraft ? ('true' as const) : ('false' as const) }
      if (statement)
        await apiCall('updateIncomeStatement', { params: { incomeStatementId: statement.id }, query, body })
      else await apiCall('createChildIncomeStatement', { params: { childId }, query, body })
    },
    { dirty, drop: kept.drop },
  )
  const submit = (asDraft: boolean) => {
    draft.current = asDraft
    void form.handleSubmit(
      (v) =>
        save.mutate(
          { asDraft, body: toBody(v) },
          {
            onSuccess: () => {
              toast(asDraft ? t.form.draftSaved : t.form.sent, 'success')
              leaveForm.leave()
            },
          },
        ),
      focusInvalid,
    )()
  }
  const setFiles = (files: UploadedAttachment[]) => form.setValue('files', files, { shouldDirty: true })
  const attachmentMissing = form.formState.errors.attachments !== undefined

  return (
    <div className={styles.page}>
      <Link to="/income" className={styles.back}>
        <ArrowLeftIcon />
        {t.form.back}
      </Link>
      <form
        ref={container}
        noValidate
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          submit(false)
        }}
      >
        <section className={styles.card}>
          <AsyncBoundary variant="inline" fallback={<h1>{t.types.CHILD_INCOME}</h1>}>
            <ChildName childId={childId} t={t} />
          </AsyncBoundary>
          <p className={styles.text}>{t.form.childIntro}</p>
          {restored && <Alert kind="info">{t.form.kept}</Alert>}
          <FormErrorSummary
            errors={form.formState.errors}
            shown={form.formState.isSubmitted}
            title={t.form.invalid}
            container={container}
            text={({ path, key }) => `${childFieldLabel(t, path)}: ${errorText(key)}`}
          />
        </section>
        <section className={styles.section} aria-labelledby="income-dates">
          <h2 id="income-dates">{t.form.dates.title}</h2>
          <div className={styles.dates}>
            <FormDateField
              control={form.control}
              name="startDate"
              errorText={errorText}
              label={t.form.dates.startDate}
              formatErrorKey="validDate"
              required
            />
            <FormDateField
              control={form.control}
              name="endDate"
              errorText={errorText}
              label={t.form.dates.endDate}
              formatErrorKey="validDate"
            />
          </div>
          <FormTextField
            control={form.control}
            name="otherInfo"
            errorText={errorText}
            label={t.form.otherInfo}
            multiline
          />
        </section>
        <section className={styles.section} aria-labelledby="income-attachments">
          <h2 id="income-attachments">{t.form.attachments.title}</h2>
          {attachmentMissing ? (
            <Alert kind="warning" live>
              {t.form.attachments.childRequired}
            </Alert>
          ) : (
            <p className={styles.info}>{t.form.attachments.childRequired}</p>
          )}
          <AttachmentUploads<ChildForm>
            t={t}
            control={form.control}
            errorText={errorText}
            statementId={statement?.id ?? null}
            types={['CHILD_INCOME']}
            files={values.files}
            onAdded={(file) => setFiles([...form.getValues('files'), file])}
            onRemoved={(id) => setFiles(form.getValues('files').filter((f) => f.id !== id))}
            onUploadingChange={setUploading}
          />
        </section>
        <section className={styles.section}>
          <FormBoolean control={form.control} name="assure" label={t.form.assure} />
          {save.errorText && (
            <Alert kind="error" live>
              <strong>{t.form.saveFailed}.</strong> {save.errorText}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button onClick={leaveForm.cancel}>{t.form.cancel}</Button>
            <Button onClick={() => submit(true)} disabled={save.isPending || uploading}>
              {t.form.saveDraft}
            </Button>
            {/* spec 002 §4: the child form's send waits for the assurance */}
            <Button variant="primary" type="submit" disabled={!values.assure || save.isPending || uploading}>
              {t.form.send}
            </Button>
          </div>
        </section>
      </form>
      {leaveForm.element}
    </div>
  )
}

function childFieldLabel(t: IncomeStatementTexts, path: string): string {
  if (path.startsWith('attachments.')) return t.attachmentTypes.CHILD_INCOME
  const labels: Record<string, string> = {
    startDate: t.form.dates.startDate,
    endDate: t.form.dates.endDate,
    otherInfo: t.form.otherInfo,
    assure: t.form.assure,
  }
  return labels[path] ?? path
}
