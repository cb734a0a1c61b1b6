import { financeDecisionTypeNames, formatDate, formatDateRange, formatInstantDate } from '@citizen/contract'
import { renderPdf, type PdfDocumentSpec, type PdfSection } from '../../platform/pdf'
import { municipalityName } from '../../platform/municipality'
import type { FeeDecisionChildRow, FeeDecisionRow, VoucherValueDecisionRow } from './queries'

type Language = 'fi' | 'sv'

/** Placement types as the finance documents name them; an unlisted type is shown as it is */
const placementTypes: Record<Language, Record<string, string>> = {
  fi: {
    DAYCARE: 'Varhaiskasvatus',
    DAYCARE_PART_TIME: 'Osapäiväinen varhaiskasvatus',
    DAYCARE_FIVE_YEAR_OLDS: 'Viisivuotiaiden varhaiskasvatus',
    DAYCARE_PART_TIME_FIVE_YEAR_OLDS: 'Viisivuotiaiden osapäiväinen varhaiskasvatus',
    PRESCHOOL_DAYCARE: 'Esiopetukseen liittyvä varhaiskasvatus',
    PREPARATORY_DAYCARE: 'Valmistavaan opetukseen liittyvä varhaiskasvatus',
    PRESCHOOL: 'Esiopetus',
    PRESCHOOL_CLUB: 'Esiopetus ja kerho',
    CLUB: 'Kerho',
    TEMPORARY_DAYCARE: 'Tilapäinen varhaiskasvatus',
    TEMPORARY_DAYCARE_PART_DAY: 'Tilapäinen osapäiväinen varhaiskasvatus',
  },
  sv: {
    DAYCARE: 'Småbarnspedagogik',
    DAYCARE_PART_TIME: 'Småbarnspedagogik på deltid',
    DAYCARE_FIVE_YEAR_OLDS: 'Småbarnspedagogik för femåringar',
    DAYCARE_PART_TIME_FIVE_YEAR_OLDS: 'Småbarnspedagogik på deltid för femåringar',
    PRESCHOOL_DAYCARE: 'Småbarnspedagogik i anslutning till förskoleundervisning',
    PREPARATORY_DAYCARE: 'Småbarnspedagogik i anslutning till förberedande undervisning',
    PRESCHOOL: 'Förskoleundervisning',
    PRESCHOOL_CLUB: 'Förskoleundervisning och klubb',
    CLUB: 'Klubb',
    TEMPORARY_DAYCARE: 'Tillfällig småbarnspedagogik',
    TEMPORARY_DAYCARE_PART_DAY: 'Tillfällig småbarnspedagogik på deltid',
  },
}

