import { usePrefetchQuery, useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { decisionPdfPaths, type FinanceDecisionCitizenInfo } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { ButtonLink } from '../../ui/button'
import { formatDate, formatInstantDate, formatDateRange } from '@citizen/contract/web'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { childrenQuery } from '../children/public'
import { useDecisionTexts } from './i18n'
import {
  assistanceDecisionsQuery,
  decisionOverviewQuery,
  financeDecisionsQuery,
  preschoolAssistanceDecisionsQuery,
} from './queries'
import {
  childDecisionCards,
  sortFinanceDecisions,
  unconfirmedCount,
  type ChildDecision,
  type ChildDecisions,
} from './model'
import { DecisionStatusLabel, Facts, Panel } from './parts'
import { MetadataPanel } from '../process-metadata/public'
import pageStyles from '../../shared/page.module.css'
import styles from './decisions.module.css'

/** spec 002 "Decisions overview" (/decisions) */
export default function DecisionsPage() {
  const t = useDecisionTexts()
  usePageTitle(t.overview.title)
  // Asked at once with the others, though shown under its own boundary
  usePrefetchQuery(financeDecisionsQuery)
  return (
    // While the lists load, the heading and the summary already show (they need no data)
    <AsyncBoundary
      fallback={
        <div className={pageStyles.page}>
          <section className={pageStyles.card}>
            <h1>{t.overview.title}</h1>
            <p className={styles.text}>{t.overview.summary}</p>
          </section>
        </div>
      }
    >
      <Decisions />
    </AsyncBoundary>
  )
}

function Decisions() {
  const t = useDecisionTexts()
  const { lang } = useTranslation()
  const [overview, assistance, preschool, children] = useSuspenseQueries({
    queries: [decisionOverviewQuery, assistanceDecisionsQuery, preschoolAssistanceDecisionsQuery, childrenQuery],
  })
  // Read, not awaited: the finance list loads and fails on its own (one failing list does not hide the others)
  const financeCount = useQuery(financeDecisionsQuery).data?.length
  const childNames = new Map(children.data.map((c) => [c.id, `${c.firstName} ${c.lastName}`]))
  const cards = childDecisionCards(childNames, overview.data, assistance.data, preschool.data, lang)
  const unconfirmed = unconfirmedCount(overview.data)
  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <h1>{t.overview.title}</h1>
        <p className={styles.text}>{t.overview.summary}</p>
        {unconfirmed > 0 && <Alert kind="warning">{t.overview.unconfirmed(unconfirmed)}</Alert>}
        {cards.length === 0 && financeCount === 0 && <p>{t.overview.noDecisions}</p>}
      </section>
      <AsyncBoundary variant="inline" fallback={null}>
        <FinanceDecisions />
      </AsyncBoundary>
      {cards.length > 0 && <h2 className={styles.sectionTitle}>{t.overview.childrenTitle}</h2>}
      {cards.map((card) => (
        <ChildCard key={card.childId} card={card} />
      ))}
    </div>
  )
}

function FinanceDecisions() {
  const t = useDecisionTexts()
  const { data } = useSuspenseQuery(financeDecisionsQuery)
  const financeDecisions = sortFinanceDecisions(data)
  if (financeDecisions.length === 0) return null
  return (
    <section className={pageStyles.card} aria-labelledby="finance-decisions">
      <h2 id="finance-decisions">{t.overview.financeTitle}</h2>
      {financeDecisions.map((d, i) => (
        <FinanceDecision key={d.id} decision={d} initiallyOpen={i === 0} />
      ))}
    </section>
  )
}

function validity(t: ReturnType<typeof useDecisionTexts>, start: string, end: string | null) {
  return formatDateRange(start, end, t.finance.validFrom)
}

