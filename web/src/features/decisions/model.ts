import type {
  ApplicationDecisions,
  AssistanceDecisionListItem,
  DecisionAction,
  DecisionSummary,
  DecisionType,
  FinanceDecisionCitizenInfo,
  PreschoolAssistanceDecisionListItem,
} from '@citizen/contract/web'
import { rangeIncludes } from '@citizen/contract/web'

/** spec 002 "Decisions overview": newest first by validFrom, then by sentAt. */
export function sortFinanceDecisions(decisions: FinanceDecisionCitizenInfo[]): FinanceDecisionCitizenInfo[] {
  return [...decisions].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || b.sentAt.localeCompare(a.sentAt))
}

export type ChildDecision =
  | {
      kind: 'application'
      date: string
      sortType: string
      decision: DecisionSummary
      actions: DecisionAction[]
      decidable: boolean
    }
  | { kind: 'assistance'; date: string; sortType: string; decision: AssistanceDecisionListItem }
  | { kind: 'preschoolAssistance'; date: string; sortType: string; decision: PreschoolAssistanceDecisionListItem }

export interface ChildDecisions {
  childId: string
  childName: string
  decisions: ChildDecision[]
  /** PENDING decisions of applications the user may answer */
  unconfirmed: number
  /** PENDING decisions the applicant (the other guardian) answers, not this user */
  awaitingApplicant: number
}

/** A PENDING decision the user may answer: it counts as unconfirmed and offers the answer button. */
const isUnconfirmed = (d: DecisionSummary, decidableApplications: string[]) =>
  d.status === 'PENDING' && decidableApplications.includes(d.applicationId)

export function unconfirmedCount(app: ApplicationDecisions): number {
  return app.decisions.filter((d) => isUnconfirmed(d, app.decidableApplications)).length
}

/**
 * One card per child with at least one decision: application, assistance and preschool
 * assistance decisions mixed, newest first by decision date with the type as tiebreaker.
 * Cards in the order of the children's names.
 */
export function childDecisionCards(
  childNames: Map<string, string>,
  app: ApplicationDecisions,
  assistance: AssistanceDecisionListItem[],
  preschoolAssistance: PreschoolAssistanceDecisionListItem[],
  lang: string,
): ChildDecisions[] {
  const byChild = new Map<string, ChildDecision[]>()
  const add = (childId: string, item: ChildDecision) => byChild.set(childId, [...(byChild.get(childId) ?? []), item])
  for (const d of app.decisions) {
    add(d.childId, {
      kind: 'application',
      date: d.sentDate,
      sortType: d.type,
      decision: d,
      actions: app.permittedActions[d.id] ?? [],
      decidable: app.decidableApplications.includes(d.applicationId),
    })
  }
  for (const d of assistance)
    add(d.childId, { kind: 'assistance', date: d.decisionMade, sortType: 'ASSISTANCE', decision: d })
  for (const d of preschoolAssistance) {
    add(d.childId, { kind: 'preschoolAssistance', date: d.decisionMade, sortType: 'ASSISTANCE_PRESCHOOL', decision: d })
  }
  return [...byChild.entries()]
    .map(([childId, decisions]) => ({
      childId,
      childName: childNames.get(childId) ?? '',
      decisions: decisions.sort((a, b) => b.date.localeCompare(a.date) || a.sortType.localeCompare(b.sortType)),
      unconfirmed: decisions.filter(
        (d) => d.kind === 'application' && isUnconfirmed(d.decision, app.decidableApplications),
      ).length,
      awaitingApplicant: decisions.filter(
        (d) =>
          d.kind === 'application' &&
          d.decision.status === 'PENDING' &&
          !app.decidableApplications.includes(d.decision.applicationId),
      ).length,
    }))
    .sort((a, b) => a.childName.localeCompare(b.childName, lang))
}

/** The requested start date is accepted when it is a day inside the period (both ends included). */
export function isValidStartDate(date: string | null, period: { start: string; end: string }): date is string {
  return date !== null && rangeIncludes(period, date)
}

export interface AnswerValues {
  answer: 'accept' | 'reject' | null
  startDate: string | null
}

/** The answer form's errors by field (keys of the texts' `confirm`): the start date only when accepting. */
export function answerErrors(
  values: AnswerValues,
  period: { start: string; end: string },
): Partial<Record<keyof AnswerValues, 'chooseAnswer' | 'invalidStartDate'>> {
  if (values.answer === null) return { answer: 'chooseAnswer' }
  if (values.answer === 'accept' && !isValidStartDate(values.startDate, period))
    return { startDate: 'invalidStartDate' }
  return {}
}

/** Leaving the confirmation page asks first when several decisions exist and one waits (spec 002). */
export function leavingNeedsConfirmation(decisions: { status: string }[]): boolean {
  return decisions.length > 1 && decisions.some((d) => d.status === 'PENDING')
}

/** Connected daycare or club of a preschool application: rejecting it keeps the preschool place (api decisions/policy.ts). */
export function isConnectedDecision(type: DecisionType): boolean {
  return type === 'PRESCHOOL_DAYCARE' || type === 'PRESCHOOL_CLUB'
}
