import { sql } from 'kysely'
import type { ClubTerm, PreschoolTerm, ServiceNeedOption } from '@citizen/contract'
import { PlacementTypeForOption } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import type { PlacementTypeColumn } from '../../platform/db/schema'
import type { UnitFacts } from '@citizen/contract'

/** The reference data an application form names: terms, service need options and units (public lookups too) */

// Finite date ranges as their first and last day (dateranges are canonical [start, end))
const finite = (column: string) =>
  sql<{
    start: string
    end: string
  }>`jsonb_build_object('start', lower(${sql.ref(column)}), 'end', upper(${sql.ref(column)}) - 1)`
const breaks = (column: string) => sql<{ start: string; end: string }[]>`COALESCE((
  SELECT jsonb_agg(jsonb_build_object('start', lower(b), 'end', upper(b) - 1) ORDER BY lower(b))
  FROM unnest(${sql.ref(column)}) AS b), '[]'::jsonb)`

export async function findClubTerms(db: Db): Promise<ClubTerm[]> {
  return db
    .selectFrom('club_term')
    .select([
      'id',
      finite('term').as('term'),
      finite('application_period').as('applicationPeriod'),
      breaks('term_breaks').as('termBreaks'),
    ])
    .orderBy(sql`lower(term)`)
    .execute()
}

export async function findPreschoolTerms(db: Db): Promise<PreschoolTerm[]> {
  return db
    .selectFrom('preschool_term')
    .select([
      'id',
      finite('finnish_preschool').as('finnishPreschool'),
      finite('swedish_preschool').as('swedishPreschool'),
      finite('extended_term').as('extendedTerm'),
      finite('application_period').as('applicationPeriod'),
      breaks('term_breaks').as('termBreaks'),
    ])
    .orderBy(sql`lower(extended_term)`)
    .execute()
}

const OPTION_COLUMNS = [
  'id',
  'name_fi as nameFi',
  'name_sv as nameSv',
  'name_en as nameEn',
  'valid_placement_type as validPlacementType',
  'valid_from as validFrom',
  'valid_to as validTo',
] as const

/** Options shown to citizens for the placement types, in display order. */
export async function findServiceNeedOptions(db: Db, placementTypes: string[]): Promise<ServiceNeedOption[]> {
  if (placementTypes.length === 0) return []
  const rows = await db
    .selectFrom('service_need_option')
    .select(OPTION_COLUMNS)
    .where('valid_placement_type', 'in', placementTypes as PlacementTypeColumn[])
    .where('show_for_citizen', '=', true)
    .orderBy(sql`display_order NULLS LAST`)
    .orderBy('name_fi')
    .orderBy('id')
    .execute()
  return rows as ServiceNeedOption[]
}

/** Options a citizen may choose (shown to citizens, of the contract's placement types) by id */
export async function findServiceNeedOptionsByIds(db: Db, ids: string[]): Promise<ServiceNeedOption[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('service_need_option')
    .select(OPTION_COLUMNS)
    .where('id', 'in', ids)
    .where('show_for_citizen', '=', true)
    .where('valid_placement_type', 'in', PlacementTypeForOption.options)
    .execute()
  return rows as ServiceNeedOption[]
}

const range = (column: 'club_apply_period' | 'daycare_apply_period' | 'preschool_apply_period') =>
  sql<{ start: string; end: string | null } | null>`CASE WHEN ${sql.ref(column)} IS NULL THEN NULL
    ELSE jsonb_build_object('start', lower(${sql.ref(column)}), 'end', upper(${sql.ref(column)}) - 1) END`

/** The units the form names, with the apply periods the strict validation needs */
export async function findUnitsByIds(db: Db, ids: string[]): Promise<(UnitFacts & { name: string })[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('unit')
    .select([
      'id',
      'name',
      range('club_apply_period').as('clubApplyPeriod'),
      range('daycare_apply_period').as('daycareApplyPeriod'),
      range('preschool_apply_period').as('preschoolApplyPeriod'),
    ])
    .where('id', 'in', ids)
    .execute()
}
