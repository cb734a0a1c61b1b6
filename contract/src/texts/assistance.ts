// Assistance decisions' texts, shared by the decision pages and the decision PDFs: the names of
// each enum value and option, and the labels of the fields both show. Zod-free (the web imports it).
import type { Language } from '../common'
import type {
  AssistanceDecisionContent,
  AssistanceDecisionStatus,
  AssistanceLevel,
  PreschoolAssistanceDecisionContent,
  PreschoolAssistanceDecisionType,
} from '../decisions'

type Names<K extends string> = Record<Language, Record<K, string>>
type StructuralOption = keyof AssistanceDecisionContent['structuralMotivationOptions']
type ServiceOption = keyof AssistanceDecisionContent['serviceOptions']
/** The yes/no fields `basisDocument…` (not their free-text companions) */
type BasisDocument = {
  [K in keyof PreschoolAssistanceDecisionContent]: K extends `basisDocument${string}`
    ? PreschoolAssistanceDecisionContent[K] extends boolean
      ? K
      : never
    : never
}[keyof PreschoolAssistanceDecisionContent]

export const assistanceDecisionStatusNames: Names<AssistanceDecisionStatus> = {
  fi: {
    DRAFT: 'Luonnos',
    NEEDS_WORK: 'Palautettu korjattavaksi',
    ACCEPTED: 'Myönnetty',
    REJECTED: 'Hylätty',
    ANNULLED: 'Mitätöity',
  },
  sv: {
    DRAFT: 'Utkast',
    NEEDS_WORK: 'Returnerat för korrigering',
    ACCEPTED: 'Beviljat',
    REJECTED: 'Avslaget',
    ANNULLED: 'Annullerat',
  },
  en: {
    DRAFT: 'Draft',
    NEEDS_WORK: 'Returned for corrections',
    ACCEPTED: 'Granted',
    REJECTED: 'Rejected',
    ANNULLED: 'Annulled',
  },
}

export const assistanceLevelNames: Names<AssistanceLevel> = {
  fi: {
    ASSISTANCE_ENDS: 'Tuki päättyy',
    ASSISTANCE_SERVICES_FOR_TIME: 'Tukipalvelut päätöksen voimassaolon aikana',
    ENHANCED_ASSISTANCE: 'Tehostettu tuki',
    SPECIAL_ASSISTANCE: 'Erityinen tuki',
  },
  sv: {
    ASSISTANCE_ENDS: 'Stödet upphör',
    ASSISTANCE_SERVICES_FOR_TIME: 'Stödtjänster under beslutets giltighetstid',
    ENHANCED_ASSISTANCE: 'Intensifierat stöd',
    SPECIAL_ASSISTANCE: 'Särskilt stöd',
  },
  en: {
    ASSISTANCE_ENDS: 'Support ends',
    ASSISTANCE_SERVICES_FOR_TIME: 'Support services while the decision is valid',
    ENHANCED_ASSISTANCE: 'Intensified support',
    SPECIAL_ASSISTANCE: 'Special support',
  },
}

export const preschoolAssistanceTypeNames: Names<PreschoolAssistanceDecisionType> = {
  fi: { NEW: 'Uusi päätös', CONTINUING: 'Jatkopäätös', TERMINATED: 'Tuen päättyminen' },
  sv: { NEW: 'Nytt beslut', CONTINUING: 'Fortsatt beslut', TERMINATED: 'Stödet upphör' },
  en: { NEW: 'New decision', CONTINUING: 'Continuing decision', TERMINATED: 'Support ends' },
}

/** Structural forms of support (early childhood education) */
export const structuralOptionNames: Names<StructuralOption> = {
  fi: {
    smallerGroup: 'Ryhmäkoon pienennys',
    specialGroup: 'Erityisryhmä',
    smallGroup: 'Pienryhmä',
    groupAssistant: 'Ryhmäkohtainen avustaja',
    childAssistant: 'Lapsikohtainen avustaja',
    additionalStaff: 'Henkilöstön lisäys',
  },
  sv: {
    smallerGroup: 'Mindre gruppstorlek',
    specialGroup: 'Specialgrupp',
    smallGroup: 'Smågrupp',
    groupAssistant: 'Assistent för gruppen',
    childAssistant: 'Assistent för barnet',
    additionalStaff: 'Ökad personal',
  },
  en: {
    smallerGroup: 'Smaller group size',
    specialGroup: 'Special group',
    smallGroup: 'Small group',
    groupAssistant: 'Assistant for the group',
    childAssistant: 'Assistant for the child',
    additionalStaff: 'Additional staff',
  },
}

