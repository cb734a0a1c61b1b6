import type { DecisionTexts } from './fi'
import { contractTexts } from './contract-texts'

const fromContract = contractTexts('en')

export const en: DecisionTexts = {
  overview: {
    title: 'Decisions',
    summary:
      "This page gathers the decisions on your child's early childhood education, pre-primary education and club, and your fee decisions. A decision on an application is to be answered within two weeks of its arrival.",
    unconfirmed: (n: number) =>
      n === 1 ? '1 decision is waiting for your confirmation.' : `${n} decisions are waiting for your confirmation.`,
    noDecisions: 'You have no decisions.',
    financeTitle: 'Fee decisions',
    childrenTitle: 'Early childhood education, pre-primary education and club',
    childUnconfirmed: (n: number) => (n === 1 ? '1 unconfirmed decision' : `${n} unconfirmed decisions`),
    childNoneUnconfirmed: 'No unconfirmed decisions',
    childAwaitingApplicant: (n: number) =>
      n === 1
        ? '1 decision waiting for the answer of the guardian who applied'
        : `${n} decisions waiting for the answer of the guardian who applied`,
  },
  finance: {
    types: fromContract.financeTypes,
    validity: 'Valid',
    validFrom: (date: string) => `from ${date}`,
    sentAt: 'Decision sent',
    coDebtors: 'Liable to pay',
    child: 'Child',
    openPdf: 'Open the decision (PDF)',
  },
  decisionTypes: fromContract.decisionTypes,
  decisionStatuses: fromContract.decisionStatuses,
  decision: {
    sentDate: 'Decision sent',
    status: 'Status',
    resolved: 'Answered',
    confirmInfo: 'Accept or reject the place within two weeks of receiving the decision.',
    goToConfirm: 'Go to answer',
    answeredByApplicant:
      'The guardian who made the application answers this decision. The answer shows here once it has been given.',
    downloadPdf: 'Download the decision (PDF)',
  },
  assistance: {
    ...fromContract.assistance,
    unread: 'New',
    decisionMade: 'Decision made',
    open: 'Open the decision',
  },
  confirm: {
    title: 'Answering decisions',
    intro:
      'You can accept the place and choose a start date, or reject the place. Answer within two weeks of receiving the decision. Your answer goes to the service guidance.',
    back: 'Back to decisions',
    notFound: 'No decisions were found.',
    unit: 'Unit',
    period: 'Period of the decision',
    answerBy: (date: string) => `Answer by ${date}.`,
    answerLegend: 'Your answer',
    accept: 'I accept the place',
    reject: 'I reject the place',
    startDate: 'Start date',
    startDateHint: (start: string, end: string) => `A day between ${start} and ${end} (dd.mm.yyyy)`,
    fixedStartDate: (date: string) => `The start date is ${date}.`,
    invalidStartDate: 'Choose a start date within the allowed period.',
    chooseAnswer: 'Choose whether you accept or reject the place.',
    errorSummary: 'The answer cannot be sent yet. Correct the following:',
    submit: 'Send the answer',
    sending: 'Sending…',
    blocked: 'You can answer this decision once you have accepted the pre-primary or preparatory education decision.',
    notDecider: 'Only the guardian who made the application can answer the decision.',
    answeredAccepted: (date: string) => `You accepted the place on ${date}.`,
    answeredRejected: (date: string) => `You rejected the place on ${date}.`,
    saved: 'Your answer has been saved.',
    alreadyAnswered: 'The decision had been answered already. Nothing was changed.',
    doubleRejectTitle: 'Reject both decisions?',
    doubleRejectText:
      'If you reject the pre-primary or preparatory education place, the decision on the connected early childhood education or club is rejected too.',
    doubleRejectConfirm: 'Reject both',
    acceptTitle: 'Accept the place?',
    acceptText: (unit: string, date: string) =>
      `Your child gets the place in ${unit} from ${date}. The answer cannot be changed once it has been sent.`,
    acceptConfirm: 'Accept the place',
    rejectTitle: 'Reject the place?',
    rejectText: (unit: string) => `You reject the place in ${unit}. The rejection cannot be undone.`,
    rejectEndsApplication: 'The application ends. If you need a place later, make a new application.',
    rejectKeepsPrimary: 'The pre-primary or preparatory education place stays.',
    rejectConfirm: 'Reject the place',
    noResponseTitle: 'Decisions without an answer',
    noResponseText: 'You have not answered every decision. Do you still want to go back to the decisions?',
    noResponseLeave: 'Back to decisions',
    noResponseStay: 'Stay and answer',
    submitFailed: 'The answer could not be sent',
    errors: {
      notPending: 'The decision has been answered already.',
      primaryNotAccepted: 'Accept the pre-primary or preparatory education place first.',
      invalidStartDate: 'The start date is not within the allowed period.',
      invalidApplicationStatus: "The application's decisions can no longer be answered.",
      generic: 'Please try again in a moment.',
    },
  },
  assistanceDecision: {
    ...fromContract.assistanceDecision,
    back: 'Back to decisions',
    notFound: 'The decision was not found.',
    annulled: (reason: string) => `The decision has been annulled. Reason: ${reason}`,
    appealTitle: 'How to request a review',
    appealAssistance:
      'If you are not satisfied with this decision, you can request a review in writing within 30 days of receiving it. The instructions are in the PDF of the decision.',
    appealPreschool:
      'If you are not satisfied with this decision, you can request a review in writing within 14 days of receiving it. The instructions are in the PDF of the decision.',
  },
}
