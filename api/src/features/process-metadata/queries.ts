import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { municipalityName } from '../../platform/municipality'

/**
 * Case processes: the archive record of an application or a finance decision (reference §3
 * "Process metadata"). Created when the application is sent (or the decision is made), and a
 * history row is appended at every state change.
 */

type CaseProcessState = 'INITIAL' | 'PREPARATION' | 'DECIDING' | 'COMPLETED'

export const PROCESS_DEFINITIONS = {
  application: {
    number: '12.06.01',
    name: 'Varhaiskasvatukseen ja kerhoon hakeminen',
    organization: `${municipalityName.fi}, varhaiskasvatus`,
    archiveDurationMonths: 120,
  },
  preschoolApplication: {
    number: '12.06.02',
    name: 'Esiopetukseen hakeminen',
    organization: `${municipalityName.fi}, esiopetus`,
    archiveDurationMonths: 120,
  },
  feeDecision: {
    number: '12.00.02',
    name: 'Varhaiskasvatuksen asiakasmaksupäätökset',
    organization: `${municipalityName.fi}, varhaiskasvatuksen maksut`,
    archiveDurationMonths: 120,
  },
  voucherValueDecision: {
    number: '12.00.03',
    name: 'Palvelusetelin arvopäätökset',
    organization: `${municipalityName.fi}, palveluseteli`,
    archiveDurationMonths: 120,
  },
} as const

/** The process's name by its definition number; null for numbers no longer configured (migrated processes) */
export function processNameOf(definitionNumber: string): string | null {
  return Object.values(PROCESS_DEFINITIONS).find((d) => d.number === definitionNumber)?.name ?? null
}

/** A new process with its INITIAL state; the number runs per definition and year. */
export async function createCaseProcess(
  tx: Db,
  definition: (typeof PROCESS_DEFINITIONS)[keyof typeof PROCESS_DEFINITIONS],
  now: Date,
  state: CaseProcessState = 'INITIAL',
): Promise<string> {
  const year = Number(now.toISOString().slice(0, 4))
  const row = await tx
    .insertInto('case_process')
    .values({
      process_definition_number: definition.number,
      year,
      // Serialised by the unique constraint; a concurrent insert retries in the caller's transaction rarely enough
      number: sql<number>`(SELECT coalesce(max(number), 0) + 1 FROM case_process WHERE process_definition_number = ${definition.number} AND year = ${year})`,
      organization: definition.organization,
      archive_duration_months: definition.archiveDurationMonths,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await appendProcessState(tx, row.id, state, now)
  return row.id
}

/** Appends a state unless it is the current one already. */
export async function appendProcessState(tx: Db, processId: string, state: CaseProcessState, now: Date): Promise<void> {
  await sql`
    INSERT INTO case_process_history (process_id, row_index, state, entered_at)
    SELECT ${processId}, coalesce(max(row_index), 0) + 1, ${state}, ${now}
    FROM case_process_history h WHERE h.process_id = ${processId}
    HAVING (SELECT state FROM case_process_history WHERE process_id = ${processId} ORDER BY row_index DESC LIMIT 1)
      IS DISTINCT FROM ${state}
  `.execute(tx)
}

/** A process with its history in order, in one query; undefined when it does not exist */
export async function findProcessWithHistory(db: Db, processId: string) {
  return db
    .selectFrom('case_process as p')
    .select([
      'p.id',
      'p.process_definition_number',
      'p.year',
      'p.number',
      'p.organization',
      'p.archive_duration_months',
      'p.migrated',
      sql<{ rowIndex: number; state: CaseProcessState; enteredAt: string }[]>`COALESCE((
        SELECT jsonb_agg(jsonb_build_object('rowIndex', h.row_index, 'state', h.state, 'enteredAt', h.entered_at) ORDER BY h.row_index)
        FROM case_process_history h WHERE h.process_id = p.id), '[]'::jsonb)`.as('history'),
    ])
    .where('p.id', '=', processId)
    .executeTakeFirst()
}
