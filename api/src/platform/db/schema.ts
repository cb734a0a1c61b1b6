import type { Selectable } from 'kysely'
import type { DecisionTable, PlacementTable } from './schema.generated'

/**
 * Kysely table types: generated from the migrated database into schema.generated.ts
 * (`npm run db:types`, checked by schema-types.test.ts); this module adds names for column types
 * other code uses.
 */
export type * from './schema.generated'

export type DecisionTypeColumn = Selectable<DecisionTable>['type']
export type PlacementTypeColumn = Selectable<PlacementTable>['type']