function FinanceDecision({
  decision: d,
  initiallyOpen,
}: {
  decision: FinanceDecisionCitizenInfo
  initiallyOpen: boolean
}) {
  const t = useDecisionTexts()
  const { t: common, lang } = useTranslation()
  const names = (people: { firstName: string; lastName: string }[]) =>
    people.map((p) => `${p.firstName} ${p.lastName}`).join(', ')
  const pdf =
    d.type === 'FEE_DECISION'
      ? decisionPdfPaths.feeDecision(d.id, lang)
      : decisionPdfPaths.voucherValueDecision(d.id, lang)
  return (
    <Panel title={`${t.finance.types[d.type]} ${validity(t, d.validFrom, d.validTo)}`} initiallyOpen={initiallyOpen}>
      <Facts
        items={[
          [t.finance.validity, validity(t, d.validFrom, d.validTo)],
          [t.finance.sentAt, formatInstantDate(d.sentAt)],
          [t.finance.coDebtors, names(d.coDebtors)],
          [t.finance.child, d.decisionChildren.length > 0 ? names(d.decisionChildren) : null],
        ]}
      />
      <a href={pdf} target="_blank" rel="noreferrer">
        {t.finance.openPdf} <span className="visually-hidden">{common.common.newWindow}</span>
      </a>
      <MetadataPanel kind={d.type === 'FEE_DECISION' ? 'feeDecision' : 'voucherValueDecision'} id={d.id} />
    </Panel>
  )
}

function ChildCard({ card }: { card: ChildDecisions }) {
  const t = useDecisionTexts()
  const headingId = `decisions-${card.childId}`
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId}>{card.childName}</h3>
        <span className={styles.muted}>
          {card.unconfirmed > 0
            ? t.overview.childUnconfirmed(card.unconfirmed)
            : card.awaitingApplicant > 0
              ? t.overview.childAwaitingApplicant(card.awaitingApplicant)
              : t.overview.childNoneUnconfirmed}
        </span>
      </div>
      {card.decisions.map((item) => (
        <ChildDecisionItem key={`${item.kind}-${item.decision.id}`} item={item} />
      ))}
    </section>
  )
}

function ChildDecisionItem({ item }: { item: ChildDecision }) {
  const t = useDecisionTexts()
  const { t: common, lang } = useTranslation()
  if (item.kind === 'application') {
    const d = item.decision
    return (
      <Panel title={t.decisionTypes[d.type]} initiallyOpen={d.resolved === null}>
        <Facts
          items={[
            [t.decision.sentDate, formatDate(d.sentDate)],
            [t.decision.status, <DecisionStatusLabel status={d.status} />],
            [t.decision.resolved, d.resolved ? formatDate(d.resolved) : null],
          ]}
        />
        {d.status === 'PENDING' && item.decidable && (
          <>
            <p className={styles.text}>{t.decision.confirmInfo}</p>
            <ButtonLink variant="primary" to={`/decisions/by-application/${d.applicationId}`}>
              {t.decision.goToConfirm}
            </ButtonLink>
          </>
        )}
        {/* The other guardian sees the status "awaiting confirmation" but cannot answer: say who does */}
        {d.status === 'PENDING' && !item.decidable && <p className={styles.text}>{t.decision.answeredByApplicant}</p>}
        {d.status !== 'PENDING' && item.actions.includes('DOWNLOAD_PDF') && (
          <a href={decisionPdfPaths.applicationDecision(d.id, lang)} target="_blank" rel="noreferrer">
            {t.decision.downloadPdf} <span className="visually-hidden">{common.common.newWindow}</span>
          </a>
        )}
        <MetadataPanel kind="application" id={d.applicationId} />
      </Panel>
    )
  }
  const d = item.decision
  const isPreschool = item.kind === 'preschoolAssistance'
  const badge = d.isUnread ? <span className={styles.unread}>{t.assistance.unread}</span> : undefined
  return (
    <Panel
      title={isPreschool ? t.assistance.preschoolTitle : t.assistance.title}
      initiallyOpen={d.isUnread}
      badge={badge}
    >
      <Facts
        items={[
          [t.assistance.decisionMade, formatDate(d.decisionMade)],
          item.kind === 'assistance'
            ? [
                t.assistance.levels,
                item.decision.assistanceLevels.map((l) => t.assistance.levelNames[l]).join(', ') || null,
              ]
            : [t.assistance.type, t.assistance.preschoolTypes[item.decision.type]],
          [t.assistance.validity, validity(t, d.validityPeriod.start, d.validityPeriod.end)],
          [
            t.assistance.unit,
            item.kind === 'assistance' ? (item.decision.selectedUnit?.name ?? null) : item.decision.unitName,
          ],
          [t.assistance.status, t.assistance.statuses[d.status]],
          [t.assistance.annulmentReason, d.status === 'ANNULLED' ? d.annulmentReason : null],
        ]}
      />
      <ButtonLink to={isPreschool ? `/decisions/assistance-preschool/${d.id}` : `/decisions/assistance/${d.id}`}>
        {t.assistance.open}
      </ButtonLink>
    </Panel>
  )
}
