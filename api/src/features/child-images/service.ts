import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import { notFound } from '../../platform/errors'
import * as q from './queries'

/** A child's image for the guardian: another family's or an unknown id is 404, the same either way */
export async function childImage(db: Db, actor: AuditActor, imageId: string, today: string) {
  const image = await q.findOwnChildImage(db, actor.personId, imageId, today)
  if (!image) throw notFound('Image not found')
  await audit(db, { actor, action: 'CHILD_IMAGE_READ', targets: { persons: [image.child_id] } })
  return { contentType: image.content_type, bytes: image.bytes }
}
