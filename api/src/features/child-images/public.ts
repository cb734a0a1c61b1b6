import type { Db } from '../../platform/db/database'
import { findImageIds } from './queries'

/** The image id of each child that has one (the calendar's CalendarChild.imageId); one query */
export async function imageIdsOfChildren(db: Db, childIds: string[]): Promise<Map<string, string>> {
  return new Map((await findImageIds(db, childIds)).map((r) => [r.child_id, r.id]))
}
