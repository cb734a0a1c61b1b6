import type { InsertObject } from 'kysely'
import type { Db } from '../platform/db/database'
import type { Database } from '../platform/db/schema'

/** A fixture's rows of one table in one statement; none for an empty list (an empty VALUES is an SQL error) */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto(table).values(rows).execute()
}
