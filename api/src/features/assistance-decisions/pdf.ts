import {
  assistanceDecisionLabels,
  assistanceDecisionStatusNames,
  assistanceLevelNames,
  basisDocumentNames,
  formatDate,
  formatDateRange,
  preschoolAssistanceTypeNames,
  serviceOptionNames,
  structuralOptionNames,
  type AssistanceDecision,
  type AssistanceDecisionStatus,
  type DateRange,
  type PreschoolAssistanceDecision,
} from '@citizen/contract'
import { renderPdf, type PdfDocumentSpec, type PdfSection } from '../../platform/pdf'
import { municipalityName } from '../../platform/municipality'

type Language = 'fi' | 'sv'

/** Texts both kinds share; the labels and names the decision page also shows are in contract/src/texts/assistance.ts */
const common = {
  fi: {
    decisionDate: 'Päätöspäivä',
    from: (date: string) => `${date} alkaen`,
    guardiansHearing: 'Huoltajien kuuleminen',
  },
  sv: {
    decisionDate: 'Beslutsdatum',
    from: (date: string) => `från ${date}`,
    guardiansHearing: 'Hörande av vårdnadshavare',
  },
} as const

const ece = {
  fi: {
    issuer: `${municipalityName.fi} · Varhaiskasvatus`,
    chosenOptions: 'Valitut',
    otherRepresentativeDetails: 'Muun edustajan tiedot',
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 30 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan Etelä-Suomen aluehallintovirastolle. Tiedoksisaannin katsotaan tapahtuneen seitsemäntenä päivänä kirjeen lähettämisestä.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Småbarnspedagogik`,
    chosenOptions: 'Valda',
    otherRepresentativeDetails: 'Uppgifter om den andra företrädaren',
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 30 dagar från delfåendet. Begäran riktas till Regionförvaltningsverket i Södra Finland. Delfåendet anses ha skett den sjunde dagen efter att brevet skickades.',
  },
} as const

const preschool = {
  fi: {
    issuer: `${municipalityName.fi} · Esiopetus`,
    attachments: 'Liitteet',
    basisDocumentOtherOrMissingInfo: 'Muun liitteen tiedot',
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 14 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan Etelä-Suomen aluehallintovirastolle. Tiedoksisaannin katsotaan tapahtuneen seitsemäntenä päivänä kirjeen lähettämisestä.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Förskoleundervisning`,
    attachments: 'Bilagor',
    basisDocumentOtherOrMissingInfo: 'Uppgifter om den andra bilagan',
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 14 dagar från delfåendet. Begäran riktas till Regionförvaltningsverket i Södra Finland. Delfåendet anses ha skett den sjunde dagen efter att brevet skickades.',
  },
} as const

const text = (language: Language) => ({ ...assistanceDecisionLabels[language], ...common[language] })

const validity = (language: Language, period: DateRange) =>
  formatDateRange(period.start, period.end, common[language].from)

/** The names of the options that are on, one per line; "none chosen" when none is */
function chosen<K extends string>(
  options: Record<NoInfer<K>, boolean>,
  names: Record<K, string>,
  none: string,
): string {
  const on = (Object.keys(names) as K[]).filter((k) => options[k])
  return on.length === 0 ? none : on.map((k) => names[k]).join('\n')
}

/** Status, child and the guardians' hearing: the parts both documents share */
function statusSection(
  language: Language,
  d: { status: AssistanceDecisionStatus; annulmentReason: string },
): PdfSection {
  const t = text(language)
  const rows: [string, string][] = [[t.status, assistanceDecisionStatusNames[language][d.status]]]
  if (d.status === 'ANNULLED') rows.push([t.annulmentReason, d.annulmentReason])
  return { rows }
}

function childRows(
  language: Language,
  child: { firstName: string; lastName: string; dateOfBirth: string },
): [string, string][] {
  const t = text(language)
  return [
    [t.child, `${child.firstName} ${child.lastName}`],
    [t.dateOfBirth, formatDate(child.dateOfBirth)],
  ]
}

function guardiansSection(
  language: Language,
  c: {
    guardiansHeardOn: string | null
    guardianInfo: { name: string; isHeard: boolean; details: string }[]
    viewOfGuardians: string
  },
): PdfSection {
  const t = text(language)
  return {
    heading: t.guardiansHearing,
    rows: [
      [t.guardiansHeardOn, c.guardiansHeardOn ? formatDate(c.guardiansHeardOn) : ''],
      ...c.guardianInfo.map((g): [string, string] => [
        g.name,
        [g.isHeard ? t.heard : t.notHeard, g.details].filter(Boolean).join(': '),
      ]),
      [t.viewOfGuardians, c.viewOfGuardians],
    ],
  }
}

function signatureSection(
  language: Language,
  preparer: { name: string; title: string; phone: string },
  maker: { name: string; title: string },
): PdfSection {
  const t = text(language)
  return {
    rows: [
      [t.preparedBy, [`${preparer.name}, ${preparer.title}`, preparer.phone].filter(Boolean).join('\n')],
      [t.decisionMaker, `${maker.name}, ${maker.title}`],
    ],
  }
}

