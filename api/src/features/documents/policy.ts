import {
  documentErrors,
  HIDDEN_CHILD_DOCUMENT_TYPES,
  isCitizenEditable,
  isDownloadable,
  nextStatus,
  statusSequence,
  type ChildDocumentType,
  type DocumentStatus,
} from '@citizen/contract'
import type { Refusal } from '../../platform/errors'

/**
 * Who may do what with documents (reference §2, §8): pure functions of facts the service loads.
 * Anything refused is a 404 (never 403 with an id), except a send the document's state refuses.
 */

export type ChildDocumentAction = 'READ' | 'DOWNLOAD' | 'MARK_READ' | 'UPDATE'

export interface ChildDocumentFacts {
  /** A guardian of the child or a foster parent valid today */
  isCarer: boolean
  published: boolean
  type: ChildDocumentType
  status: DocumentStatus
}

const hidden = (type: ChildDocumentType) => (HIDDEN_CHILD_DOCUMENT_TYPES as readonly string[]).includes(type)

/** A carer reads and marks read a published document; downloads it once completed; fills in a CITIZEN_DRAFT */
export function childDocumentActions(f: ChildDocumentFacts): ChildDocumentAction[] {
  if (!f.isCarer || !f.published || hidden(f.type)) return []
  const actions: ChildDocumentAction[] = ['READ', 'MARK_READ']
  if (isDownloadable(f.status)) actions.push('DOWNLOAD')
  if (isCitizenEditable(f.status)) actions.push('UPDATE')
  return actions
}

/** The child's lists (child and pedagogical documents): a carer of a child with a placement not yet ended */
export const mayReadChildsDocuments = (isCarer: boolean, hasActiveOrUpcomingPlacement: boolean): boolean =>
  isCarer && hasActiveOrUpcomingPlacement

/**
 * Whether a send of `requested` is refused: a type the citizen never fills in is 403 not-editable;
 * a CITIZEN_BASIC document no longer waiting (sent meanwhile, or another guardian sent it) or a
 * status that is not the next one is 409 stale-status (which keeps a repeated send harmless).
 */
export function sendRefusal(
  type: ChildDocumentType,
  status: DocumentStatus,
  requested: DocumentStatus,
): Refusal | null {
  if (!statusSequence(type).some(isCitizenEditable)) {
    return { status: 403, reason: 'The document is not filled in by guardians', errorCode: documentErrors.notEditable }
  }
  if (!isCitizenEditable(status) || nextStatus(type, status) !== requested) {
    return {
      status: 409,
      reason: 'The document is no longer waiting for this answer',
      errorCode: documentErrors.staleStatus,
    }
  }
  return null
}

/** A pedagogical document's list, reading and its attachments: a carer of a child with a placement not yet ended */
export const mayReadPedagogicalDocuments = mayReadChildsDocuments
