import { sql } from 'kysely'
import { UNATTACHED_UPLOADS, unattachedUploadFits, uploadErrors } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { conflict } from '../../platform/errors'
import * as q from './queries'

/**
 * The store step of an upload that is attached to nothing yet (a message's before sending, an
 * income statement's before saving), in its transaction: one more must fit the person's cap
 * (contract UNATTACHED_UPLOADS), else 409 TOO_MANY_UNATTACHED_UPLOADS. The person's uploads take
 * turns here, so parallel ones cannot all pass the same count.
 */
export async function requireUnattachedUploadFits(tx: Db, personId: string, size: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`unattached-uploads:${personId}`}, 0))`.execute(tx)
  if (!unattachedUploadFits(await q.sumUnattachedUploads(tx, personId), size)) {
    throw conflict(
      `At most ${UNATTACHED_UPLOADS.maxCount} files or ${UNATTACHED_UPLOADS.maxBytes} bytes may wait to be attached`,
      uploadErrors.tooManyUnattached,
    )
  }
}
