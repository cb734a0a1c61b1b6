import type { ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate, formatDateRange, formatInstantDate, type IncomeStatementDetail } from '@citizen/contract/web'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePreloadWhenIdle } from '../../shared/after-interactive'
import { usePageTitle } from '../../shared/page-title'
import { AttachmentLinks } from '../../shared/uploads/attachment-links'
import { ButtonLink } from '../../ui/button'
import { attachmentName } from './attachment-types'
import { BackToIncome } from './back-link'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import { statementPath } from './paths'
import { statementQuery } from './queries'
import pageStyles from '../../shared/page.module.css'
import styles from './income-statements.module.css'

// The form's code only when details are being added: the statement read only never loads it
const UpdateSent = lazyComponent(() => import('./update-sent'))

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
  // Adding details is the one thing to do on a sent statement: the form's code once it is shown
  usePreloadWhenIdle([UpdateSent], updatable)
  const updating = updatable && params.get('update') === 'true'
  const path = statementPath(s.id, childId)
  return (
    <div className={pageStyles.page}>
      <BackToIncome />
      <section className={pageStyles.card}>
        <div className={styles.cardHeader}>
          <h1>{t.types[s.type]}</h1>
          {s.status === 'DRAFT' && <ButtonLink to={`${path}/edit`}>{t.view.edit}</ButtonLink>}
          {updatable && !updating && (
            <ButtonLink to={`${path}?update=true`} {...preloadOnIntent(UpdateSent)}>
              {t.view.addDetails}
            </ButtonLink>
          )}
        </div>
        <Facts t={t} statement={s} updating={updating} />
      </section>
      {updating && (
        <AsyncBoundary variant="inline" minHeight="16rem">
          <UpdateSent t={t} statement={s} onDone={() => setParams({})} />
        </AsyncBoundary>
      )}
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