const texts = {
  fi: {
    issuer: `${municipalityName.fi} · Varhaiskasvatuksen asiakasmaksut`,
    number: 'Päätösnumero',
    decisionDate: 'Päätöspäivä',
    validity: 'Päätös on voimassa',
    untilFurtherNotice: 'toistaiseksi',
    from: (date: string) => `${date} alkaen`,
    family: 'Perhe',
    headOfFamily: 'Päämies',
    partner: 'Puoliso',
    familySize: 'Perheen koko',
    persons: (n: number) => `${n} ${n === 1 ? 'henkilö' : 'henkilöä'}`,
    incomes: 'Tulot',
    headIncome: 'Päämiehen bruttotulot',
    partnerIncome: 'Puolison bruttotulot',
    perMonth: '/kk',
    noIncome: 'Tulotietoja ei ole toimitettu: korkein maksu',
    children: 'Lasten maksut',
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    unit: 'Yksikkö',
    placementType: 'Sijoitusmuoto',
    serviceNeed: 'Palveluntarve',
    baseFee: 'Perusmaksu',
    siblingDiscount: 'Sisaralennus',
    finalFee: 'Maksu',
    total: 'Perheen maksut yhteensä',
    voucher: 'Palveluseteli',
    voucherValue: 'Palvelusetelin arvo',
    coPayment: 'Omavastuuosuus',
    finalCoPayment: 'Lopullinen omavastuuosuus',
    decisionMaker: 'Päätöksen tekijä',
    feeBasis:
      'Maksu on määrätty varhaiskasvatuksen asiakasmaksuista annetun lain (1503/2016) mukaan perheen koon, tulojen ja lapsen palveluntarpeen perusteella. Maksu peritään kuukausittain jälkikäteen.',
    voucherBasis:
      'Palvelusetelin arvo on määrätty lapsen palveluntarpeen ja perheen tulojen perusteella. Omavastuuosuus maksetaan palveluntuottajalle, joka voi periä enintään 50 euron lisämaksun kuukaudessa.',
    appeal:
      'Oikaisuvaatimusohje: tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 30 päivän kuluessa päätöksen tiedoksisaannista. Oikaisuvaatimus osoitetaan varhaiskasvatuksen ja esiopetuksen lautakunnalle. Tiedoksisaannin katsotaan tapahtuneen seitsemäntenä päivänä kirjeen lähettämisestä.',
  },
  sv: {
    issuer: `${municipalityName.sv} · Klientavgifter inom småbarnspedagogik`,
    number: 'Beslutsnummer',
    decisionDate: 'Beslutsdatum',
    validity: 'Beslutet gäller',
    untilFurtherNotice: 'tills vidare',
    from: (date: string) => `från ${date}`,
    family: 'Familj',
    headOfFamily: 'Huvudman',
    partner: 'Make/maka/sambo',
    familySize: 'Familjens storlek',
    persons: (n: number) => `${n} ${n === 1 ? 'person' : 'personer'}`,
    incomes: 'Inkomster',
    headIncome: 'Huvudmannens bruttoinkomster',
    partnerIncome: 'Makens/makans/sambons bruttoinkomster',
    perMonth: '/mån',
    noIncome: 'Inkomstuppgifter har inte lämnats: högsta avgift',
    children: 'Barnens avgifter',
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    unit: 'Enhet',
    placementType: 'Placeringsform',
    serviceNeed: 'Servicebehov',
    baseFee: 'Grundavgift',
    siblingDiscount: 'Syskonrabatt',
    finalFee: 'Avgift',
    total: 'Familjens avgifter totalt',
    voucher: 'Servicesedel',
    voucherValue: 'Servicesedelns värde',
    coPayment: 'Självriskandel',
    finalCoPayment: 'Slutlig självriskandel',
    decisionMaker: 'Beslutsfattare',
    feeBasis:
      'Avgiften har fastställts enligt lagen om klientavgifter inom småbarnspedagogiken (1503/2016) utifrån familjens storlek, inkomster och barnets servicebehov. Avgiften tas ut månadsvis i efterskott.',
    voucherBasis:
      'Servicesedelns värde har fastställts utifrån barnets servicebehov och familjens inkomster. Självriskandelen betalas till serviceproducenten, som kan ta ut en tilläggsavgift på högst 50 euro i månaden.',
    appeal:
      'Anvisning om begäran om omprövning: den som är missnöjd med beslutet kan begära omprövning skriftligt inom 30 dagar från delfåendet. Begäran riktas till nämnden för småbarnspedagogik och förskoleundervisning. Delfåendet anses ha skett den sjunde dagen efter att brevet skickades.',
  },
} as const

