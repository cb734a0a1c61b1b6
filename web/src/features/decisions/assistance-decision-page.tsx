import { useEffect, useRef, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { decisionPdfPaths, type AssistanceDecision, type PreschoolAssistanceDecision } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { formatDate, formatDateRange } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { useDecisionTexts, type DecisionTexts } from './i18n'
import { assistanceDecisionQuery, decisionKeys, preschoolAssistanceDecisionQuery } from './queries'
import { headerCountKeys } from '../../shared/header-counts'
import { BackToDecisions, Facts } from './parts'
import pageStyles from '../../shared/page.module.css'
import styles from './decisions.module.css'

type Kind = 'assistance' | 'preschoolAssistance'

/** /decisions/assistance/{id}: an early childhood education assistance decision */
export default function AssistanceDecisionPage() {
  return <DecisionPage>{(id) => <LoadAssistanceDecision id={id} />}</DecisionPage>
}

/** /decisions/assistance-preschool/{id}: a preschool assistance decision */
export function PreschoolAssistanceDecisionPage() {
  return <DecisionPage>{(id) => <LoadPreschoolAssistanceDecision id={id} />}</DecisionPage>
}

function LoadAssistanceDecision({ id }: { id: string }) {
  const { data } = useSuspenseQuery(assistanceDecisionQuery(id))
  return (
    <DecisionContent kind="assistance" decision={data} render={(d, t) => <AssistanceContent decision={d} t={t} />} />
  )
}

function LoadPreschoolAssistanceDecision({ id }: { id: string }) {
  const { data } = useSuspenseQuery(preschoolAssistanceDecisionQuery(id))
  return (
    <DecisionContent
      kind="preschoolAssistance"
      decision={data}
      render={(d, t) => <PreschoolContent decision={d} t={t} />}
    />
  )
}

/** The page frame: the one loading and error handling (a malformed or foreign id is not found) */
function DecisionPage({ children }: { children: (id: string) => ReactNode }) {
  const { id = '' } = useParams()
  const t = useDecisionTexts()
  return <AsyncBoundary notFoundText={t.assistanceDecision.notFound}>{children(id)}</AsyncBoundary>
}

function DecisionContent<D extends AssistanceDecision | PreschoolAssistanceDecision>({
  kind,
  decision: d,
  render,
}: {
  kind: Kind
  decision: D
  render: (decision: D, t: DecisionTexts) => ReactNode
}) {
  const t = useDecisionTexts()
  const { t: common, lang } = useTranslation()
  const title = kind === 'assistance' ? t.assistance.title : t.assistance.preschoolTitle
  // Set by the content, not the frame: a not-found card sets its own
  usePageTitle(title)
  useMarkReadOnce(kind, d)
  const pdf =
    kind === 'assistance'
      ? decisionPdfPaths.assistanceDecision(d.id, lang)
      : decisionPdfPaths.preschoolAssistanceDecision(d.id, lang)
  return (
    <div className={pageStyles.page}>
      <BackToDecisions />
      <article className={pageStyles.card} aria-labelledby="assistance-decision-title">
        <h1 id="assistance-decision-title">{title}</h1>
        {d.status === 'ANNULLED' && <Alert kind="warning">{t.assistanceDecision.annulled(d.annulmentReason)}</Alert>}
        <Facts
          items={[
            [t.assistanceDecision.decisionNumber, String(d.decisionNumber)],
            [t.assistanceDecision.child, `${d.child.firstName} ${d.child.lastName}`],
            [t.assistanceDecision.dateOfBirth, formatDate(d.child.dateOfBirth)],
            [t.assistance.decisionMade, formatDate(d.decisionMade)],
            [t.assistance.validity, formatDateRange(d.validityPeriod.start, d.validityPeriod.end, t.finance.validFrom)],
            [t.assistance.status, t.assistance.statuses[d.status]],
          ]}
        />
        <p>
          <a href={pdf} target="_blank" rel="noreferrer">
            {t.decision.downloadPdf} <span className="visually-hidden">{common.common.newWindow}</span>
          </a>
        </p>
        {render(d, t)}
        <h2 className={styles.sectionTitle}>{t.assistanceDecision.appealTitle}</h2>
        <p className={styles.text}>
          {kind === 'assistance' ? t.assistanceDecision.appealAssistance : t.assistanceDecision.appealPreschool}
        </p>
      </article>
    </div>
  )
}

/** Opening an unread decision marks it read, once per visit (quietly: a failure only leaves it unread). */
function useMarkReadOnce(kind: Kind, decision: { id: string; isUnread: boolean }) {
  const markRead = useApiMutation({
    mutationFn: (id: string) =>
      kind === 'assistance'
        ? apiCall('markAssistanceDecisionRead', { params: { id } })
        : apiCall('markPreschoolAssistanceDecisionRead', { params: { id } }),
    invalidates: [
      kind === 'assistance' ? decisionKeys.assistance() : decisionKeys.preschoolAssistance(),
      headerCountKeys.decisions,
    ],
  })
  const { mutate } = markRead
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (!decision.isUnread || marked.current === decision.id) return
    marked.current = decision.id
    mutate(decision.id)
  }, [decision, mutate])
}

