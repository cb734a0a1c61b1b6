import type { ProcessMetadataTexts } from './fi'

export const en: ProcessMetadataTexts = {
  title: 'Case handling details',
  loading: 'Loading details…',
  noData: 'The case has no handling details yet.',
  caseIdentifier: 'Case identifier',
  process: 'Process',
  organization: 'Organisation',
  archiveDuration: 'Archiving period',
  months: (n: number) => `${n} months`,
  history: 'Stages of handling',
  states: {
    INITIAL: 'Initiation',
    PREPARATION: 'Preparation',
    DECIDING: 'Decision-making',
    COMPLETED: 'Implementation',
  },
  primaryDocument: 'Document',
  secondaryDocuments: 'Other documents',
  createdAt: 'Created',
  confidential: 'Publicity',
  confidentialYes: 'Confidential',
  confidentialNo: 'Public',
  receivedByLabel: 'Received',
  receivedBy: { ELECTRONIC: 'Electronically', PAPER: 'On paper' },
  delivery: 'Delivery',
  deliveries: { ELECTRONIC: 'electronically', PAPER_MAIL: 'by post', PENDING: 'waiting for delivery' },
}
