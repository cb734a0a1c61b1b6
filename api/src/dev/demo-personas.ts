import type { Persona } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import type { FileStorage } from '../platform/files'

/**
 * What each part of the demo is loaded with (demo-municipality.ts): its transaction, the day and
 * moment its dates are relative to, the families' personas made so far and the app's file
 * storage (null: the demo's attachments are left out).
 */
export interface Demo {
  tx: Tx
  today: string
  now: Date
  personas: Persona[]
  files: FileStorage | null
}

/** The persona of the key (an adult of a demo family) */
export function demoPersona(personas: Persona[], key: string): Persona {
  const persona = personas.find((p) => p.key === key)
  if (!persona) throw new Error(`No demo persona ${key}`)
  return persona
}

/** A demo child's id by first name, among the family's children when a persona key is given */
export function demoChildId(personas: Persona[], firstName: string, key?: string): string {
  const found = (key === undefined ? personas : [demoPersona(personas, key)])
    .flatMap((p) => p.children)
    .find((c) => c.firstName === firstName)
  if (!found) throw new Error(`No demo child ${firstName}`)
  return found.id
}

/** The person id of the persona of the key */
export async function demoPersonId(tx: Tx, personas: Persona[], key: string): Promise<string> {
  const row = await tx
    .selectFrom('person')
    .select('id')
    .where('social_security_number', '=', demoPersona(personas, key).ssn)
    .executeTakeFirstOrThrow()
  return row.id
}
