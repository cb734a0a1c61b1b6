import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useParams } from 'react-router'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import {
  helsinkiToday,
  missingAttachmentTypes,
  requiredAttachmentTypes,
  type AdultIncomeStatementBody,
  type IncomeAttachmentType,
  type IncomeStatementDetail,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { flatResolver } from '../../shared/form-errors'
import type { ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { usePageTitle } from '../../shared/page-title'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { useFocusFirstInvalid } from '../../ui/error-summary'
import { ArrowLeftIcon } from '../../ui/icons'
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
  type UploadedAttachment,
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
import { useIncomeEditorSave } from './editor-save'
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
  const container = useRef<HTMLFormElement>(null)
  const keptAs = `income.${statement?.id ?? 'new'}`
  const [restored] = useState(() => readKept(keptAs, isIncomeForm))
  const context = useMemo(() => {
    // The statement's own saved start is not another's
    const others = [...startDates]
    const own = statement ? others.indexOf(statement.startDate) : -1
    if (own >= 0) others.splice(own, 1)
    return { today: helsinkiToday(), existingStartDates: others }
  }, [startDates, statement])
  const mode = useRef<Mode>('draft')
  const form = useForm<IncomeForm>({
    defaultValues: restored ?? (statement ? fromDetail(statement) : emptyIncomeForm()),
    resolver: flatResolver((values: IncomeForm) =>
      incomeFormErrors(values, { ...context, draft: mode.current === 'draft' }),
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
  const setFiles = (files: UploadedAttachment[]) => form.setValue('files', files, { shouldDirty: true })
  const highestFee = values.choice.includes('highestFee')
  const section = { t, control: form.control, errorText, values }

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
          submit('send')
        }}
      >
        <section className={styles.card}>
          <h1>{statement ? t.form.editTitle : t.form.newTitle}</h1>
          <p className={styles.text}>{t.form.intro}</p>
          {restored && <Alert kind="info">{t.form.kept}</Alert>}
          {submittedAs && (
            <FormErrorSummary
              errors={form.formState.errors}
              shown={form.formState.isSubmitted}
              title={t.form.invalid}
              container={container}
              text={({ path, key }) => `${fieldLabel(t, path)}: ${errorText(key)}`}
            />
          )}
        </section>
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
            <AttachmentUploads<IncomeForm>
              t={t}
              control={form.control}
              errorText={errorText}
              statementId={statement?.id ?? null}
              types={types}
              files={values.files}
              onAdded={(file) => setFiles([...form.getValues('files'), file])}
              onRemoved={(id) => setFiles(form.getValues('files').filter((f) => f.id !== id))}
              onUploadingChange={setUploading}
            />
          </section>
        )}
        <section className={styles.section}>
          <FormBoolean
            control={form.control}
            name="assure"
            groupLabel={t.form.assureTitle}
            hint={t.form.assureInfo}
            label={t.form.assure}
            errorText={errorText}
            required
          />
          {save.errorText && (
            <Alert kind="error" live>
              <strong>{t.form.saveFailed}.</strong> {save.errorText}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button onClick={leaveForm.cancel}>{t.form.cancel}</Button>
            <Button onClick={() => submit('draft')} disabled={save.isPending || uploading}>
              {t.form.saveDraft}
            </Button>
            <Button variant="primary" type="submit" disabled={save.isPending || uploading}>
              {t.form.send}
            </Button>
          </div>
        </section>
      </form>
      {leaveForm.element}
    </div>
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
