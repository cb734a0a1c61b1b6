import {
  applicationTypeNames,
  decisionTypeNames,
  financeDecisionTypeNames,
  type DocumentMetadata,
  type ProcessMetadataResponse,
} from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { audit, type AuditActor } from '../../platform/audit'
import { notFound } from '../../platform/errors'
import { applicationForUser } from '../applications/service'
import { financeDecisionProcess } from '../finance-decisions/service'
import { decisionDocumentsOfApplication } from '../decisions/public'
import * as q from './queries'
import { citizenDecisionDocuments, isConfidential, mayReadProcessMetadata } from './policy'

/**
 * Process metadata for citizens (reference §3 "Process metadata"; shown only with
 * showMetadataToCitizen, which the routes check). The citizen version is redacted: no
 * employees, no download paths, no confidentiality basis; we keep no delivery records, so
 * sfiDeliveries is always empty.
 */

const iso = (instant: Date | string) => new Date(instant).toISOString()

// ---------------------------------------------------------------------------------------------
// For the applications and decisions (the archive record of their case)

/** A new case process in its INITIAL state for a document of the kind; answers its id */
export async function startCaseProcess(tx: Db, kind: keyof typeof q.PROCESS_DEFINITIONS, now: Date): Promise<string> {
  return q.createCaseProcess(tx, q.PROCESS_DEFINITIONS[kind], now)
}

/** The case is COMPLETED (no decision left to answer, or the application cancelled) */
export async function completeCaseProcess(tx: Db, processId: string, now: Date): Promise<void> {
  await q.appendProcessState(tx, processId, 'COMPLETED', now)
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The metadata of a process, or null when the process row is gone */
async function metadata(
  db: Db,
  processId: string | null,
  primaryDocument: DocumentMetadata,
  secondaryDocuments: DocumentMetadata[],
): Promise<ProcessMetadataResponse> {
  if (!processId) return { data: null }
  const p = await q.findProcessWithHistory(db, processId)
  if (!p) return { data: null }
  return {
    data: {
      process: {
        id: p.id,
        caseIdentifier: `${p.number}/${p.process_definition_number}/${p.year}`,
        year: p.year,
        number: p.number,
        organization: p.organization,
        archiveDurationMonths: p.archive_duration_months,
        processDefinitionNumber: p.process_definition_number,
        history: p.history.map((h) => ({ rowIndex: h.rowIndex, state: h.state, enteredAt: iso(h.enteredAt) })),
      },
      processName: q.processNameOf(p.process_definition_number),
      primaryDocument,
      secondaryDocuments,
    },
  }
}

/**
 * An application's process: for whoever may read the application (the applicant, or the other
 * guardian with access: the applications' own rule), else 404. The application is the primary
 * document, its sent decisions the secondary ones. data is null before it is sent.
 */
export async function getApplicationProcessMetadata(
  db: Db,
  actor: AuditActor,
  applicationId: string,
  today: string,
): Promise<ProcessMetadataResponse> {
  const { row, role } = await applicationForUser(db, actor.personId, applicationId, today)
  if (!mayReadProcessMetadata({ kind: 'APPLICATION', role })) throw notFound('Application not found')
  await audit(db, {
    actor,
    action: 'APPLICATION_METADATA_READ',
    targets: { persons: [row.child_id, row.guardian_id], ids: { application: [row.id] } },
  })
  if (!row.process_id) return { data: null }
  const decisions = await decisionDocumentsOfApplication(db, applicationId)
  return metadata(
    db,
    row.process_id,
    {
      documentId: row.id,
      // Documents keep their Finnish names (the archive's language), as the pages and PDFs name them
      name: applicationTypeNames.fi[row.type] ?? 'Hakemus',
      createdAt: iso(row.created_at),
      confidential: isConfidential({ kind: 'APPLICATION', confidential: row.confidential }),
      receivedBy: row.origin,
      sfiDeliveries: [],
    },
    citizenDecisionDocuments(decisions).map((d) => ({
      documentId: d.id,
      name: decisionTypeNames.fi[d.type] ?? 'Päätös',
      createdAt: iso(d.createdAt),
      confidential: isConfidential({ kind: 'DECISION' }),
      receivedBy: null,
      sfiDeliveries: [],
    })),
  )
}

/** A fee or voucher value decision's process: for its head of family or partner, else 404 */
export async function getFinanceDecisionProcessMetadata(
  db: Db,
  actor: AuditActor,
  kind: 'fee_decision' | 'voucher_value_decision',
  id: string,
): Promise<ProcessMetadataResponse> {
  const found = await financeDecisionProcess(db, actor.personId, kind, id)
  const mayReadMetadata = found?.actions.includes('READ_METADATA') ?? false
  if (!found || !mayReadProcessMetadata({ kind: 'FINANCE_DECISION', mayReadMetadata })) {
    throw notFound('Decision not found')
  }
  const { row } = found
  await audit(db, {
    actor,
    action: kind === 'fee_decision' ? 'FEE_DECISION_METADATA_READ' : 'VOUCHER_VALUE_DECISION_METADATA_READ',
    targets: {
      persons: [actor.personId],
      ids: kind === 'fee_decision' ? { feeDecision: [row.id] } : { voucherValueDecision: [row.id] },
    },
  })
  return metadata(
    db,
    row.process_id,
    {
      documentId: row.id,
      name: `${financeDecisionTypeNames.fi[kind === 'fee_decision' ? 'FEE_DECISION' : 'VOUCHER_VALUE_DECISION']} ${row.decision_number}`,
      createdAt: iso(row.created_at),
      confidential: isConfidential({ kind: 'FINANCE_DECISION' }),
      receivedBy: null,
      sfiDeliveries: [],
    },
    [],
  )
}
