import type {
  AssistanceDecision,
  AssistanceDecisionContent,
  AssistanceDecisionStatus,
  AssistanceLevel,
  DateRange,
  PreschoolAssistanceDecision,
  PreschoolAssistanceDecisionType,
} from '@citizen/contract'
import { formatDate, formatDateRange } from '@citizen/contract'
import { renderPdf, type PdfDocumentSpec, type PdfSection } from '../../platform/pdf'
import { municipalityName } from '../../platform/municipality'

type Language = 'fi' | 'sv'

/** Texts both kinds share */
const common = {
  fi: {
    number: 'Päätösnumero',
    decisionDate: 'Päätöspäivä',
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    validity: 'Päätös on voimassa',
    from: (date: string) => `${date} alkaen`,
    unit: 'Yksikkö',
    status: 'Päätöksen tila',
    statuses: {
      DRAFT: 'Luonnos',
      NEEDS_WORK: 'Palautettu korjattavaksi',
      ACCEPTED: 'Hyväksytty',
      REJECTED: 'Hylätty',
      ANNULLED: 'Mitätöity',
    } satisfies Record<AssistanceDecisionStatus, string>,
    annulmentReason: 'Mitätöinnin peruste',
    yes: 'Kyllä',
    no: 'Ei',
    none: 'Ei valittu',
    guardiansHeard: 'Huoltajien kuuleminen',
    guardiansHeardOn: 'Huoltajia kuultu',
    heard: 'kuultu',
    notHeard: 'ei kuultu',
    viewOfGuardians: 'Huoltajien näkemys esitetystä tuesta',
    preparedBy: 'Päätöksen valmistelija',
    decisionMaker: 'Päätöksen tekijä',
  },
  sv: {
    number: 'Beslutsnummer',
    decisionDate: 'Beslutsdatum',
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    validity: 'Beslutet gäller',
    from: (date: string) => `från ${date}`,
    unit: 'Enhet',
    status: 'Beslutets status',
    statuses: {
      DRAFT: 'Utkast',
      NEEDS_WORK: 'Returnerat för korrigering',
      ACCEPTED: 'Godkänt',
      REJECTED: 'Avslaget',
      ANNULLED: 'Annullerat',
    } satisfies Record<AssistanceDecisionStatus, string>,
    annulmentReason: 'Grund för annullering',
    yes: 'Ja',
    no: 'Nej',
    none: 'Inget valt',
    guardiansHeard: 'Hörande av vårdnadshavare',
    guardiansHeardOn: 'Vårdnadshavarna hördes',
    heard: 'hörd',
    notHeard: 'inte hörd',
    viewOfGuardians: 'Vårdnadshavarnas syn på det föreslagna stödet',
    preparedBy: 'Beredare',
    decisionMaker: 'Beslutsfattare',
  },
} as const

