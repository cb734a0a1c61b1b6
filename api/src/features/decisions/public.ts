import type { Db } from '../../platform/db/database'
import * as q from './queries'

/**
 * What other features may read of the application decisions besides the service. Here rather
 * than in service.ts, which completes case processes through process-metadata's service: the
 * process metadata reading it from there would make the two services import each other.
 */

/**
 * The decisions of an application as documents of its case (process metadata): sent or not (the
 * reader's policy picks), oldest sent first; one query. The caller has checked the application.
 */
export async function decisionDocumentsOfApplication(db: Db, applicationId: string) {
  return q.findDecisionDocuments(db, applicationId)
}