/** Support services (early childhood education) */
export const serviceOptionNames: Names<ServiceOption> = {
  fi: {
    consultationSpecialEd: 'Varhaiskasvatuksen erityisopettajan konsultaatio',
    partTimeSpecialEd: 'Varhaiskasvatuksen erityisopettajan osa-aikainen opetus',
    fullTimeSpecialEd: 'Varhaiskasvatuksen erityisopettajan kokoaikainen opetus',
    interpretationAndAssistanceServices: 'Tulkitsemis- ja avustamispalvelut',
    specialAides: 'Apuvälineet',
  },
  sv: {
    consultationSpecialEd: 'Konsultation av speciallärare inom småbarnspedagogik',
    partTimeSpecialEd: 'Undervisning på deltid av speciallärare inom småbarnspedagogik',
    fullTimeSpecialEd: 'Undervisning på heltid av speciallärare inom småbarnspedagogik',
    interpretationAndAssistanceServices: 'Tolknings- och biträdestjänster',
    specialAides: 'Hjälpmedel',
  },
  en: {
    consultationSpecialEd: 'Consultation by a special education teacher',
    partTimeSpecialEd: 'Part-time teaching by a special education teacher',
    fullTimeSpecialEd: 'Full-time teaching by a special education teacher',
    interpretationAndAssistanceServices: 'Interpretation and assistance services',
    specialAides: 'Assistive devices',
  },
}

/** The documents a preschool assistance decision is based on */
export const basisDocumentNames: Names<BasisDocument> = {
  fi: {
    basisDocumentPedagogicalReport: 'Pedagoginen selvitys',
    basisDocumentPsychologistStatement: 'Psykologin lausunto',
    basisDocumentSocialReport: 'Sosiaalinen selvitys',
    basisDocumentDoctorStatement: 'Lääkärin lausunto',
    basisDocumentOtherOrMissing: 'Muu liite tai liite puuttuu',
  },
  sv: {
    basisDocumentPedagogicalReport: 'Pedagogisk utredning',
    basisDocumentPsychologistStatement: 'Psykologs utlåtande',
    basisDocumentSocialReport: 'Social utredning',
    basisDocumentDoctorStatement: 'Läkarutlåtande',
    basisDocumentOtherOrMissing: 'Annan bilaga eller bilaga saknas',
  },
  en: {
    basisDocumentPedagogicalReport: 'Pedagogical report',
    basisDocumentPsychologistStatement: "Psychologist's statement",
    basisDocumentSocialReport: 'Social report',
    basisDocumentDoctorStatement: "Doctor's statement",
    basisDocumentOtherOrMissing: 'Other document, or a document is missing',
  },
}

const labelsFi = {
  title: 'Päätös tuesta varhaiskasvatuksessa',
  preschoolTitle: 'Päätös tuesta esiopetuksessa',
  decisionNumber: 'Päätösnumero',
  child: 'Lapsi',
  dateOfBirth: 'Syntymäaika',
  validity: 'Voimassa',
  unit: 'Yksikkö',
  status: 'Tila',
  levels: 'Tuen taso',
  type: 'Päätöksen tyyppi',
  annulmentReason: 'Mitätöinnin syy',
  pedagogicalMotivation: 'Pedagogiset perustelut',
  structuralMotivation: 'Rakenteelliset tuen muodot',
  structuralMotivationDescription: 'Rakenteellisten tuen muotojen perustelut',
  careMotivation: 'Hoidolliset tuen muodot',
  services: 'Tukipalvelut',
  servicesMotivation: 'Tukipalveluiden perustelut',
  expertsHeard: 'Asiantuntijat, joiden kanssa tuki on suunniteltu',
  guardiansHeardOn: 'Huoltajien kuulemisen päivämäärä',
  guardiansHeard: 'Kuullut huoltajat',
  heard: 'kuultu',
  notHeard: 'ei kuultu',
  viewOfGuardians: 'Huoltajien näkemys tuesta',
  otherRepresentative: 'Muu laillinen edustaja kuultu',
  motivationForDecision: 'Perustelut päätökselle',
  preparedBy: 'Päätöksen valmistelija',
  decisionMaker: 'Päätöksen tekijä',
  none: 'Ei valittu',
  yes: 'Kyllä',
  no: 'Ei',
  extendedCompulsoryEducation: 'Pidennetty oppivelvollisuus',
  extendedCompulsoryEducationInfo: 'Lisätiedot pidennetystä oppivelvollisuudesta',
  grantedServices: 'Myönnetyt tukipalvelut',
  grantedAssistanceService: 'Avustajapalvelut',
  grantedInterpretationService: 'Tulkitsemispalvelut',
  grantedAssistiveDevices: 'Erityiset apuvälineet',
  grantedServicesBasis: 'Perustelut tukipalveluille',
  primaryGroup: 'Pääsääntöinen opetusryhmä',
  decisionBasis: 'Päätöksen perusteet',
  basisDocuments: 'Päätöksen liitteet',
  basisDocumentsInfo: 'Lisätiedot liitteistä',
}