const ece = {
  fi: {
    issuer: `${municipalityName.fi} · Varhaiskasvatus`,
    title: 'Päätös tuesta varhaiskasvatuksessa',
    levels: 'Tuen taso',
    levelNames: {
      ASSISTANCE_ENDS: 'Erityinen tai tehostettu tuki päättyy',
      ASSISTANCE_SERVICES_FOR_TIME: 'Tukipalvelut päätöksen voimassaolon aikana',
      ENHANCED_ASSISTANCE: 'Tehostettu tuki',
      SPECIAL_ASSISTANCE: 'Erityinen tuki',
    } satisfies Record<AssistanceLevel, string>,
    pedagogicalMotivation: 'Pedagogiset tuen muodot ja perustelut',
    structural: 'Rakenteelliset tuen muodot',
    chosenOptions: 'Valitut',
    structuralOptions: {
      smallerGroup: 'Ryhmäkoon pienennys',
      specialGroup: 'Erityisryhmä',
      smallGroup: 'Pienryhmä',
      groupAssistant: 'Ryhmäkohtainen avustaja',
      childAssistant: 'Lapsikohtainen avustaja',
      additionalStaff: 'Henkilöresurssin lisäys',
    } satisfies Record<keyof AssistanceDecisionContent['structuralMotivationOptions'], string>,
    structuralDescription: 'Rakenteellisten tuen muotojen perustelut',
    careMotivation: 'Hoidolliset tuen muodot ja perustelut',
    services: 'Tukipalvelut',
    serviceOptions: {
      consultationSpecialEd: 'Varhaiskasvatuksen erityisopettajan antama konsultaatio',
      partTimeSpecialEd: 'Varhaiskasvatuksen erityisopettajan osa-aikainen opetus',
      fullTimeSpecialEd: 'Varhaiskasvatuksen erityisopettajan kokoaikainen opetus',
      interpretationAndAssistanceServices: 'Tulkitsemis- ja avustamispalvelut',
      specialAides: 'Apuvälineet',
    } satisfies Record<keyof AssistanceDecisionContent['serviceOptions'], string>,
    servicesMotivation: 'Tukipalveluiden perustelut',
    expertsHeard: 'Asiantuntijoiden kuuleminen',
    otherRepresentative: 'Muu laillinen edustaja kuultu',
    otherRepresentativeDetails: 'Muun edustajan tiedot',
    motivationForDecision: 'Perustelut päätökselle',
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 30 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan Etelä-Suomen aluehallintovirastolle. Tiedoksisaannin katsotaan tapahtuneen seitsemäntenä päivänä kirjeen lähettämisestä.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Småbarnspedagogik`,
    title: 'Beslut om stöd inom småbarnspedagogiken',
    levels: 'Stödnivå',
    levelNames: {
      ASSISTANCE_ENDS: 'Särskilt eller intensifierat stöd upphör',
      ASSISTANCE_SERVICES_FOR_TIME: 'Stödtjänster under beslutets giltighetstid',
      ENHANCED_ASSISTANCE: 'Intensifierat stöd',
      SPECIAL_ASSISTANCE: 'Särskilt stöd',
    } satisfies Record<AssistanceLevel, string>,
    pedagogicalMotivation: 'Pedagogiska stödformer och motivering',
    structural: 'Strukturella stödformer',
    chosenOptions: 'Valda',
    structuralOptions: {
      smallerGroup: 'Minskad gruppstorlek',
      specialGroup: 'Specialgrupp',
      smallGroup: 'Smågrupp',
      groupAssistant: 'Assistent för gruppen',
      childAssistant: 'Assistent för barnet',
      additionalStaff: 'Ökad personalresurs',
    } satisfies Record<keyof AssistanceDecisionContent['structuralMotivationOptions'], string>,
    structuralDescription: 'Motivering till de strukturella stödformerna',
    careMotivation: 'Vårdinriktade stödformer och motivering',
    services: 'Stödtjänster',
    serviceOptions: {
      consultationSpecialEd: 'Konsultation med speciallärare inom småbarnspedagogik',
      partTimeSpecialEd: 'Undervisning av speciallärare inom småbarnspedagogik på deltid',
      fullTimeSpecialEd: 'Undervisning av speciallärare inom småbarnspedagogik på heltid',
      interpretationAndAssistanceServices: 'Tolknings- och assistenttjänster',
      specialAides: 'Hjälpmedel',
    } satisfies Record<keyof AssistanceDecisionContent['serviceOptions'], string>,
    servicesMotivation: 'Motivering till stödtjänsterna',
    expertsHeard: 'Hörande av sakkunniga',
    otherRepresentative: 'Annan laglig företrädare hörd',
    otherRepresentativeDetails: 'Uppgifter om den andra företrädaren',
    motivationForDecision: 'Motivering till beslutet',
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 30 dagar från delfåendet. Begäran riktas till Regionförvaltningsverket i Södra Finland. Delfåendet anses ha skett den sjunde dagen efter att brevet skickades.',
  },
} as const

const preschool = {
  fi: {
    issuer: `${municipalityName.fi} · Esiopetus`,
    title: 'Päätös tuesta esiopetuksessa',
    type: 'Päätös',
    types: {
      NEW: 'Erityinen tuki alkaa',
      CONTINUING: 'Erityinen tuki jatkuu',
      TERMINATED: 'Erityinen tuki päättyy',
    } satisfies Record<PreschoolAssistanceDecisionType, string>,
    primaryGroup: 'Pääsääntöinen opetusryhmä',
    extendedCompulsoryEducation: 'Pidennetty oppivelvollisuus',
    extendedCompulsoryEducationInfo: 'Lisätiedot',
    grantedServices: 'Myönnetyt tulkitsemis- ja avustajapalvelut sekä apuvälineet',
    grantedAssistanceService: 'Avustajapalvelut',
    grantedInterpretationService: 'Tulkitsemispalvelut',
    grantedAssistiveDevices: 'Erityiset apuvälineet',
    grantedServicesBasis: 'Perustelut myönnetyille palveluille',
    decisionBasis: 'Perustelut päätökselle',
    basisDocuments: 'Päätöksen perusteena olevat asiakirjat',
    attachments: 'Liitteet',
    basisDocumentNames: {
      basisDocumentPedagogicalReport: 'Pedagoginen selvitys',
      basisDocumentPsychologistStatement: 'Psykologin lausunto',
      basisDocumentSocialReport: 'Sosiaalinen selvitys',
      basisDocumentDoctorStatement: 'Lääkärin lausunto',
      basisDocumentOtherOrMissing: 'Muu liite tai liite puuttuu',
    },
    basisDocumentOtherOrMissingInfo: 'Muun liitteen tiedot',
    basisDocumentsInfo: 'Lisätiedot liitteistä',
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 14 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan Etelä-Suomen aluehallintovirastolle. Tiedoksisaannin katsotaan tapahtuneen seitsemäntenä päivänä kirjeen lähettämisestä.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Förskoleundervisning`,
    title: 'Beslut om stöd i förskoleundervisningen',
    type: 'Beslut',
    types: {
      NEW: 'Särskilt stöd börjar',
      CONTINUING: 'Särskilt stöd fortsätter',
      TERMINATED: 'Särskilt stöd upphör',
    } satisfies Record<PreschoolAssistanceDecisionType, string>,
    primaryGroup: 'Undervisningsgrupp',
    extendedCompulsoryEducation: 'Förlängd läroplikt',
    extendedCompulsoryEducationInfo: 'Tilläggsuppgifter',
    grantedServices: 'Beviljade tolknings- och assistenttjänster samt hjälpmedel',
    grantedAssistanceService: 'Assistenttjänster',
    grantedInterpretationService: 'Tolkningstjänster',
    grantedAssistiveDevices: 'Särskilda hjälpmedel',
    grantedServicesBasis: 'Motivering till de beviljade tjänsterna',
    decisionBasis: 'Motivering till beslutet',
    basisDocuments: 'Handlingar som beslutet grundar sig på',
    attachments: 'Bilagor',
    basisDocumentNames: {
      basisDocumentPedagogicalReport: 'Pedagogisk utredning',
      basisDocumentPsychologistStatement: 'Psykologiskt utlåtande',
      basisDocumentSocialReport: 'Social utredning',
      basisDocumentDoctorStatement: 'Läkarutlåtande',
      basisDocumentOtherOrMissing: 'Annan bilaga eller bilaga saknas',
    },
    basisDocumentOtherOrMissingInfo: 'Uppgifter om den andra bilagan',
    basisDocumentsInfo: 'Tilläggsuppgifter om bilagorna',
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 14 dagar från delfåendet. Begäran riktas till Regionförvaltningsverket i Södra Finland. Delfåendet anses ha skett den sjunde dagen efter att brevet skickades.',
  },
} as const

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
  const t = common[language]
  const rows: [string, string][] = [[t.status, t.statuses[d.status]]]
  if (d.status === 'ANNULLED') rows.push([t.annulmentReason, d.annulmentReason])
  return { rows }
}

