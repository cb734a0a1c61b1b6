import type { z } from 'zod'
import type { devPersonCredentials } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { notFound } from '../platform/errors'
import { hashPassword } from '../features/auth/public'

type Credentials = z.output<typeof devPersonCredentials.body>

/**
 * POST /api/dev/persons/{personId}/credentials (contract/src/dev.ts): the person's email,
 * verified email, notification settings, username-and-password login and passkeys as given, with
 * no rules checked and nothing emailed. Fields left out stay as they are.
 */
export async function setDevPersonCredentials(tx: Tx, personId: string, body: Credentials): Promise<void> {
  const person = await tx.selectFrom('person').select('id').where('id', '=', personId).forUpdate().executeTakeFirst()
  if (!person) throw notFound('No such person')
  const columns = {
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.verifiedEmail !== undefined ? { verified_email: body.verifiedEmail } : {}),
    ...(body.disabledEmailTypes !== undefined ? { disabled_email_types: body.disabledEmailTypes } : {}),
  }
  if (Object.keys(columns).length > 0) await tx.updateTable('person').set(columns).where('id', '=', personId).execute()
  if (body.weakLogin === null) await tx.deleteFrom('citizen_user').where('id', '=', personId).execute()
  else if (body.weakLogin) {
    const row = {
      username: body.weakLogin.username.toLowerCase(),
      password_hash: await hashPassword(body.weakLogin.password),
    }
    await tx
      .insertInto('citizen_user')
      .values({ id: personId, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute()
  }
  if (body.passkeys) {
    await tx.deleteFrom('passkey_credential').where('person_id', '=', personId).execute()
    if (body.passkeys.length > 0)
      await tx
        .insertInto('passkey_credential')
        .values(
          body.passkeys.map((p) => ({
            person_id: personId,
            credential_id: p.credentialId,
            public_key: p.publicKey,
            counter: p.counter,
            name: p.name,
          })),
        )
        .execute()
  }
}
