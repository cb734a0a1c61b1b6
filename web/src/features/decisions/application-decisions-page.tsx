import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { decisionPdfPaths, type DecisionWithValidStartDatePeriod } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { formatDate, formatDateRange } from '@citizen/contract/web'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent } from '../../shared/lazy-component'
import { whenInteractive } from '../../shared/after-interactive'
import { usePageTitle } from '../../shared/page-title'
import { useDecisionTexts } from './i18n'
import { applicationDecisionsQuery } from './queries'
import { leavingNeedsConfirmation } from './model'
import { BackToDecisions, DecisionStatusLabel, Facts } from './parts'
import pageStyles from '../../shared/page.module.css'
import styles from './decisions.module.css'

// The form's code only while a decision waits for this guardian's answer: answered ones are read
// only. Not the page's first load either (issue 40): asked for at the first idle moment after the
// decisions have rendered, the inline boundary's placeholder holding the form's place until then
const AnswerForm = lazyComponent(async () => {
  await new Promise<void>((rendered) => whenInteractive(rendered))
  return import('./answer-form')
})

/** spec 002 "Confirmation page by application": every decision of one application, answered here. */
export default function ApplicationDecisionsPage() {
  const { applicationId = '' } = useParams()
  const t = useDecisionTexts()
  usePageTitle(t.confirm.title)
  // Another family's application answers 404 like a missing one
  return (
    <AsyncBoundary notFoundText={t.confirm.notFound} resetKey={applicationId}>
      <ApplicationDecisions applicationId={applicationId} />
    </AsyncBoundary>
  )
}

function ApplicationDecisions({ applicationId }: { applicationId: string }) {
  const t = useDecisionTexts()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(applicationDecisionsQuery(applicationId))
  const [askingToLeave, setAskingToLeave] = useState(false)
  if (data.length === 0) {
    return (
      <div className={pageStyles.page}>
        <BackToDecisions />
        <Alert kind="error">{t.confirm.notFound}</Alert>
      </div>
    )
  }
  const childName = data[0]!.decision.childName
  return (
    <div className={pageStyles.page}>
      <BackToDecisions
        onClick={(e) => {
          if (!leavingNeedsConfirmation(data.map((d) => d.decision))) return
          e.preventDefault()
          setAskingToLeave(true)
        }}
      />
      <section className={pageStyles.card}>
        <h1>{t.confirm.title}</h1>
        <p className={styles.muted}>{childName}</p>
        <p className={styles.text}>{t.confirm.intro}</p>
      </section>
      <section className={pageStyles.card}>
        {data.map((d) => (
          <DecisionAnswer key={d.decision.id} item={d} applicationId={applicationId} />
        ))}
      </section>
      {askingToLeave && (
        <Dialog
          title={t.confirm.noResponseTitle}
          onClose={() => setAskingToLeave(false)}
          actions={
            <>
              <Button variant="primary" onClick={() => setAskingToLeave(false)}>
                {t.confirm.noResponseStay}
              </Button>
              <Button onClick={() => void navigate('/decisions')}>{t.confirm.noResponseLeave}</Button>
            </>
          }
        >
          <p>{t.confirm.noResponseText}</p>
        </Dialog>
      )}
    </div>
  )
}

function DecisionAnswer({ item, applicationId }: { item: DecisionWithValidStartDatePeriod; applicationId: string }) {
  const t = useDecisionTexts()
  const { t: common, lang } = useTranslation()
  const { decision: d } = item
  const headingId = `decision-${d.id}`
  const [result, setResult] = useState<string | null>(null)
  return (
    <article className={styles.decision} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.decisionTypes[d.type]}</h2>
      <Facts
        items={[
          [t.decision.sentDate, formatDate(d.sentDate)],
          [t.confirm.unit, d.unit.name],
          [t.confirm.period, formatDateRange(d.startDate, d.endDate, t.finance.validFrom)],
          [t.decision.status, <DecisionStatusLabel status={d.status} />],
        ]}
      />
      {item.permittedActions.includes('DOWNLOAD_PDF') && (
        <p>
          <a href={decisionPdfPaths.applicationDecision(d.id, lang)} target="_blank" rel="noreferrer">
            {t.decision.downloadPdf} <span className="visually-hidden">{common.common.newWindow}</span>
          </a>
        </p>
      )}
      {d.status === 'ACCEPTED' && d.resolved && <p>{t.confirm.answeredAccepted(formatDate(d.resolved))}</p>}
      {d.status === 'REJECTED' && d.resolved && <p>{t.confirm.answeredRejected(formatDate(d.resolved))}</p>}
      {d.status === 'PENDING' && !item.canDecide && <Alert kind="info">{t.confirm.notDecider}</Alert>}
      {d.status === 'PENDING' && item.canDecide && (
        <AsyncBoundary variant="inline" minHeight="12rem">
          <AnswerForm item={item} applicationId={applicationId} onAnswered={setResult} />
        </AsyncBoundary>
      )}
      {/* Outside the form: the form goes away once the answer is in, the message stays */}
      <p role="status" className={styles.statusMessage}>
        {result}
      </p>
    </article>
  )
}
