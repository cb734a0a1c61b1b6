import type {
  ActiveQuestionnaire,
  FiniteDayRange,
  HolidayPeriod,
  HolidayQuestionnaire,
  PlacementType,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import { eligibleChildren, type ChildFacts, type PlacementFact } from './policy'
import * as q from './queries'

/**
 * Holiday periods and questionnaires (spec 001 §3-§7, reference §6 "Holiday questionnaires"):
 * the reads; the answers are commands.ts.
 */

/** GET /citizen/holiday-period: every holiday period (the municipality's, no personal data) */
export async function getHolidayPeriods(db: Db): Promise<HolidayPeriod[]> {
  const rows = await q.findHolidayPeriods(db)
  return rows.map((r) => ({
    id: r.id,
    period: { start: r.start, end: r.end },
    reservationsOpenOn: r.reservations_open_on,
    reservationDeadline: r.reservation_deadline,
  }))
}

export function questionnaireOf(row: q.QuestionnaireRow): HolidayQuestionnaire {
  const base = {
    id: row.id,
    absenceType: row.absence_type,
    requiresStrongAuth: row.requires_strong_auth,
    active: { start: row.active_start, end: row.active_end },
    title: row.title,
    description: row.description,
    descriptionLink: row.description_link,
    conditions: {
      continuousPlacement:
        row.continuous_start && row.continuous_end ? { start: row.continuous_start, end: row.continuous_end } : null,
    },
  }
  if (row.type === 'FIXED_PERIOD') {
    return {
      type: 'FIXED_PERIOD',
      ...base,
      periodOptions: row.period_options,
      periodOptionLabel: row.period_option_label,
    }
  }
  // The table's checks give an OPEN_RANGES row its period and threshold
  return {
    type: 'OPEN_RANGES',
    ...base,
    period: { start: row.period_start!, end: row.period_end! },
    absenceTypeThreshold: row.absence_type_threshold!,
  }
}

type PlacementRow = Awaited<ReturnType<typeof q.findFamilyPlacements>>[number]['placements'][number]

/** A child's placements as the eligibility rule reads them */
export const placementFacts = (rows: PlacementRow[]): PlacementFact[] =>
  rows.map((p) => ({
    type: p.type as PlacementType,
    start: p.start_date,
    end: p.end_date,
    providerType: p.provider_type,
  }))

/** The family's children with their placements as the eligibility rule reads them */
export async function familyFacts(db: Db, citizenId: string, today: string) {
  const rows = await q.findFamilyPlacements(db, citizenId, today)
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    placements: placementFacts(r.placements),
  })) satisfies (ChildFacts & { firstName: string; lastName: string })[]
}

/**
 * GET /citizen/holiday-period/questionnaire: the questionnaire active today with the children it
 * asks about and their answers so far; [] when none is active or it asks about none of the
 * children. Three statements at most.
 */
export async function getActiveQuestionnaires(
  db: Db,
  actor: AuditActor,
  today: string,
): Promise<ActiveQuestionnaire[]> {
  const row = await q.findActiveQuestionnaire(db, today)
  if (!row) return []
  const questionnaire = questionnaireOf(row)
  const family = await familyFacts(db, actor.personId, today)
  const eligible = eligibleChildren(questionnaire, family, today)
  if (eligible.size === 0) return []
  const childIds = [...eligible.keys()]
  const answers = await q.findAnswers(db, questionnaire.id, childIds)
  await audit(db, {
    actor,
    action: 'HOLIDAY_QUESTIONNAIRE_READ',
    targets: { persons: childIds, ids: { holidayQuestionnaire: [questionnaire.id] } },
  })
  return [
    {
      questionnaire,
      eligibleChildren: Object.fromEntries(eligible),
      children: family
        .filter((c) => eligible.has(c.id))
        .map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName })),
      previousAnswers: answers.map((a) => ({
        questionnaireId: questionnaire.id,
        childId: a.child_id,
        fixedPeriod:
          a.fixed_start && a.fixed_end ? ({ start: a.fixed_start, end: a.fixed_end } as FiniteDayRange) : null,
        openRanges: a.open_ranges,
      })),
    },
  ]
}
