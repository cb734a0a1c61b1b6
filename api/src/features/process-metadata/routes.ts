import type { FastifyInstance } from 'fastify'
import {
  getApplicationProcessMetadata,
  getFeeDecisionProcessMetadata,
  getVoucherValueDecisionProcessMetadata,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'

/**
 * Process metadata (reference §3; spec 000/002: shown only when showMetadataToCitizen is on).
 * With the setting off the calls are not registered at all, so every request is the app's
 * plain 404 whatever the session or id. With it on they need a strong session, like the
 * documents they describe.
 */
export async function processMetadataRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.showMetadataToCitizen) return

  route(app, getApplicationProcessMetadata, 'strong', ({ db, actor, params, today }) =>
    service.getApplicationProcessMetadata(db, actor, params.id, today),
  )
  route(app, getFeeDecisionProcessMetadata, 'strong', ({ db, actor, params }) =>
    service.getFinanceDecisionProcessMetadata(db, actor, 'fee_decision', params.id),
  )
  route(app, getVoucherValueDecisionProcessMetadata, 'strong', ({ db, actor, params }) =>
    service.getFinanceDecisionProcessMetadata(db, actor, 'voucher_value_decision', params.id),
  )
}