/** The early childhood education assistance decision with every field of its content */
export function assistanceDecisionPdf(language: Language, d: AssistanceDecision): Promise<Buffer> {
  const t = { ...text(language), ...ece[language] }
  const c = d.content
  const unit = d.selectedUnit
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: t.title,
    subtitle: `${t.decisionNumber} ${d.decisionNumber} · ${t.decisionDate} ${formatDate(d.decisionMade)}`,
    sections: [
      statusSection(language, d),
      {
        rows: [
          ...childRows(language, d.child),
          [t.validity, validity(language, d.validityPeriod)],
          [
            t.unit,
            unit
              ? [unit.name, unit.streetAddress, `${unit.postalCode} ${unit.postOffice}`.trim()]
                  .filter(Boolean)
                  .join(', ')
              : '',
          ],
          [t.levels, d.assistanceLevels.map((l) => assistanceLevelNames[language][l]).join('\n')],
        ],
      },
      { heading: t.pedagogicalMotivation, paragraphs: [c.pedagogicalMotivation] },
      {
        heading: t.structuralMotivation,
        rows: [
          [t.chosenOptions, chosen(c.structuralMotivationOptions, structuralOptionNames[language], t.none)],
          [t.structuralMotivationDescription, c.structuralMotivationDescription],
        ],
      },
      { heading: t.careMotivation, paragraphs: [c.careMotivation] },
      {
        heading: t.services,
        rows: [
          [t.chosenOptions, chosen(c.serviceOptions, serviceOptionNames[language], t.none)],
          [t.servicesMotivation, c.servicesMotivation],
        ],
      },
      { heading: t.expertsHeard, paragraphs: [c.expertsHeard] },
      guardiansSection(language, c),
      {
        rows: [
          [t.otherRepresentative, c.otherRepresentativeHeard ? t.yes : t.no],
          ...(c.otherRepresentativeHeard || c.otherRepresentativeDetails
            ? [[t.otherRepresentativeDetails, c.otherRepresentativeDetails] as [string, string]]
            : []),
        ],
      },
      { heading: t.motivationForDecision, paragraphs: [c.motivationForDecision] },
      signatureSection(language, c.preparedBy, c.decisionMaker),
    ],
    footer: t.appeal,
  }
  return renderPdf(spec)
}

/** The preschool assistance decision with every field of its content */
export function preschoolAssistanceDecisionPdf(language: Language, d: PreschoolAssistanceDecision): Promise<Buffer> {
  const t = { ...text(language), ...preschool[language] }
  const c = d.content
  const yesNo = (v: boolean) => (v ? t.yes : t.no)
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: t.preschoolTitle,
    subtitle: `${t.decisionNumber} ${d.decisionNumber} · ${t.decisionDate} ${formatDate(d.decisionMade)}`,
    sections: [
      statusSection(language, d),
      {
        rows: [
          [t.type, preschoolAssistanceTypeNames[language][d.type]],
          ...childRows(language, d.child),
          [t.validity, validity(language, d.validityPeriod)],
          [t.unit, d.unitName ?? ''],
          [t.primaryGroup, c.primaryGroup],
        ],
      },
      {
        heading: t.extendedCompulsoryEducation,
        rows: [
          [t.extendedCompulsoryEducation, yesNo(c.extendedCompulsoryEducation)],
          ...(c.extendedCompulsoryEducation || c.extendedCompulsoryEducationInfo
            ? [[t.extendedCompulsoryEducationInfo, c.extendedCompulsoryEducationInfo] as [string, string]]
            : []),
        ],
      },
      {
        heading: t.grantedServices,
        rows: [
          [t.grantedAssistanceService, yesNo(c.grantedAssistanceService)],
          [t.grantedInterpretationService, yesNo(c.grantedInterpretationService)],
          [t.grantedAssistiveDevices, yesNo(c.grantedAssistiveDevices)],
          [t.grantedServicesBasis, c.grantedServicesBasis],
        ],
      },
      { heading: t.decisionBasis, paragraphs: [c.decisionBasis] },
      {
        heading: t.basisDocuments,
        rows: [
          [t.attachments, chosen(c, basisDocumentNames[language], t.none)],
          ...(c.basisDocumentOtherOrMissing || c.basisDocumentOtherOrMissingInfo
            ? [[t.basisDocumentOtherOrMissingInfo, c.basisDocumentOtherOrMissingInfo] as [string, string]]
            : []),
          [t.basisDocumentsInfo, c.basisDocumentsInfo],
        ],
      },
      guardiansSection(language, c),
      signatureSection(language, c.preparer, c.decisionMaker),
    ],
    footer: t.appeal,
  }
  return renderPdf(spec)
}

export function assistanceDecisionFilename(language: Language, decisionNumber: number): string {
  return `${language === 'sv' ? 'stodbeslut' : 'tukipaatos'}_${decisionNumber}.pdf`
}

export function preschoolAssistanceDecisionFilename(language: Language, decisionNumber: number): string {
  return `${language === 'sv' ? 'stodbeslut_forskoleundervisning' : 'tukipaatos_esiopetus'}_${decisionNumber}.pdf`
}