function childRows(
  language: Language,
  child: { firstName: string; lastName: string; dateOfBirth: string },
): [string, string][] {
  const t = common[language]
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
  const t = common[language]
  return {
    heading: t.guardiansHeard,
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
  const t = common[language]
  return {
    rows: [
      [t.preparedBy, [`${preparer.name}, ${preparer.title}`, preparer.phone].filter(Boolean).join('\n')],
      [t.decisionMaker, `${maker.name}, ${maker.title}`],
    ],
  }
}

/** The early childhood education assistance decision with every field of its content */
export function assistanceDecisionPdf(language: Language, d: AssistanceDecision): Promise<Buffer> {
  const t = { ...common[language], ...ece[language] }
  const c = d.content
  const unit = d.selectedUnit
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: t.title,
    subtitle: `${t.number} ${d.decisionNumber} · ${t.decisionDate} ${formatDate(d.decisionMade)}`,
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
          [t.levels, d.assistanceLevels.map((l) => t.levelNames[l]).join('\n')],
        ],
      },
      { heading: t.pedagogicalMotivation, paragraphs: [c.pedagogicalMotivation] },
      {
        heading: t.structural,
        rows: [
          [t.chosenOptions, chosen(c.structuralMotivationOptions, t.structuralOptions, t.none)],
          [t.structuralDescription, c.structuralMotivationDescription],
        ],
      },
      { heading: t.careMotivation, paragraphs: [c.careMotivation] },
      {
        heading: t.services,
        rows: [
          [t.chosenOptions, chosen(c.serviceOptions, t.serviceOptions, t.none)],
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
  const t = { ...common[language], ...preschool[language] }
  const c = d.content
  const yesNo = (v: boolean) => (v ? t.yes : t.no)
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: t.title,
    subtitle: `${t.number} ${d.decisionNumber} · ${t.decisionDate} ${formatDate(d.decisionMade)}`,
    sections: [
      statusSection(language, d),
      {
        rows: [
          [t.type, t.types[d.type]],
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
          [t.attachments, chosen(c, t.basisDocumentNames, t.none)],
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
