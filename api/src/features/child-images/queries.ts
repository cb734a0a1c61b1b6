import type { Db } from '../../platform/db/database'
import { childIdsOfCitizen, type ChildIds } from '../children/public'

/** The image if it is of one of the citizen's children (guardian, or foster parent today); one query */
export async function findOwnChildImage(db: Db, citizenId: string, imageId: string, today: string) {
  return db
    .selectFrom('child_image')
    .select(['child_id', 'content_type', 'bytes'])
    .where('id', '=', imageId)
    .where('child_id', 'in', childIdsOfCitizen(db, citizenId, today))
    .executeTakeFirst()
}

/** The image of each of the children that has one: the calendar's statement embeds it over its ids */
export function childImageIdsQuery(db: Db, childIds: ChildIds) {
  return db
    .selectFrom('child_image')
    .select(['id', 'child_id'])
    .where('child_id', 'in', (eb) => eb.selectFrom(childIds.as('ids')).select('ids.child_id'))
}
