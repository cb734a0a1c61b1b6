import { useRef } from 'react'
import { Navigate, useParams } from 'react-router'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import {
  validateIncomeStatement,
  type ChildIncomeStatementBody,
  type IncomeStatementDetail,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormTextField } from '../../shared/form/fields'
import { usePageTitle } from '../../shared/page-title'
import { Alert } from '../../ui/alert'
import { toast } from '../../ui/toast'
import { AttachmentUploads } from './attachment-uploads'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import type { UploadedAttachment } from './income-form'
import { FormBoolean, StatementDates } from './income-sections'
import { incomeChildrenQuery, startDatesQuery, statementQuery } from './queries'
import { useIncomeEditorForm, useIncomeEditorSave } from './editor-save'
import { IncomeEditorFrame } from './editor-frame'
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
  const draft = useRef(true)
  const { container, restored, form, values, dirty, kept, errorText, focusInvalid, uploading, uploads } =
    useIncomeEditorForm({
      t,
      keptAs: `child-income.${childId}.${statement?.id ?? 'new'}`,
      looksKept: isChildForm,
      initial: (): ChildForm => ({
        startDate: statement?.startDate ?? null,
        endDate: statement?.endDate ?? null,
        otherInfo: statement?.otherInfo ?? '',
        assure: false,
        files: statement?.attachments.map((a) => ({ id: a.id, name: a.name, type: a.type })) ?? [],
        attachments: {},
      }),
      statement,
      startDates,
      errors: (v: ChildForm, context) =>
        validateIncomeStatement(toBody(v), { ...context, draft: draft.current, attachments: v.files }),
    })
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
  const attachmentMissing = form.formState.errors.attachments !== undefined

  return (
    <IncomeEditorFrame
      t={t}
      container={container}
      title={
        <AsyncBoundary variant="inline" fallback={<h1>{t.types.CHILD_INCOME}</h1>}>
          <ChildName childId={childId} t={t} />
        </AsyncBoundary>
      }
      intro={t.form.childIntro}
      restored={restored !== null}
      summary={
        <FormErrorSummary
          formState={form.formState}
          title={t.form.invalid}
          container={container}
          text={({ path, key }) => `${childFieldLabel(t, path)}: ${errorText(key)}`}
        />
      }
      assurance={<FormBoolean control={form.control} name="assure" label={t.form.assure} />}
      save={save}
      leaveForm={leaveForm}
      uploading={uploading}
      // spec 002 §4: the child form's send waits for the assurance
      canSend={values.assure}
      onSend={() => submit(false)}
      onSaveDraft={() => submit(true)}
    >
      <section className={styles.section} aria-labelledby="income-dates">
        <h2 id="income-dates">{t.form.dates.title}</h2>
        <StatementDates t={t} control={form.control} errorText={errorText} endRequired={false} />
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
        <AttachmentUploads<ChildForm> {...uploads} types={['CHILD_INCOME']} />
      </section>
    </IncomeEditorFrame>
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
