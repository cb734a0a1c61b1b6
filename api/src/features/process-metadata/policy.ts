/**
 * What of a case process a citizen sees (reference §3 "Process metadata"; spec 000/002): pure
 * functions of facts the service loads. Whether metadata is shown at all
 * (showMetadataToCitizen) and the strong session are the routes' access level.
 */

/** The document a process belongs to, with the owning feature's answer to "may the user read it" */
export type ProcessDocumentFacts =
  | { kind: 'APPLICATION'; role: 'OWNER' | 'OTHER_GUARDIAN' | null }
  | { kind: 'FINANCE_DECISION'; mayReadMetadata: boolean }

/**
 * An application's process: whoever may read the application (its applicant, or the other
 * guardian with access). A fee or voucher value decision's: whom the finance policy lets read
 * its metadata (a SENT decision's head of family and partner). Anyone else: 404.
 */
export function mayReadProcessMetadata(document: ProcessDocumentFacts): boolean {
  return document.kind === 'APPLICATION' ? document.role !== null : document.mayReadMetadata
}

/** An application's secondary documents are its decisions, once sent; an unsent one is the staff's draft */
export function citizenDecisionDocuments<D extends { sentDate: string | null }>(decisions: D[]): D[] {
  return decisions.filter((d) => d.sentDate !== null)
}

/**
 * Whether a document is shown as confidential: decisions always are (a child's placement, a
 * family's incomes); an application as its own flag says (null until staff have set it).
 */
export function isConfidential(
  document: { kind: 'APPLICATION'; confidential: boolean | null } | { kind: 'DECISION' | 'FINANCE_DECISION' },
): boolean | null {
  return document.kind === 'APPLICATION' ? document.confidential : true
}
