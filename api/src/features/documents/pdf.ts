import { answerText, formatDate, type ChildDocumentDetails, type DocumentDecisionStatus } from '@citizen/contract'
import { renderPdf, type PdfSection } from '../../platform/pdf'
import { municipalityName } from '../../platform/municipality'

/** The PDF's own texts in the languages documents are written in (the template's language) */
const texts = {
  fi: {
    issuer: `${municipalityName.fi} · Varhaiskasvatus`,
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    published: 'Julkaistu',
    answered: 'Täytetty',
    legalBasis: 'Lakiperuste',
    confidential: (years: number, basis: string) => `Salassa pidettävä ${years} vuotta (${basis})`,
    decision: 'Päätös',
    decisionNumber: 'Päätösnumero',
    validity: 'Voimassa',
    annulmentReason: 'Mitätöinnin syy',
    decisionStatuses: { ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty', ANNULLED: 'Mitätöity' },
    yes: 'Kyllä',
    no: 'Ei',
  },
  sv: {
    issuer: `${municipalityName.sv} · Småbarnspedagogik`,
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    published: 'Publicerat',
    answered: 'Ifyllt',
    legalBasis: 'Lagstöd',
    confidential: (years: number, basis: string) => `Sekretessbelagt i ${years} år (${basis})`,
    decision: 'Beslut',
    decisionNumber: 'Beslutsnummer',
    validity: 'Giltigt',
    annulmentReason: 'Orsak till annullering',
    decisionStatuses: { ACCEPTED: 'Godkänt', REJECTED: 'Avslaget', ANNULLED: 'Annullerat' },
    yes: 'Ja',
    no: 'Nej',
  },
} as const

// Every decision status has its name in both languages
texts.fi.decisionStatuses satisfies Record<DocumentDecisionStatus, string>
texts.sv.decisionStatuses satisfies Record<DocumentDecisionStatus, string>

const day = (iso: string) => formatDate(iso.slice(0, 10))

/** The document as PDF in its template's language: its facts, then each section's questions and answers */
export function childDocumentPdf(d: ChildDocumentDetails): Promise<Buffer> {
  const language = d.template.language
  const t = texts[language]
  const answers = new Map(d.content.answers.map((a) => [a.questionId, a]))
  const facts: PdfSection = {
    rows: [
      [t.child, `${d.child.firstName} ${d.child.lastName}`],
      [t.dateOfBirth, formatDate(d.child.dateOfBirth)],
      [t.published, day(d.publishedAt)],
      ...(d.answeredAt
        ? ([[t.answered, `${day(d.answeredAt)} ${d.answeredBy?.name ?? ''}`.trim()]] as [string, string][])
        : []),
      ...(d.template.legalBasis ? ([[t.legalBasis, d.template.legalBasis]] as [string, string][]) : []),
    ],
  }
  const decision: PdfSection[] = d.decision
    ? [
        {
          heading: t.decision,
          rows: [
            [t.decisionNumber, String(d.decision.decisionNumber)],
            [t.decision, t.decisionStatuses[d.decision.status]],
            ...(d.decision.validity
              ? ([
                  [
                    t.validity,
                    `${formatDate(d.decision.validity.start)} – ${d.decision.validity.end ? formatDate(d.decision.validity.end) : ''}`.trim(),
                  ],
                ] as [string, string][])
              : []),
            ...(d.decision.annulmentReason
              ? ([[t.annulmentReason, d.decision.annulmentReason]] as [string, string][])
              : []),
          ],
        },
      ]
    : []
  const sections: PdfSection[] = d.template.content.sections.map((s) => ({
    heading: s.label,
    paragraphs: s.infoText ? [s.infoText] : [],
    rows: s.questions.map((q): [string, string] => {
      const a = answers.get(q.id)
      return [q.label, a ? answerText(q, a, t) : '']
    }),
  }))
  return renderPdf({
    language,
    issuer: t.issuer,
    title: d.template.name,
    subtitle: d.template.confidentiality
      ? t.confidential(d.template.confidentiality.durationYears, d.template.confidentiality.basis)
      : undefined,
    sections: [facts, ...decision, ...sections],
  })
}

/** "Lapsen_asiakirja_Eeva_Esimerkki.pdf": the template's name and the child's */
export function childDocumentFilename(d: ChildDocumentDetails): string {
  return `${d.template.name} ${d.child.firstName} ${d.child.lastName}.pdf`.replace(/\s+/g, '_')
}
