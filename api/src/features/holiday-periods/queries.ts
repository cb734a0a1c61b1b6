import { sql, type Expression, type Kysely } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { AbsenceType, FiniteDayRange, Translatable } from '@citizen/contract'
import type { Database } from '../../platform/db/schema'
import { childIdsOfCitizen } from '../children/public'

type Conn = Kysely<Database>

/** A finite daterange as 'YYYY-MM-DD' ends, both included (PostgreSQL keeps it as [start, end+1)) */
const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`
const lastDay = (column: string) => sql<string>`upper(${sql.ref(column)}) - 1`
const lowerOrNull = (column: string) => sql<string | null>`lower(${sql.ref(column)})`
const lastDayOrNull = (column: string) => sql<string | null>`upper(${sql.ref(column)}) - 1`
/** A daterange[] as [{start, end}] in order */
const rangeList = (column: string) =>
  sql<
    FiniteDayRange[]
  >`(SELECT coalesce(json_agg(json_build_object('start', lower(r), 'end', upper(r) - 1) ORDER BY lower(r)), '[]') FROM unnest(${sql.ref(column)}) r)`

/** A range as PostgreSQL reads it */
export const daterange = (r: FiniteDayRange) => `[${r.start},${r.end}]`
const daterangeArray = (ranges: FiniteDayRange[]) => sql<string[]>`${ranges.map(daterange)}::daterange[]`

export async function findHolidayPeriods(db: Conn) {
  return db
    .selectFrom('holiday_period')
    .select([
      'id',
      lower('period').as('start'),
      lastDay('period').as('end'),
      'reservations_open_on',
      'reservation_deadline',
    ])
    .orderBy(sql`lower(period)`)
    .execute()
}

export interface QuestionnaireRow {
  id: string
  type: 'FIXED_PERIOD' | 'OPEN_RANGES'
  absence_type: AbsenceType
  requires_strong_auth: boolean
  active_start: string
  active_end: string
  title: Translatable
  description: Translatable
  description_link: Translatable
  period_option_label: Translatable
  period_options: FiniteDayRange[]
  period_start: string | null
  period_end: string | null
  absence_type_threshold: number | null
  continuous_start: string | null
  continuous_end: string | null
}

function selectQuestionnaire(db: Conn) {
  return db
    .selectFrom('holiday_period_questionnaire as q')
    .select([
      'q.id',
      'q.type',
      'q.absence_type',
      'q.requires_strong_auth',
      lower('q.active').as('active_start'),
      lastDay('q.active').as('active_end'),
      sql<Translatable>`q.title`.as('title'),
      sql<Translatable>`q.description`.as('description'),
      sql<Translatable>`q.description_link`.as('description_link'),
      sql<Translatable>`q.period_option_label`.as('period_option_label'),
      rangeList('q.period_options').as('period_options'),
      lowerOrNull('q.period').as('period_start'),
      lastDayOrNull('q.period').as('period_end'),
      'q.absence_type_threshold',
      lowerOrNull('q.condition_continuous_placement').as('continuous_start'),
      lastDayOrNull('q.condition_continuous_placement').as('continuous_end'),
    ])
}

/** The questionnaire active today: of several, the one created last (reference §6: 0 or 1) */
export async function findActiveQuestionnaire(db: Conn, today: string): Promise<QuestionnaireRow | undefined> {
  return selectQuestionnaire(db)
    .where(sql<boolean>`q.active @> ${today}::date`)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .limit(1)
    .executeTakeFirst()
}

/**
 * The questionnaire by id, held against staff's changes until the transaction ends (FOR SHARE),
 * and whether it is the active one today.
 */
export async function findQuestionnaireForAnswer(db: Conn, id: string, today: string) {
  const row = await selectQuestionnaire(db).where('q.id', '=', id).forShare().executeTakeFirst()
  if (!row) return undefined
  const active = await findActiveQuestionnaire(db, today)
  return { row, isActive: active?.id === row.id }
}

/** Every placement of the child (type, days, the unit's provider type): what decides whom a questionnaire asks about */
const placementsOf = (db: Conn, childId: Expression<string>) =>
  jsonArrayFrom(
    db
      .selectFrom('placement as pl')
      .innerJoin('unit as u', 'u.id', 'pl.unit_id')
      .select(['pl.type', 'pl.start_date', 'pl.end_date', 'u.provider_type'])
      .where('pl.child_id', '=', childId)
      .orderBy('pl.start_date'),
  )

/**
 * The citizen's children (guardian or foster parent valid today) with their names and every
 * placement. One statement.
 */
export async function findFamilyPlacements(db: Conn, citizenId: string, today: string) {
  return db
    .selectFrom(childIdsOfCitizen(db, citizenId, today).as('c'))
    .innerJoin('person as p', 'p.id', 'c.child_id')
    .select((eb) => ['p.id', 'p.first_name', 'p.last_name', placementsOf(db, eb.ref('p.id')).as('placements')])
    .orderBy('p.date_of_birth')
    .orderBy('p.id')
    .execute()
}

/**
 * The children with a guardian and a placement during `span` whom the questionnaire has no
 * answer for, each with every placement: whom its closing reminder may concern, before the
 * eligibility rule. One statement, whatever the number of children.
 */
export async function findUnansweredChildren(db: Conn, questionnaireId: string, span: FiniteDayRange) {
  return db
    .selectFrom('person as p')
    .select((eb) => ['p.id', placementsOf(db, eb.ref('p.id')).as('placements')])
    .where('p.id', 'in', (eb) =>
      eb
        .selectFrom('placement')
        .select('child_id')
        .where('start_date', '<=', span.end)
        .where('end_date', '>=', span.start),
    )
    .where((eb) => eb.exists(eb.selectFrom('guardian as g').select('g.child_id').whereRef('g.child_id', '=', 'p.id')))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('holiday_questionnaire_answer as a')
            .select('a.child_id')
            .whereRef('a.child_id', '=', 'p.id')
            .where('a.questionnaire_id', '=', questionnaireId),
        ),
      ),
    )
    .orderBy('p.id')
    .execute()
}

export async function findAnswers(db: Conn, questionnaireId: string, childIds: string[]) {
  if (childIds.length === 0) return []
  return db
    .selectFrom('holiday_questionnaire_answer')
    .select([
      'child_id',
      lowerOrNull('fixed_period').as('fixed_start'),
      lastDayOrNull('fixed_period').as('fixed_end'),
      rangeList('open_ranges').as('open_ranges'),
    ])
    .where('questionnaire_id', '=', questionnaireId)
    .where(sql<boolean>`child_id = ANY (${childIds}::uuid[])`)
    .orderBy('child_id')
    .execute()
}

/** Deletes the absences this questionnaire made for the children (an answer replaces the last one) */
export async function deleteQuestionnaireAbsences(db: Conn, questionnaireId: string, childIds: string[]) {
  await db
    .deleteFrom('absence')
    .where('questionnaire_id', '=', questionnaireId)
    .where(sql<boolean>`child_id = ANY (${childIds}::uuid[])`)
    .execute()
}

/** Stores the answers, replacing each child's earlier one (one statement) */
export async function upsertAnswers(
  db: Conn,
  questionnaireId: string,
  citizenId: string,
  now: Date,
  answers: { childId: string; fixedPeriod: FiniteDayRange | null; openRanges: FiniteDayRange[] }[],
) {
  if (answers.length === 0) return
  await db
    .insertInto('holiday_questionnaire_answer')
    .values(
      answers.map((a) => ({
        questionnaire_id: questionnaireId,
        child_id: a.childId,
        fixed_period: a.fixedPeriod && daterange(a.fixedPeriod),
        open_ranges: daterangeArray(a.openRanges),
        modified_by: citizenId,
        modified_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['questionnaire_id', 'child_id']).doUpdateSet((eb) => ({
        fixed_period: eb.ref('excluded.fixed_period'),
        open_ranges: eb.ref('excluded.open_ranges'),
        modified_by: eb.ref('excluded.modified_by'),
        modified_at: eb.ref('excluded.modified_at'),
      })),
    )
    .execute()
}