/** 1 234,50 €: euros from cents, in the Finnish and Swedish format (plain spaces: the PDF font is WinAnsi) */
function euros(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${whole},${String(cents % 100).padStart(2, '0')} €`
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

function validity(t: (typeof texts)[Language], from: string, to: string | null): string {
  return formatDateRange(from, to, (start) => `${t.from(start)}, ${t.untilFurtherNotice}`)
}

function familyRows(
  t: (typeof texts)[Language],
  d: {
    head_first_name: string
    head_last_name: string
    partner_first_name: string | null
    partner_last_name: string | null
    family_size: number
  },
): [string, string][] {
  const rows: [string, string][] = [[t.headOfFamily, fullName(d.head_first_name, d.head_last_name)]]
  if (d.partner_first_name !== null) rows.push([t.partner, fullName(d.partner_first_name, d.partner_last_name)])
  rows.push([t.familySize, t.persons(d.family_size)])
  return rows
}

const placementTypeName = (language: Language, type: string) => placementTypes[language][type] ?? type

/** The fee decision as a PDF document in fi or sv */
export function feeDecisionPdf(
  language: Language,
  d: FeeDecisionRow,
  children: FeeDecisionChildRow[],
): Promise<Buffer> {
  const t = texts[language]
  const income = (cents: number | null) => (cents === null ? t.noIncome : `${euros(cents)}${t.perMonth}`)
  const incomeRows: [string, string][] = [[t.headIncome, income(d.head_of_family_income)]]
  if (d.partner_first_name !== null) incomeRows.push([t.partnerIncome, income(d.partner_income)])
  const childSections: PdfSection[] = children.map((c) => ({
    heading: `${t.child}: ${fullName(c.first_name, c.last_name)}`,
    rows: [
      [t.dateOfBirth, formatDate(c.date_of_birth)],
      [t.unit, c.unit_name],
      [t.placementType, placementTypeName(language, c.placement_type)],
      [t.serviceNeed, language === 'sv' ? c.service_need_description_sv : c.service_need_description_fi],
      [t.baseFee, `${euros(c.base_fee)}${t.perMonth}`],
      [t.siblingDiscount, `${c.sibling_discount} %`],
      [t.finalFee, `${euros(c.final_fee)}${t.perMonth}`],
    ],
  }))
  const total = children.reduce((sum, c) => sum + c.final_fee, 0)
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: financeDecisionTypeNames[language].FEE_DECISION,
    subtitle: `${t.number} ${d.decision_number} · ${t.decisionDate} ${formatInstantDate(d.sent_at!)}`,
    sections: [
      { rows: [[t.validity, validity(t, d.valid_from, d.valid_to)]] },
      { heading: t.family, rows: familyRows(t, d) },
      { heading: t.incomes, rows: incomeRows },
      { heading: t.children, paragraphs: [t.feeBasis] },
      ...childSections,
      { rows: [[t.total, `${euros(total)}${t.perMonth}`]] },
      { rows: [[t.decisionMaker, d.decision_maker]] },
    ],
    footer: t.appeal,
  }
  return renderPdf(spec)
}

/** The voucher value decision as a PDF document in fi or sv */
export function voucherValueDecisionPdf(language: Language, d: VoucherValueDecisionRow): Promise<Buffer> {
  const t = texts[language]
  const spec: PdfDocumentSpec = {
    language,
    issuer: t.issuer,
    title: financeDecisionTypeNames[language].VOUCHER_VALUE_DECISION,
    subtitle: `${t.number} ${d.decision_number} · ${t.decisionDate} ${formatInstantDate(d.sent_at!)}`,
    sections: [
      { rows: [[t.validity, validity(t, d.valid_from, d.valid_to)]] },
      {
        heading: `${t.child}: ${fullName(d.child_first_name, d.child_last_name)}`,
        rows: [
          [t.dateOfBirth, formatDate(d.child_date_of_birth)],
          [t.unit, d.unit_name],
          [t.placementType, placementTypeName(language, d.placement_type)],
          [t.serviceNeed, language === 'sv' ? d.service_need_description_sv : d.service_need_description_fi],
        ],
      },
      { heading: t.family, rows: familyRows(t, d) },
      {
        heading: t.voucher,
        rows: [
          [t.voucherValue, `${euros(d.voucher_value)}${t.perMonth}`],
          [t.coPayment, `${euros(d.co_payment)}${t.perMonth}`],
          [t.finalCoPayment, `${euros(d.final_co_payment)}${t.perMonth}`],
        ],
        paragraphs: [t.voucherBasis],
      },
      { rows: [[t.decisionMaker, d.decision_maker]] },
    ],
    footer: t.appeal,
  }
  return renderPdf(spec)
}

export function feeDecisionFilename(language: Language, decisionNumber: number): string {
  return `${language === 'sv' ? 'avgiftsbeslut' : 'maksupaatos'}_${decisionNumber}.pdf`
}

export function voucherValueDecisionFilename(language: Language, decisionNumber: number): string {
  return `${language === 'sv' ? 'servicesedelbeslut' : 'palvelusetelipaatos'}_${decisionNumber}.pdf`
}
