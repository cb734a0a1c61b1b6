import { useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useParams, useSearchParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  formatDate,
  formatDateRange,
  formatInstantDate,
  incomeStatementErrors,
  requiredAttachmentTypes,
  type IncomeStatementDetail,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { AsyncBoundary } from '../../shared/async-boundary'
import { FormTextField, type ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { usePageTitle } from '../../shared/page-title'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { AttachmentLinks } from '../../shared/uploads/attachment-links'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { ArrowLeftIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { AttachmentUploads, attachmentName, uniqueTypes } from './attachment-uploads'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import { fromDetail, toInput, type UploadedAttachment } from './income-form'
import { statementPath } from './paths'
import { incomeKeys, statementQuery } from './queries'
import styles from './income-statements.module.css'

/** spec 000 /income/:id and /child-income/:childId/:id: a statement read only; ?update=true adds details to a sent one */
export default function IncomeStatementViewPage() {
  const { incomeStatementId = '' } = useParams()
  const t = useIncomeStatementTexts()
  usePageTitle(t.view.title)
  return (
    <AsyncBoundary notFoundText={t.view.notFound} resetKey={incomeStatementId}>
      <StatementView id={incomeStatementId} />
    </AsyncBoundary>
  )
}

function StatementView({ id }: { id: string }) {
  const t = useIncomeStatementTexts()
  const { childId = null } = useParams()
  const [params, setParams] = useSearchParams()
  const { data: s } = useSuspenseQuery(statementQuery(id))
  const updatable = s.status === 'SENT' && s.type !== 'HIGHEST_FEE'
  const updating = updatable && params.get('update') === 'true'
  const path = statementPath(s.id, childId)
  return (
    <div className={styles.page}>
      <Link to="/income" className={styles.back}>
        <ArrowLeftIcon />
        {t.form.back}
      </Link>
      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h1>{t.types[s.type]}</h1>
          {s.status === 'DRAFT' && <ButtonLink to={`${path}/edit`}>{t.view.edit}</ButtonLink>}
          {updatable && !updating && <ButtonLink to={`${path}?update=true`}>{t.view.addDetails}</ButtonLink>}
        </div>
        <Facts t={t} statement={s} updating={updating} />
      </section>
      {updating && <UpdateSent t={t} statement={s} onDone={() => setParams({})} />}
    </div>
  )
}

function Facts({
  t,
  statement: s,
  updating,
}: {
  t: IncomeStatementTexts
  statement: IncomeStatementDetail
  updating: boolean
}) {
  const v = t.view
  const yesNo = (b: boolean) => (b ? v.yes : v.no)
  const rows: [string, ReactNode][] = [
    [v.status, t.statuses[s.status]],
    [v.validity, formatDateRange(s.startDate, s.endDate, v.from)],
  ]
  if (s.sentAt) rows.push([v.sentAt, formatInstantDate(s.sentAt)])
  if (s.handledAt)
    rows.push([v.handledAt, `${formatInstantDate(s.handledAt)}${s.handlerName ? `, ${s.handlerName}` : ''}`])
  const g = s.gross
  if (g?.type === 'INCOME') {
    rows.push([v.incomeSource, g.incomeSource ? t.form.gross[g.incomeSource] : '–'])
    if (g.estimatedMonthlyIncome !== null) rows.push([v.estimatedMonthlyIncome, v.euros(g.estimatedMonthlyIncome)])
    if (g.otherIncome.length > 0) rows.push([v.otherIncome, g.otherIncome.map((o) => t.otherIncomeTypes[o]).join(', ')])
    if (g.otherIncomeInfo) rows.push([v.otherIncomeInfo, <p className={styles.longText}>{g.otherIncomeInfo}</p>])
  } else if (g?.type === 'NO_INCOME') {
    rows.push([v.grossIncome, t.form.gross.NO_INCOME])
    rows.push([v.noIncomeDescription, <p className={styles.longText}>{g.noIncomeDescription}</p>])
  }
  const e = s.entrepreneur
  if (e) {
    const en = t.form.entrepreneur
    rows.push([en.startOfEntrepreneurship, e.startOfEntrepreneurship ? formatDate(e.startOfEntrepreneurship) : '–'])
    if (e.companyName) rows.push([en.companyName, e.companyName])
    if (e.businessId) rows.push([en.businessId, e.businessId])
    if (e.spouseWorksInCompany !== null) rows.push([en.spouseWorksInCompany, yesNo(e.spouseWorksInCompany)])
    rows.push([en.startupGrant, yesNo(e.startupGrant)])
    rows.push([en.checkupConsent, yesNo(e.checkupConsent)])
    const forms = [
      e.selfEmployed && t.companyForms.selfEmployed,
      e.limitedCompany && t.companyForms.limitedCompany,
      e.partnership && t.companyForms.partnership,
      e.lightEntrepreneur && t.companyForms.lightEntrepreneur,
    ].filter(Boolean)
    rows.push([v.companyForms, forms.join(', ') || '–'])
    const estimate = e.selfEmployed?.estimatedIncome
    if (estimate) {
      rows.push([
        v.selfEmployedEstimate,
        `${estimate.estimatedMonthlyIncome === null ? '–' : v.euros(estimate.estimatedMonthlyIncome)}, ${formatDateRange(
          estimate.incomeStartDate ?? s.startDate,
          estimate.incomeEndDate,
          v.from,
        )}`,
      ])
    }
    if (e.limitedCompany?.incomeSource) {
      rows.push([en.limitedCompanyIncomeSource, en[`limitedCompany${e.limitedCompany.incomeSource}`]])
    }
    const a = e.accountant
    if (a) rows.push([v.accountant, [a.name, a.address, a.phone, a.email].filter(Boolean).join(', ')])
  }
  if (s.type === 'INCOME') {
    rows.push([v.student, yesNo(s.student)])
    rows.push([v.alimonyPayer, yesNo(s.alimonyPayer)])
  }
  if (!updating && s.type !== 'HIGHEST_FEE') {
    rows.push([v.otherInfo, s.otherInfo ? <p className={styles.longText}>{s.otherInfo}</p> : '–'])
    rows.push([v.attachments, <AttachmentsByType t={t} statement={s} />])
  }
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function AttachmentsByType({ t, statement: s }: { t: IncomeStatementTexts; statement: IncomeStatementDetail }) {
  if (s.attachments.length === 0) return <>{t.view.noAttachments}</>
  const types = [...new Set(s.attachments.map((a) => a.type))]
  return (
    <>
      {types.map((type) => (
        <div key={type}>
          <strong>{attachmentName(t, type)}</strong>
          <AttachmentLinks files={s.attachments.filter((a) => a.type === type)} label={attachmentName(t, type)} />
        </div>
      ))}
    </>
  )
}

interface UpdateForm {
  otherInfo: string
  files: UploadedAttachment[]
  attachments: Record<string, string[]>
}
const isUpdateForm = (v: unknown): v is UpdateForm =>
  typeof v === 'object' && v !== null && Array.isArray((v as UpdateForm).files) && 'otherInfo' in v

/** spec 002 §4: a SENT statement takes more other info and attachments, nothing else */
function UpdateSent({
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
