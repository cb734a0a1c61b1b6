/** Finnish texts of the process metadata panel (applications and decisions); the source of their type. */
export const fi = {
  title: 'Asiankäsittelyn tiedot',
  loading: 'Ladataan tietoja…',
  noData: 'Asialle ei ole vielä käsittelytietoja.',
  caseIdentifier: 'Asiatunnus',
  process: 'Prosessi',
  organization: 'Organisaatio',
  archiveDuration: 'Arkistointiaika',
  months: (n: number) => `${n} kk`,
  history: 'Käsittelyn vaiheet',
  states: { INITIAL: 'Vireillepano', PREPARATION: 'Valmistelu', DECIDING: 'Päätöksenteko', COMPLETED: 'Toimeenpano' },
  primaryDocument: 'Asiakirja',
  secondaryDocuments: 'Muut asiakirjat',
  createdAt: 'Laadittu',
  confidential: 'Julkisuus',
  confidentialYes: 'Salassa pidettävä',
  confidentialNo: 'Julkinen',
  receivedByLabel: 'Saapumistapa',
  receivedBy: { ELECTRONIC: 'Sähköisesti', PAPER: 'Paperilla' },
  delivery: 'Toimitus',
  deliveries: { ELECTRONIC: 'sähköisesti', PAPER_MAIL: 'postitse', PENDING: 'odottaa toimitusta' },
}

export type ProcessMetadataTexts = typeof fi
