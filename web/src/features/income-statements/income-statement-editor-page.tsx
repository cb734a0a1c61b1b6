import { useEffect, useRef, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import {
  missingAttachmentTypes,
  requiredAttachmentTypes,
  type AdultIncomeStatementBody,
  type IncomeAttachmentType,
  type IncomeStatementDetail,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { usePageTitle } from '../../shared/page-title'
import { toast } from '../../ui/toast'
import { AttachmentUploads, MissingAttachments } from './attachment-uploads'
import { attachmentName, uniqueTypes } from './attachment-types'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import {
  emptyIncomeForm,
  fromDetail,
  incomeFormErrors,
  isIncomeForm,
  toBody,
  toInput,
  type IncomeForm,
} from './income-form'
import {
  ChoiceSection,
  DatesSection,
  EntrepreneurSection,
  FormBoolean,
  GrossSection,
  OthersSection,
} from './income-sections'
import { startDatesQuery, statementQuery } from './queries'
import { IncomeEditorFrame } from './editor-frame'
import { useIncomeEditorForm, useIncomeEditorSave } from './editor-save'
import styles from './income-statements.module.css'

/** spec 000 /income/:incomeStatementId/edit ("new": a statement not saved yet): the adult form */
export default function IncomeStatementEditorPage() {
  const { incomeStatementId = '' } = useParams()
  const t = useIncomeStatementTexts()
  usePageTitle(incomeStatementId === 'new' ? t.form.newTitle : t.form.editTitle)
  return (
    <AsyncBoundary notFoundText={t.view.notFound} resetKey={incomeStatementId}>
      {incomeStatementId === 'new' ? <NewStatement /> : <ExistingStatement id={incomeStatementId} />}
    </AsyncBoundary>
  )
}

function NewStatement() {
  const { data: startDates } = useSuspenseQuery(startDatesQuery(null))
  return <Editor statement={null} startDates={startDates} />
}

function ExistingStatement({ id }: { id: string }) {
  const [statement, startDates] = useSuspenseQueries({ queries: [statementQuery(id), startDatesQuery(null)] })
  // Sent, handled or a child's: not editable here (spec 002 "Income forms")
  if (statement.data.status !== 'DRAFT' || statement.data.type === 'CHILD_INCOME') {
    return <Navigate to="/income" replace />
  }
  return <Editor statement={statement.data} startDates={startDates.data} />
}

type Mode = 'draft' | 'send'

function Editor({ statement, startDates }: { statement: IncomeStatementDetail | null; startDates: string[] }) {
  const t = useIncomeStatementTexts()
  const mode = useRef<Mode>('draft')
  const { container, restored, form, values, dirty, kept, errorText, focusInvalid, uploading, uploads } =
    useIncomeEditorForm({
      t,
      keptAs: `income.${statement?.id ?? 'new'}`,
      looksKept: isIncomeForm,
      initial: () => (statement ? fromDetail(statement) : emptyIncomeForm()),
      statement,
      startDates,
      errors: (values: IncomeForm, context) =>
        incomeFormErrors(values, { ...context, draft: mode.current === 'draft' }),
    })
  const [submittedAs, setSubmittedAs] = useState<Mode | null>(null)

  // spec 002 §4: unticking limited company clears its income source
  const limitedCompany = values.entrepreneur.companyForms.includes('limitedCompany')
  useEffect(() => {
    if (!limitedCompany && form.getValues('entrepreneur.limitedCompanyIncomeSource') !== null)
      form.setValue('entrepreneur.limitedCompanyIncomeSource', null)
  }, [limitedCompany, form])

  const { save, leaveForm } = useIncomeEditorSave(
    t,
    async ({ draft, values }: { draft: boolean; values: IncomeForm }) => {
      const body = toBody(values)
      const query = { draft: draft ? ('true' as const) : ('false' as const) }
      if (statement)
        await apiCall('updateIncomeStatement', { params: { incomeStatementId: statement.id }, query, body })
      else await apiCall('createIncomeStatement', { query, body: body as AdultIncomeStatementBody })
    },
    { dirty, drop: kept.drop },
  )

  const submit = (as: Mode) => {
    mode.current = as
    setSubmittedAs(as)
    void form.handleSubmit(
      (v) =>
        save.mutate(
          { draft: as === 'draft', values: v },
          {
            onSuccess: () => {
              toast(as === 'draft' ? t.form.draftSaved : t.form.sent, 'success')
              leaveForm.leave()
            },
          },
        ),
      focusInvalid,
    )()
  }

  const input = toInput(values)
  const required = requiredAttachmentTypes(input)
  const types = uniqueTypes([...required, ...values.files.map((f) => f.type), 'OTHER'])
  const missing = submittedAs === 'send' ? missingAttachmentTypes(input, values.files) : []
  const highestFee = values.choice.includes('highestFee')
  const section = { t, control: form.control, errorText, values }

  return (
    <IncomeEditorFrame
      t={t}
      container={container}
      title={<h1>{statement ? t.form.editTitle : t.form.newTitle}</h1>}
      intro={t.form.intro}
      restored={restored !== null}
      summary={
        submittedAs && (
          <FormErrorSummary
            formState={form.formState}
            title={t.form.invalid}
            container={container}
            text={({ path, key }) => `${fieldLabel(t, path)}: ${errorText(key)}`}
          />
        )
      }
      assurance={
        <FormBoolean
          control={form.control}
          name="assure"
          groupLabel={t.form.assureTitle}
          hint={t.form.assureInfo}
          label={t.form.assure}
          errorText={errorText}
          required
        />
      }
      save={save}
      leaveForm={leaveForm}
      uploading={uploading}
      onSend={() => submit('send')}
      onSaveDraft={() => submit('draft')}
    >
      <DatesSection {...section} />
      <ChoiceSection {...section} />
      {values.choice.includes('gross') && <GrossSection {...section} />}
      {values.choice.includes('entrepreneur') && <EntrepreneurSection {...section} />}
      {!highestFee && <OthersSection {...section} />}
      {!highestFee && (
        <section className={styles.section} aria-labelledby="income-attachments">
          <h2 id="income-attachments">{t.form.attachments.title}</h2>
          <p className={styles.info}>{t.form.attachments.info}</p>
          <MissingAttachments t={t} missing={missing} />
          <AttachmentUploads<IncomeForm> {...uploads} types={types} />
        </section>
      )}
    </IncomeEditorFrame>
  )
}

/** A field's name in the error summary, by the form's path */
export function fieldLabel(t: IncomeStatementTexts, path: string): string {
  if (path.startsWith('attachments.')) {
    return attachmentName(t, path.slice('attachments.'.length) as IncomeAttachmentType)
  }
  const f = t.form
  const e = f.entrepreneur
  const labels: Record<string, string> = {
    startDate: f.dates.startDate,
    endDate: f.dates.endDate,
    choice: f.type.title,
    'gross.incomeSource': f.gross.incomeSource,
    'gross.estimatedMonthlyIncome': f.gross.estimatedMonthlyIncome,
    'gross.noIncomeDescription': f.gross.noIncomeDescription,
    'gross.otherIncome': f.gross.otherIncome,
    'gross.otherIncomeInfo': f.gross.otherIncomeInfo,
    'entrepreneur.startOfEntrepreneurship': e.startOfEntrepreneurship,
    'entrepreneur.companyName': e.companyName,
    'entrepreneur.businessId': e.businessId,
    'entrepreneur.spouseWorksInCompany': e.spouseWorksInCompany,
    'entrepreneur.companyForms': e.companyForms,
    'entrepreneur.selfEmployedChoice': e.selfEmployed,
    'entrepreneur.estimatedIncome.estimatedMonthlyIncome': e.estimatedMonthlyIncome,
    'entrepreneur.estimatedIncome.incomeStartDate': e.incomeStartDate,
    'entrepreneur.estimatedIncome.incomeEndDate': e.incomeEndDate,
    'entrepreneur.limitedCompanyIncomeSource': e.limitedCompanyIncomeSource,
    'entrepreneur.accountant.name': e.accountant.name,
    'entrepreneur.accountant.address': e.accountant.address,
    'entrepreneur.accountant.phone': e.accountant.phone,
    'entrepreneur.accountant.email': e.accountant.email,
    otherInfo: f.otherInfo,
    assure: f.assure,
  }
  return labels[path] ?? path
}
