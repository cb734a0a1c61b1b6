import type { DecisionTexts } from './fi'
import { contractTexts } from './contract-texts'

const fromContract = contractTexts('sv')

export const sv: DecisionTexts = {
  overview: {
    title: 'Beslut',
    summary:
      'På den här sidan finns besluten om ditt barns småbarnspedagogik, förskoleundervisning och klubb samt avgiftsbesluten. Ett beslut om en ansökan ska besvaras inom två veckor från att det kommit.',
    unconfirmed: (n: number) =>
      n === 1 ? '1 beslut väntar på din bekräftelse.' : `${n} beslut väntar på din bekräftelse.`,
    noDecisions: 'Du har inga beslut.',
    financeTitle: 'Avgiftsbeslut',
    childrenTitle: 'Småbarnspedagogik, förskoleundervisning och klubb',
    childUnconfirmed: (n: number) => (n === 1 ? '1 obekräftat beslut' : `${n} obekräftade beslut`),
    childNoneUnconfirmed: 'Inga obekräftade beslut',
    childAwaitingApplicant: (n: number) =>
      n === 1
        ? '1 beslut väntar på svar av den vårdnadshavare som gjorde ansökan'
        : `${n} beslut väntar på svar av den vårdnadshavare som gjorde ansökan`,
  },
  finance: {
    types: fromContract.financeTypes,
    validity: 'Giltigt',
    validFrom: (date: string) => `från och med ${date}`,
    sentAt: 'Beslutet skickat',
    coDebtors: 'Betalningsskyldiga',
    child: 'Barn',
    openPdf: 'Öppna beslutet (PDF)',
  },
  decisionTypes: fromContract.decisionTypes,
  decisionStatuses: fromContract.decisionStatuses,
  decision: {
    sentDate: 'Beslutet skickat',
    status: 'Status',
    resolved: 'Besvarat',
    confirmInfo: 'Ta emot eller avvisa platsen inom två veckor från att beslutet kommit.',
    goToConfirm: 'Gå till svaret',
    answeredByApplicant:
      'Den vårdnadshavare som gjorde ansökan svarar på det här beslutet. Svaret syns här när det har getts.',
    downloadPdf: 'Ladda ner beslutet (PDF)',
  },
  assistance: {
    ...fromContract.assistance,
    unread: 'Ny',
    decisionMade: 'Beslutet fattat',
    open: 'Öppna beslutet',
  },
  confirm: {
    title: 'Svara på beslut',
    intro:
      'Du kan ta emot platsen och välja startdag, eller avvisa platsen. Svara inom två veckor från att beslutet kommit. Ditt svar går till servicehandledningen.',
    back: 'Tillbaka till besluten',
    notFound: 'Inga beslut hittades.',
    unit: 'Enhet',
    period: 'Beslutets period',
    answerBy: (date: string) => `Svara senast ${date}.`,
    answerLegend: 'Ditt svar',
    accept: 'Jag tar emot platsen',
    reject: 'Jag avvisar platsen',
    startDate: 'Startdag',
    startDateHint: (start: string, end: string) => `En dag mellan ${start} och ${end} (dd.mm.åååå)`,
    fixedStartDate: (date: string) => `Startdagen är ${date}.`,
    invalidStartDate: 'Välj en startdag inom den tillåtna perioden.',
    chooseAnswer: 'Välj om du tar emot eller avvisar platsen.',
    errorSummary: 'Svaret kan inte skickas ännu. Rätta följande:',
    submit: 'Skicka svaret',
    sending: 'Skickar…',
    blocked:
      'Du kan svara på det här beslutet när du först har tagit emot beslutet om förskoleundervisning eller förberedande undervisning.',
    notDecider: 'Endast den vårdnadshavare som gjorde ansökan kan svara på beslutet.',
    answeredAccepted: (date: string) => `Du tog emot platsen ${date}.`,
    answeredRejected: (date: string) => `Du avvisade platsen ${date}.`,
    saved: 'Ditt svar har sparats.',
    alreadyAnswered: 'Beslutet hade redan besvarats. Ingenting ändrades.',
    doubleRejectTitle: 'Avvisa båda besluten?',
    doubleRejectText:
      'Om du avvisar platsen i förskoleundervisningen eller den förberedande undervisningen avvisas också beslutet om den anslutna småbarnspedagogiken eller klubben.',
    doubleRejectConfirm: 'Avvisa båda',
    acceptTitle: 'Ta emot platsen?',
    acceptText: (unit: string, date: string) =>
      `Ditt barn får platsen i ${unit} från och med ${date}. Svaret kan inte ändras efter att det har skickats.`,
    acceptConfirm: 'Ta emot platsen',
    rejectTitle: 'Avvisa platsen?',
    rejectText: (unit: string) => `Du avvisar platsen i ${unit}. Avvisningen kan inte ångras.`,
    rejectEndsApplication: 'Ansökan avslutas. Om du behöver en plats senare ska du göra en ny ansökan.',
    rejectKeepsPrimary: 'Platsen i förskoleundervisningen eller den förberedande undervisningen behålls.',
    rejectConfirm: 'Avvisa platsen',
    noResponseTitle: 'Obesvarade beslut',
    noResponseText: 'Du har inte svarat på alla beslut. Vill du ändå gå tillbaka till besluten?',
    noResponseLeave: 'Tillbaka till besluten',
    noResponseStay: 'Stanna och svara',
    submitFailed: 'Svaret kunde inte skickas',
    errors: {
      notPending: 'Beslutet har redan besvarats.',
      primaryNotAccepted: 'Ta först emot platsen i förskoleundervisningen eller den förberedande undervisningen.',
      invalidStartDate: 'Startdagen är inte inom den tillåtna perioden.',
      invalidApplicationStatus: 'Ansökans beslut kan inte längre besvaras.',
      generic: 'Försök igen om en stund.',
    },
  },
  assistanceDecision: {
    ...fromContract.assistanceDecision,
    back: 'Tillbaka till besluten',
    notFound: 'Beslutet hittades inte.',
    annulled: (reason: string) => `Beslutet har annullerats. Orsak: ${reason}`,
    appealTitle: 'Anvisning om begäran om omprövning',
    appealAssistance:
      'Den som är missnöjd med beslutet kan begära omprövning skriftligen inom 30 dagar från att ha fått del av beslutet. Anvisningarna finns i beslutets PDF-fil.',
    appealPreschool:
      'Den som är missnöjd med beslutet kan begära omprövning skriftligen inom 14 dagar från att ha fått del av beslutet. Anvisningarna finns i beslutets PDF-fil.',
  },
}
