import type { FastifyInstance } from 'fastify'
import { getChildImage } from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

/**
 * An image's bytes never change (a new picture gets a new id), so the browser keeps it: the
 * only citizen answer that is not no-store. private: never in a shared cache.
 */
const IMAGE_CACHE_CONTROL = 'private, max-age=86400'

/** Child images (reference §14 child_images): the calendar's avatars. */
export async function childImageRoutes(app: FastifyInstance): Promise<void> {
  route(app, getChildImage, 'weak', async ({ db, actor, params, today, reply }) => {
    const image = await service.childImage(db, actor, params.imageId, today)
    return reply
      .header('content-type', image.contentType)
      .header('content-length', String(image.bytes.length))
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes)
  })
}
