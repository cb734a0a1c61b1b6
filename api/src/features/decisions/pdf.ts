import { decisionStatusNames, decisionTypeNames, formatDate, type ApplicationForm } from '@citizen/contract'
import { renderPdf, type PdfDocumentSpec } from '../../platform/pdf'
import { municipalityName } from '../../platform/municipality'
import type { DecisionRow } from './queries'
import { answerDeadline } from './policy'

/** The texts of the application decision document, in the two languages decisions are written in
 * (the names of decision types and answers are the web's: contract/src/texts/decisions.ts). */
const texts = {
  fi: {
    issuer: `${municipalityName.fi} · Varhaiskasvatus ja esiopetus`,
    number: 'Päätösnumero',
    decisionDate: 'Päätöspäivä',
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    guardian: 'Hakija',
    unit: 'Yksikkö',
    address: 'Käyntiosoite',
    phone: 'Puhelin',
    period: 'Paikka alkaen – päättyen',
    decision: 'Päätös',
    status: 'Vastaus',
    requestedStart: 'Toivottu aloituspäivä',
    resolved: 'Vastattu',
    granted: (unit: string) => `Lapselle on myönnetty paikka yksiköstä ${unit}.`,
    answerBy: (date: string) =>
      `Paikka tulee ottaa vastaan tai hylätä kahden viikon kuluessa päätöksestä, viimeistään ${date}. Vastaa päätökseen kuntalaispalvelussa kohdassa Päätökset.`,
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 14 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan varhaiskasvatuksen ja esiopetuksen lautakunnalle.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Småbarnspedagogik och förskoleundervisning`,
    number: 'Beslutsnummer',
    decisionDate: 'Beslutsdatum',
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    guardian: 'Sökande',
    unit: 'Enhet',
    address: 'Besöksadress',
    phone: 'Telefon',
    period: 'Platsen börjar – slutar',
    decision: 'Beslut',
    status: 'Svar',
    requestedStart: 'Önskat startdatum',
    resolved: 'Besvarat',
    granted: (unit: string) => `Barnet har beviljats en plats vid enheten ${unit}.`,
    answerBy: (date: string) =>
      `Platsen ska tas emot eller avböjas inom två veckor från beslutet, senast ${date}. Svara på beslutet i invånartjänsten under Beslut.`,
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 14 dagar från delfåendet. Begäran riktas till nämnden för småbarnspedagogik och förskoleundervisning.',
  },
} as const

/** The application decision as a PDF document in fi or sv */
export function applicationDecisionPdf(
  language: 'fi' | 'sv',
  decision: DecisionRow,
  applicant: { first_name: string; last_name: string } | undefined,
  form: ApplicationForm,
): Promise<Buffer> {
  const t = texts[language]
  const sent = decision.sent_date!
  const answerRows: [string, string][] = [[t.status, decisionStatusNames[language][decision.status]]]
  if (decision.requested_start_date) answerRows.push([t.requestedStart, formatDate(decision.requested_start_date)])
  if (decision.resolved) answerRows.push([t.resolved, formatDate(decision.resolved)])
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: decisionTypeNames[language][decision.type],
    subtitle: `${t.number} ${decision.decision_number} · ${t.decisionDate} ${formatDate(sent)}`,
    sections: [
      {
        rows: [
          [t.child, `${decision.child_first_name} ${decision.child_last_name}`],
          [t.dateOfBirth, formatDate(decision.child_date_of_birth)],
          [
            t.guardian,
            applicant
              ? `${applicant.first_name} ${applicant.last_name}`
              : `${form.guardian.person.firstName} ${form.guardian.person.lastName}`,
          ],
        ],
      },
      {
        heading: t.decision,
        paragraphs: [t.granted(decision.unit_name)],
        rows: [
          [t.unit, decision.unit_name],
          [
            t.address,
            [decision.unit_street_address, `${decision.unit_postal_code} ${decision.unit_post_office}`.trim()]
              .filter(Boolean)
              .join(', '),
          ],
          [t.phone, decision.unit_phone ?? ''],
          [t.period, `${formatDate(decision.start_date)} – ${formatDate(decision.end_date)}`],
        ],
      },
      {
        heading: t.status,
        rows: answerRows,
        paragraphs: decision.status === 'PENDING' ? [t.answerBy(formatDate(answerDeadline(sent)))] : [],
      },
    ],
    footer: t.appeal,
  }
  return renderPdf(spec)
}

export function applicationDecisionFilename(language: 'fi' | 'sv', decisionNumber: number): string {
  return `${language === 'sv' ? 'beslut' : 'paatos'}_${decisionNumber}.pdf`
}
