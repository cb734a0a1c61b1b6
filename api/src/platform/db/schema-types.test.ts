import fs from 'node:fs/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'
import { SCHEMA_TYPES_FILE, schemaTypesFile } from './generate-types'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.drop())

it('schema.generated.ts is what the migrations produce (else run `npm run db:types`)', async () => {
  const expected = await schemaTypesFile(database.db)
  expect(await fs.readFile(SCHEMA_TYPES_FILE, 'utf8')).toBe(expected)
})
