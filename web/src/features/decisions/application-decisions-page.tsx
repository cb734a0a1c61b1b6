import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { decisionErrors, decisionPdfPaths, type DecisionWithValidStartDatePeriod } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { DateField } from '../../ui/form'
import { Loading } from '../../ui/spinner'
import { formatDate, formatDateRange } from '@citizen/contract/web'
import { ApiError } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { useGlobalDialogs } from '../../shared/dialogs/global-dialogs'
import { useDecisionTexts, type DecisionTexts } from './i18n'
import { useAcceptDecision, useApplicationDecisions, useRejectDecision } from './queries'
import { isConnectedDecision, isValidStartDate, leavingNeedsConfirmation } from './model'
import { BackToDecisions, DecisionStatusLabel, Facts } from './parts'
import formStyles from '../../ui/form.module.css'
import styles from './decisions.module.css'
import { apiErrorText } from '../../shared/fetch-error'

/** spec 002 "Confirmation page by application": every decision of one application, answered here. */
export default function ApplicationDecisionsPage() {
  const { applicationId = '' } = useParams()
  const t = useDecisionTexts()
  const common = useTranslation().t
  const navigate = useNavigate()
  usePageTitle(t.confirm.title)
  const { data, isPending, isError, error } = useApplicationDecisions(applicationId)
  const [askingToLeave, setAskingToLeave] = useState(false)
  if (isPending) return <Loading label={common.common.loading} />
  if (isError || data.length === 0) {
    const notFound = !isError || (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <div className={styles.page}>
        <BackToDecisions />
        <Alert kind="error">{notFound ? t.confirm.notFound : common.common.errors.fetchFailed}</Alert>
      </div>
    )
  }
  const childName = data[0]!.decision.childName
  return (
    <div className={styles.page}>
      <BackToDecisions
        onClick={(e) => {
          if (!leavingNeedsConfirmation(data.map((d) => d.decision))) return
          e.preventDefault()
          setAskingToLeave(true)
        }}
      />
      <section className={styles.card}>
        <h1>{t.confirm.title}</h1>
        <p className={styles.muted}>{childName}</p>
        <p className={styles.text}>{t.confirm.intro}</p>
      </section>
      <section className={styles.card}>
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
              <Button onClick={() => navigate('/decisions')}>{t.confirm.noResponseLeave}</Button>
            </>
          }
        >
          <p>{t.confirm.noResponseText}</p>
        </Dialog>
      )}
    </div>
  )
}

function errorText(t: DecisionTexts, error: unknown): string {
  const code = error instanceof ApiError ? error.errorCode : undefined
  switch (code) {
    case decisionErrors.notPending:
      return t.confirm.errors.notPending
    case decisionErrors.primaryNotAccepted:
      return t.confirm.errors.primaryNotAccepted
    case decisionErrors.invalidRequestedStartDate:
      return t.confirm.errors.invalidStartDate
    case decisionErrors.invalidApplicationStatus:
      return t.confirm.errors.invalidApplicationStatus
    default:
      return t.confirm.errors.generic
  }
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
        <AnswerForm item={item} applicationId={applicationId} onAnswered={setResult} />
      )}
      {/* Outside the form: the form goes away once the answer is in, the message stays */}
      <p role="status" className={styles.statusMessage}>
        {result}
      </p>
    </article>
  )
}