/** A titled block of free text; left out when empty. */
function TextField({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null
  return (
    <div className={styles.field}>
      <h3>{label}</h3>
      <p className={`${styles.longText} ${styles.text}`}>{value}</p>
    </div>
  )
}

/** The chosen options of a group of checkboxes, or "none chosen". */
function Options<K extends string>({
  label,
  values,
  names,
  t,
}: {
  label: string
  values: Record<K, boolean>
  names: Record<K, string>
  t: DecisionTexts
}) {
  const chosen = (Object.keys(names) as K[]).filter((k) => values[k])
  return (
    <div className={styles.field}>
      <h3>{label}</h3>
      {chosen.length === 0 ? (
        <p>{t.assistanceDecision.none}</p>
      ) : (
        <ul className={styles.list}>
          {chosen.map((k) => (
            <li key={k}>{names[k]}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

function GuardiansHeard({
  t,
  heardOn,
  guardians,
  view,
}: {
  t: DecisionTexts
  heardOn: string | null
  guardians: { name: string; isHeard: boolean; details: string }[]
  view: string
}) {
  const a = t.assistanceDecision
  return (
    <>
      <Facts items={[[a.guardiansHeardOn, heardOn ? formatDate(heardOn) : null]]} />
      {guardians.length > 0 && (
        <div className={styles.field}>
          <h3>{a.guardiansHeard}</h3>
          <ul className={styles.list}>
            {guardians.map((g) => (
              <li key={g.name}>
                {g.name}: {g.isHeard ? a.heard : a.notHeard}
                {g.details ? ` (${g.details})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextField label={a.viewOfGuardians} value={view} />
    </>
  )
}

function AssistanceContent({ decision: d, t }: { decision: AssistanceDecision; t: DecisionTexts }) {
  const a = t.assistanceDecision
  const c = d.content
  const unit = d.selectedUnit
  return (
    <>
      <Facts
        items={[
          [t.assistance.levels, d.assistanceLevels.map((l) => t.assistance.levelNames[l]).join(', ') || null],
          [
            t.assistance.unit,
            unit ? `${unit.name}, ${unit.streetAddress}, ${unit.postalCode} ${unit.postOffice}` : null,
          ],
        ]}
      />
      <TextField label={a.pedagogicalMotivation} value={c.pedagogicalMotivation} />
      <Options
        label={a.structuralMotivation}
        values={c.structuralMotivationOptions}
        names={a.structuralOptions}
        t={t}
      />
      <TextField label={a.structuralMotivationDescription} value={c.structuralMotivationDescription} />
      <TextField label={a.careMotivation} value={c.careMotivation} />
      <Options label={a.services} values={c.serviceOptions} names={a.serviceOptions} t={t} />
      <TextField label={a.servicesMotivation} value={c.servicesMotivation} />
      <TextField label={a.expertsHeard} value={c.expertsHeard} />
      <GuardiansHeard t={t} heardOn={c.guardiansHeardOn} guardians={c.guardianInfo} view={c.viewOfGuardians} />
      <Facts
        items={[
          [
            a.otherRepresentative,
            c.otherRepresentativeHeard
              ? `${a.yes}${c.otherRepresentativeDetails ? `: ${c.otherRepresentativeDetails}` : ''}`
              : a.no,
          ],
        ]}
      />
      <TextField label={a.motivationForDecision} value={c.motivationForDecision} />
      <Facts
        items={[
          [
            a.preparedBy,
            `${c.preparedBy.name}, ${c.preparedBy.title}${c.preparedBy.phone ? `, ${c.preparedBy.phone}` : ''}`,
          ],
          [a.decisionMaker, `${c.decisionMaker.name}, ${c.decisionMaker.title}`],
        ]}
      />
    </>
  )
}

function PreschoolContent({ decision: d, t }: { decision: PreschoolAssistanceDecision; t: DecisionTexts }) {
  const a = t.assistanceDecision
  const c = d.content
  return (
    <>
      <Facts
        items={[
          [t.assistance.type, t.assistance.preschoolTypes[d.type]],
          [t.assistance.unit, d.unitName],
          [a.primaryGroup, c.primaryGroup],
          [a.extendedCompulsoryEducation, c.extendedCompulsoryEducation ? a.yes : a.no],
        ]}
      />
      <TextField label={a.extendedCompulsoryEducationInfo} value={c.extendedCompulsoryEducationInfo} />
      <Options
        label={a.grantedServices}
        values={{
          assistance: c.grantedAssistanceService,
          interpretation: c.grantedInterpretationService,
          devices: c.grantedAssistiveDevices,
        }}
        names={{
          assistance: a.grantedAssistanceService,
          interpretation: a.grantedInterpretationService,
          devices: a.grantedAssistiveDevices,
        }}
        t={t}
      />
      <TextField label={a.grantedServicesBasis} value={c.grantedServicesBasis} />
      <TextField label={a.decisionBasis} value={c.decisionBasis} />
      <Options
        label={a.basisDocuments}
        values={{
          basisDocumentPedagogicalReport: c.basisDocumentPedagogicalReport,
          basisDocumentPsychologistStatement: c.basisDocumentPsychologistStatement,
          basisDocumentSocialReport: c.basisDocumentSocialReport,
          basisDocumentDoctorStatement: c.basisDocumentDoctorStatement,
          basisDocumentOtherOrMissing: c.basisDocumentOtherOrMissing,
        }}
        names={a.basisDocumentOptions}
        t={t}
      />
      <TextField label={a.basisDocumentOptions.basisDocumentOtherOrMissing} value={c.basisDocumentOtherOrMissingInfo} />
      <TextField label={a.basisDocumentsInfo} value={c.basisDocumentsInfo} />
      <GuardiansHeard t={t} heardOn={c.guardiansHeardOn} guardians={c.guardianInfo} view={c.viewOfGuardians} />
      <Facts
        items={[
          [a.preparedBy, `${c.preparer.name}, ${c.preparer.title}${c.preparer.phone ? `, ${c.preparer.phone}` : ''}`],
          [a.decisionMaker, `${c.decisionMaker.name}, ${c.decisionMaker.title}`],
        ]}
      />
    </>
  )
}
