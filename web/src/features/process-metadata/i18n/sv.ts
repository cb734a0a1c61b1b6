import type { ProcessMetadataTexts } from './fi'

export const sv: ProcessMetadataTexts = {
  title: 'Uppgifter om ärendets behandling',
  loading: 'Uppgifterna laddas…',
  noData: 'Ärendet har ännu inga behandlingsuppgifter.',
  caseIdentifier: 'Ärendebeteckning',
  process: 'Process',
  organization: 'Organisation',
  archiveDuration: 'Arkiveringstid',
  months: (n: number) => `${n} mån.`,
  history: 'Behandlingens skeden',
  states: { INITIAL: 'Inledande', PREPARATION: 'Beredning', DECIDING: 'Beslutsfattande', COMPLETED: 'Verkställande' },
  primaryDocument: 'Handling',
  secondaryDocuments: 'Övriga handlingar',
  createdAt: 'Upprättad',
  confidential: 'Offentlighet',
  confidentialYes: 'Sekretessbelagd',
  confidentialNo: 'Offentlig',
  receivedByLabel: 'Inkommen',
  receivedBy: { ELECTRONIC: 'Elektroniskt', PAPER: 'På papper' },
  delivery: 'Leverans',
  deliveries: { ELECTRONIC: 'elektroniskt', PAPER_MAIL: 'per post', PENDING: 'väntar på leverans' },
}