function AnswerForm({
  item,
  applicationId,
  onAnswered: showResult,
}: {
  item: DecisionWithValidStartDatePeriod
  applicationId: string
  onAnswered: (message: string) => void
}) {
  const t = useDecisionTexts()
  const common = useTranslation().t
  const dialogs = useGlobalDialogs()
  const { decision: d, validRequestedStartDatePeriod: period } = item
  const fixedDate = period.start === period.end
  const [answer, setAnswer] = useState<'accept' | 'reject' | null>(null)
  const [startDate, setStartDate] = useState<string | null>(period.start)
  const [submitted, setSubmitted] = useState(false)
  // Either answer is final: it is sent only after the dialog that says what will happen
  const [confirming, setConfirming] = useState<'accept' | 'reject' | null>(null)
  const accept = useAcceptDecision(applicationId)
  const reject = useRejectDecision(applicationId)
  const sending = accept.isPending || reject.isPending
  const blocked = item.blockedByPrimary
  const dateError =
    answer === 'accept' && submitted && !isValidStartDate(startDate, period) ? t.confirm.invalidStartDate : undefined
  // mutateAsync: this form is gone once the refetched decision is no longer PENDING, the page is not
  const send = async (answering: Promise<{ alreadyAnswered: boolean }>) => {
    try {
      const r = await answering
      showResult(r.alreadyAnswered ? t.confirm.alreadyAnswered : t.confirm.saved)
    } catch (error) {
      dialogs.showError({ title: t.confirm.submitFailed, text: apiErrorText(common, error, errorText(t, error)) })
    }
  }
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (answer === 'accept' && !isValidStartDate(startDate, period)) return
    if (answer) setConfirming(answer)
  }
  const onConfirm = () => {
    setConfirming(null)
    if (answer === 'accept' && isValidStartDate(startDate, period)) {
      void send(accept.mutateAsync({ decisionId: d.id, requestedStartDate: startDate }))
    } else if (answer === 'reject') {
      void send(reject.mutateAsync({ decisionId: d.id }))
    }
  }
  const groupName = `answer-${d.id}`
  return (
    <form onSubmit={onSubmit} noValidate>
      {blocked ? (
        <Alert kind="info">{t.confirm.blocked}</Alert>
      ) : (
        <p>{t.confirm.answerBy(formatDate(item.answerDeadline))}</p>
      )}
      <fieldset className={formStyles.group} disabled={blocked || sending}>
        <legend className={formStyles.legend}>{t.confirm.answerLegend}</legend>
        <label className={formStyles.check}>
          <input type="radio" name={groupName} checked={answer === 'accept'} onChange={() => setAnswer('accept')} />
          <span>{t.confirm.accept}</span>
        </label>
        {answer === 'accept' &&
          (fixedDate ? (
            <p>{t.confirm.fixedStartDate(formatDate(period.start))}</p>
          ) : (
            <DateField
              label={t.confirm.startDate}
              value={startDate}
              onChange={setStartDate}
              hint={t.confirm.startDateHint(formatDate(period.start), formatDate(period.end))}
              error={dateError}
              required
            />
          ))}
        <label className={formStyles.check}>
          <input type="radio" name={groupName} checked={answer === 'reject'} onChange={() => setAnswer('reject')} />
          <span>{t.confirm.reject}</span>
        </label>
        {submitted && answer === null && <span className={formStyles.error}>{t.confirm.chooseAnswer}</span>}
      </fieldset>
      <Button type="submit" variant="primary" disabled={blocked || sending}>
        {sending ? t.confirm.sending : t.confirm.submit}
      </Button>
      {confirming === 'accept' && (
        <Dialog
          title={t.confirm.acceptTitle}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => setConfirming(null)}>{common.common.cancel}</Button>
              <Button variant="primary" onClick={onConfirm}>
                {t.confirm.acceptConfirm}
              </Button>
            </>
          }
        >
          <p>{t.confirm.acceptText(d.unit.name, formatDate(startDate))}</p>
        </Dialog>
      )}
      {confirming === 'reject' && (
        <Dialog
          title={item.rejectCascades ? t.confirm.doubleRejectTitle : t.confirm.rejectTitle}
          role="alertdialog"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => setConfirming(null)}>{common.common.cancel}</Button>
              <Button variant="danger" onClick={onConfirm}>
                {item.rejectCascades ? t.confirm.doubleRejectConfirm : t.confirm.rejectConfirm}
              </Button>
            </>
          }
        >
          <p>{t.confirm.rejectText(d.unit.name)}</p>
          {item.rejectCascades && <p>{t.confirm.doubleRejectText}</p>}
          {/* What happens to the application: decisions/policy.ts statusAfterReject */}
          <p>{isConnectedDecision(d.type) ? t.confirm.rejectKeepsPrimary : t.confirm.rejectEndsApplication}</p>
        </Dialog>
      )}
    </form>
  )
}
