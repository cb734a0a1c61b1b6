/** Finnish texts of the decision pages; the source of their type. */
import { contractTexts } from './contract-texts'

const fromContract = contractTexts('fi')
export const fi = {
  overview: {
    title: 'Päätökset',
    summary:
      'Tälle sivulle on koottu lapsesi varhaiskasvatukseen, esiopetukseen ja kerhoon liittyvät päätökset sekä maksupäätökset. Hakemuksen päätökseen vastataan kahden viikon kuluessa sen saapumisesta.',
    unconfirmed: (n: number) => (n === 1 ? '1 päätös odottaa vahvistustasi.' : `${n} päätöstä odottaa vahvistustasi.`),
    noDecisions: 'Sinulle ei ole päätöksiä.',
    financeTitle: 'Maksupäätökset',
    childrenTitle: 'Varhaiskasvatus, esiopetus ja kerho',
    childUnconfirmed: (n: number) => (n === 1 ? '1 vahvistamaton päätös' : `${n} vahvistamatonta päätöstä`),
    childNoneUnconfirmed: 'Ei vahvistamattomia päätöksiä',
    childAwaitingApplicant: (n: number) =>
      n === 1
        ? '1 päätös odottaa hakemuksen tehneen huoltajan vastausta'
        : `${n} päätöstä odottaa hakemuksen tehneen huoltajan vastausta`,
  },
  finance: {
    types: fromContract.financeTypes,
    validity: 'Voimassa',
    validFrom: (date: string) => `${date} alkaen`,
    sentAt: 'Päätös lähetetty',
    coDebtors: 'Maksuvelvolliset',
    child: 'Lapsi',
    openPdf: 'Avaa päätös (PDF)',
  },
  decisionTypes: fromContract.decisionTypes,
  decisionStatuses: fromContract.decisionStatuses,
  decision: {
    sentDate: 'Päätös lähetetty',
    status: 'Tila',
    resolved: 'Vastattu',
    confirmInfo: 'Vastaanota tai hylkää paikka kahden viikon kuluessa päätöksen saapumisesta.',
    goToConfirm: 'Siirry vastaamaan',
    answeredByApplicant: 'Tähän päätökseen vastaa hakemuksen tehnyt huoltaja. Vastaus näkyy täällä, kun se on annettu.',
    downloadPdf: 'Lataa päätös (PDF)',
  },
  assistance: {
    ...fromContract.assistance,
    unread: 'Uusi',
    decisionMade: 'Päätös tehty',
    open: 'Avaa päätös',
  },
  confirm: {
    title: 'Päätöksiin vastaaminen',
    intro:
      'Voit vastaanottaa paikan ja valita aloituspäivän, tai hylätä paikan. Vastaa kahden viikon kuluessa päätöksen saapumisesta. Vastauksesi välittyy palveluohjaukseen.',
    back: 'Takaisin päätöksiin',
    notFound: 'Päätöksiä ei löytynyt.',
    unit: 'Yksikkö',
    period: 'Päätöksen ajanjakso',
    answerBy: (date: string) => `Vastaa viimeistään ${date}.`,
    answerLegend: 'Vastauksesi',
    accept: 'Vastaanotan paikan',
    reject: 'Hylkään paikan',
    startDate: 'Aloituspäivä',
    startDateHint: (start: string, end: string) => `Päivä väliltä ${start}–${end} (pp.kk.vvvv)`,
    fixedStartDate: (date: string) => `Aloituspäivä on ${date}.`,
    invalidStartDate: 'Valitse aloituspäivä sallitulta väliltä.',
    chooseAnswer: 'Valitse, vastaanotatko vai hylkäätkö paikan.',
    errorSummary: 'Vastausta ei voi vielä lähettää. Korjaa nämä:',
    submit: 'Lähetä vastaus',
    sending: 'Lähetetään…',
    blocked:
      'Voit vastata tähän päätökseen, kun olet ensin vastaanottanut esiopetuksen tai valmistavan opetuksen päätöksen.',
    notDecider: 'Vain hakemuksen tehnyt huoltaja voi vastata päätökseen.',
    answeredAccepted: (date: string) => `Vastaanotit paikan ${date}.`,
    answeredRejected: (date: string) => `Hylkäsit paikan ${date}.`,
    saved: 'Vastauksesi on tallennettu.',
    alreadyAnswered: 'Päätökseen oli jo vastattu. Mitään ei muutettu.',
    doubleRejectTitle: 'Hylätäänkö molemmat päätökset?',
    doubleRejectText:
      'Jos hylkäät esiopetuksen tai valmistavan opetuksen paikan, myös siihen liittyvän varhaiskasvatuksen tai kerhon päätös hylätään.',
    doubleRejectConfirm: 'Hylkää molemmat',
    acceptTitle: 'Vastaanotetaanko paikka?',
    acceptText: (unit: string, date: string) =>
      `Lapsesi saa paikan yksikössä ${unit} ${date} alkaen. Vastausta ei voi muuttaa lähettämisen jälkeen.`,
    acceptConfirm: 'Vastaanota paikka',
    rejectTitle: 'Hylätäänkö paikka?',
    rejectText: (unit: string) => `Hylkäät paikan yksikössä ${unit}. Hylkäystä ei voi perua.`,
    rejectEndsApplication: 'Hakemus päättyy. Jos tarvitset paikan myöhemmin, tee uusi hakemus.',
    rejectKeepsPrimary: 'Esiopetuksen tai valmistavan opetuksen paikka säilyy.',
    rejectConfirm: 'Hylkää paikka',
    noResponseTitle: 'Päätöksiin on vastaamatta',
    noResponseText: 'Et ole vastannut kaikkiin päätöksiin. Haluatko silti palata päätöksiin?',
    noResponseLeave: 'Palaa päätöksiin',
    noResponseStay: 'Jää vastaamaan',
    submitFailed: 'Vastauksen lähettäminen ei onnistunut',
    errors: {
      notPending: 'Päätökseen on jo vastattu.',
      primaryNotAccepted: 'Vastaanota ensin esiopetuksen tai valmistavan opetuksen paikka.',
      invalidStartDate: 'Aloituspäivä ei ole sallitulla välillä.',
      invalidApplicationStatus: 'Hakemuksen päätöksiin ei voi enää vastata.',
      generic: 'Yritä hetken kuluttua uudelleen.',
    },
  },
  assistanceDecision: {
    ...fromContract.assistanceDecision,
    back: 'Takaisin päätöksiin',
    notFound: 'Päätöstä ei löytynyt.',
    annulled: (reason: string) => `Päätös on mitätöity. Syy: ${reason}`,
    appealTitle: 'Oikaisuvaatimusohje',
    appealAssistance:
      'Tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 30 päivän kuluessa päätöksen tiedoksisaannista. Ohjeet ovat päätöksen PDF-tiedostossa.',
    appealPreschool:
      'Tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen 14 päivän kuluessa päätöksen tiedoksisaannista. Ohjeet ovat päätöksen PDF-tiedostossa.',
  },
}

export type DecisionTexts = typeof fi