/** Titles and field labels that both the decision page and the PDF show */
export const assistanceDecisionLabels: Record<Language, Record<keyof typeof labelsFi, string>> = {
  fi: labelsFi,
  sv: {
    title: 'Beslut om stöd inom småbarnspedagogiken',
    preschoolTitle: 'Beslut om stöd inom förskoleundervisningen',
    decisionNumber: 'Beslutsnummer',
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    validity: 'Giltigt',
    unit: 'Enhet',
    status: 'Status',
    levels: 'Stödnivå',
    type: 'Typ av beslut',
    annulmentReason: 'Orsak till annulleringen',
    pedagogicalMotivation: 'Pedagogisk motivering',
    structuralMotivation: 'Strukturella stödformer',
    structuralMotivationDescription: 'Motivering av de strukturella stödformerna',
    careMotivation: 'Vårdinriktade stödformer',
    services: 'Stödtjänster',
    servicesMotivation: 'Motivering av stödtjänsterna',
    expertsHeard: 'Sakkunniga som stödet planerats tillsammans med',
    guardiansHeardOn: 'Datum då vårdnadshavarna hördes',
    guardiansHeard: 'Hörda vårdnadshavare',
    heard: 'hörd',
    notHeard: 'inte hörd',
    viewOfGuardians: 'Vårdnadshavarnas syn på stödet',
    otherRepresentative: 'Annan laglig företrädare hörd',
    motivationForDecision: 'Motivering av beslutet',
    preparedBy: 'Beredare av beslutet',
    decisionMaker: 'Beslutsfattare',
    none: 'Inget valt',
    yes: 'Ja',
    no: 'Nej',
    extendedCompulsoryEducation: 'Förlängd läroplikt',
    extendedCompulsoryEducationInfo: 'Tilläggsuppgifter om den förlängda läroplikten',
    grantedServices: 'Beviljade stödtjänster',
    grantedAssistanceService: 'Biträdestjänster',
    grantedInterpretationService: 'Tolkningstjänster',
    grantedAssistiveDevices: 'Särskilda hjälpmedel',
    grantedServicesBasis: 'Motivering av stödtjänsterna',
    primaryGroup: 'Huvudsaklig undervisningsgrupp',
    decisionBasis: 'Grunder för beslutet',
    basisDocuments: 'Bilagor till beslutet',
    basisDocumentsInfo: 'Tilläggsuppgifter om bilagorna',
  },
  en: {
    title: 'Decision on support in early childhood education',
    preschoolTitle: 'Decision on support in pre-primary education',
    decisionNumber: 'Decision number',
    child: 'Child',
    dateOfBirth: 'Date of birth',
    validity: 'Valid',
    unit: 'Unit',
    status: 'Status',
    levels: 'Level of support',
    type: 'Decision type',
    annulmentReason: 'Reason for annulment',
    pedagogicalMotivation: 'Pedagogical grounds',
    structuralMotivation: 'Structural forms of support',
    structuralMotivationDescription: 'Grounds for the structural forms of support',
    careMotivation: 'Care-related forms of support',
    services: 'Support services',
    servicesMotivation: 'Grounds for the support services',
    expertsHeard: 'Experts the support was planned with',
    guardiansHeardOn: 'Date the guardians were heard',
    guardiansHeard: 'Guardians heard',
    heard: 'heard',
    notHeard: 'not heard',
    viewOfGuardians: "The guardians' view of the support",
    otherRepresentative: 'Another legal representative heard',
    motivationForDecision: 'Grounds for the decision',
    preparedBy: 'Prepared by',
    decisionMaker: 'Decision maker',
    none: 'None chosen',
    yes: 'Yes',
    no: 'No',
    extendedCompulsoryEducation: 'Extended compulsory education',
    extendedCompulsoryEducationInfo: 'More about the extended compulsory education',
    grantedServices: 'Support services granted',
    grantedAssistanceService: 'Assistance services',
    grantedInterpretationService: 'Interpretation services',
    grantedAssistiveDevices: 'Special assistive devices',
    grantedServicesBasis: 'Grounds for the support services',
    primaryGroup: 'Main teaching group',
    decisionBasis: 'Grounds of the decision',
    basisDocuments: 'Documents the decision is based on',
    basisDocumentsInfo: 'More about the documents',
  },
}
