import type { Db } from '../../platform/db/database'
import { childIdsOfCitizen } from '../children/public'

/** The image if it is of one of the citizen's children (guardian, or foster parent today); one query */
export async function findOwnChildImage(db: Db, citizenId: string, imageId: string, today: string) {
  return db
    .selectFrom('child_image')
    .select(['child_id', 'content_type', 'bytes'])
    .where('id', '=', imageId)
    .where('child_id', 'in', childIdsOfCitizen(db, citizenId, today))
    .executeTakeFirst()
}

export async function findImageIds(db: Db, childIds: string[]) {
  if (childIds.length === 0) return []
  return db.selectFrom('child_image').select(['id', 'child_id']).where('child_id', 'in', childIds).execute()
}
