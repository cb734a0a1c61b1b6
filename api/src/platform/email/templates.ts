import { z } from 'zod'
import {
  ApplicationType,
  applicationTypeNames,
  formatDate,
  type EmailMessageType,
  type Language,
} from '@citizen/contract'

/**
 * The emails, in fi, sv and en, plain text and HTML. They say only that something happened and
 * link into the product: no names, no message content (the reference's emails carry none, and
 * email is not a safe channel for them). Every value put into the HTML is escaped.
 */

/** Each template's parameters, checked again when a stored row is rendered */
const templateParams = {
  message: z.object({ urgent: z.boolean() }),
  bulletin: z.object({ urgent: z.boolean() }),
  applicationReceived: z.object({ applicationType: ApplicationType }),
  /** The code of an email verification (features/personal-data): the only email with a secret in it */
  emailVerificationCode: z.object({ code: z.string().regex(/^\d{6}$/), validHours: z.number().int().positive() }),
  /** To the old address when the email changes */
  emailChanged: z.object({}),
  /** When the username-and-password login's password changes */
  passwordChanged: z.object({}),
  /** An income statement was sent (features/income-statements) */
  incomeStatementReceived: z.object({}),
  /** The person's income information runs out on `date` and no statement was sent (features/income) */
  incomeExpiring: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  /** Staff decided a guardian's long preschool absence application (features/absence-applications) */
  absenceApplicationDecided: z.object({ childId: z.uuid(), accepted: z.boolean() }),
  /** A discussion time booked or cancelled (features/calendar-events): the day and time, no names */
  discussionTime: z.object({
    cancelled: z.boolean(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    startTime: z.string().regex(/^\d{2}:\d{2}$/),
    endTime: z.string().regex(/^\d{2}:\d{2}$/),
  }),
}
type TemplateKey = keyof typeof templateParams
type DiscussionTime = z.infer<typeof templateParams.discussionTime>
const when = (p: DiscussionTime) => `${formatDate(p.date)} ${p.startTime}–${p.endTime}`

export type EmailTemplate = {
  [K in TemplateKey]: { template: K; params: z.infer<(typeof templateParams)[K]> }
}[TemplateKey]

/** A stored template key and parameters as a template; throws for an unknown key or bad parameters */
export function parseTemplate(template: string, params: unknown): EmailTemplate {
  if (!Object.hasOwn(templateParams, template)) throw new Error(`Unknown email template ${template}`)
  const key = template as TemplateKey
  const parsed = templateParams[key].safeParse(params)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Bad parameters of email template ${key}: ${problems}`)
  }
  return { template: key, params: parsed.data } as EmailTemplate
}

/** The kind (notification setting) of each template */
export const templateTypes: Record<TemplateKey, EmailMessageType> = {
  message: 'MESSAGE_NOTIFICATION',
  bulletin: 'BULLETIN_NOTIFICATION',
  // Tells the applicant the application arrived: no notification setting turns it off
  applicationReceived: 'TRANSACTIONAL',
  // About the person's own login and address: never turned off
  emailVerificationCode: 'TRANSACTIONAL',
  emailChanged: 'TRANSACTIONAL',
  passwordChanged: 'TRANSACTIONAL',
  // The receipt of the person's own statement, as applicationReceived
  incomeStatementReceived: 'TRANSACTIONAL',
  // A reminder: the income notifications setting turns it off
  incomeExpiring: 'INCOME_NOTIFICATION',
  absenceApplicationDecided: 'DECISION_NOTIFICATION',
  discussionTime: 'DISCUSSION_TIME_NOTIFICATION',
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

interface Content {
  subject: string
  paragraphs: string[]
  linkText: string
  path: string
}

const fi = {
  message: ({ urgent }: { urgent: boolean }): Content => ({
    subject: urgent ? 'Uusi kiireellinen viesti' : 'Uusi viesti',
    paragraphs: [
      urgent
        ? 'Sinulle on saapunut uusi kiireellinen viesti varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
        : 'Sinulle on saapunut uusi viesti varhaiskasvatuksen asiointipalveluun.',
    ],
    linkText: 'Lue viesti',
    path: '/messages',
  }),
  bulletin: ({ urgent }: { urgent: boolean }): Content => ({
    subject: urgent ? 'Uusi kiireellinen tiedote' : 'Uusi tiedote',
    paragraphs: [
      urgent
        ? 'Sinulle on saapunut uusi kiireellinen tiedote varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
        : 'Sinulle on saapunut uusi tiedote varhaiskasvatuksen asiointipalveluun.',
    ],
    linkText: 'Lue tiedote',
    path: '/messages',
  }),
  applicationReceived: ({ applicationType }: { applicationType: ApplicationType }): Content => ({
    subject: 'Hakemuksesi on vastaanotettu',
    paragraphs: [
      `Olemme vastaanottaneet hakemuksesi: ${applicationTypeNames.fi[applicationType]}.`,
      'Voit seurata hakemuksen käsittelyä asiointipalvelussa.',
    ],
    linkText: 'Hakemukset',
    path: '/applications',
  }),
  emailVerificationCode: ({ code, validHours }: { code: string; validHours: number }): Content => ({
    subject: 'Sähköpostiosoitteen vahvistuskoodi',
    paragraphs: [
      `Vahvistuskoodisi on ${code}.`,
      `Syötä koodi asiointipalvelun omiin tietoihin ${validHours} tunnin kuluessa. Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.`,
    ],
    linkText: 'Omat tiedot',
    path: '/personal-details',
  }),
  emailChanged: (): Content => ({
    subject: 'Sähköpostiosoitteesi on vaihdettu',
    paragraphs: [
      'Varhaiskasvatuksen asiointipalveluun tallennettu sähköpostiosoitteesi on vaihdettu. Jatkossa ilmoitukset lähetetään uuteen osoitteeseen.',
      'Jos et itse vaihtanut osoitetta, kirjaudu palveluun ja tarkista omat tietosi.',
    ],
    linkText: 'Omat tiedot',
    path: '/personal-details',
  }),
  passwordChanged: (): Content => ({
    subject: 'Salasanasi on vaihdettu',
    paragraphs: [
      'Varhaiskasvatuksen asiointipalvelun salasanasi on vaihdettu.',
      'Jos et itse vaihtanut salasanaa, kirjaudu palveluun vahvalla tunnistautumisella ja vaihda salasana.',
    ],
    linkText: 'Omat tiedot',
    path: '/personal-details',
  }),
  incomeStatementReceived: (): Content => ({
    subject: 'Tuloselvityksesi on vastaanotettu',
    paragraphs: [
      'Olemme vastaanottaneet tuloselvityksesi. Voit katsoa sitä ja täydentää sitä asiointipalvelussa, kunnes se on käsitelty.',
    ],
    linkText: 'Tulotiedot',
    path: '/income',
  }),
  incomeExpiring: ({ date }: { date: string }): Content => ({
    subject: 'Muista päivittää tulotietosi',
    paragraphs: [
      `Tulotietosi ovat voimassa ${formatDate(date)} asti. Muista päivittää tulotietosi tekemällä uusi tuloselvitys ennen sitä, jotta varhaiskasvatusmaksusi voidaan laskea oikein.`,
    ],
    linkText: 'Tee tuloselvitys',
    path: '/income',
  }),
  absenceApplicationDecided: ({ childId, accepted }: { childId: string; accepted: boolean }): Content => ({
    subject: accepted ? 'Poissaolohakemus on hyväksytty' : 'Poissaolohakemus on hylätty',
    paragraphs: [
      accepted
        ? 'Lapsesi esiopetuksen poissaolohakemus on hyväksytty. Poissaolopäivät on merkitty kalenteriin.'
        : 'Lapsesi esiopetuksen poissaolohakemus on hylätty. Näet perustelun lapsen sivulta.',
    ],
    linkText: 'Lapsen sivu',
    path: `/children/${childId}`,
  }),
  discussionTime: (p: DiscussionTime): Content => ({
    subject: p.cancelled ? 'Keskusteluaika peruttu' : 'Keskusteluaika varattu',
    paragraphs: [
      p.cancelled
        ? `Keskusteluaika ${when(p)} on peruttu.`
        : `Keskusteluaika ${when(p)} on varattu. Voit perua sen kalenterissa kaksi arkipäivää ennen.`,
    ],
    linkText: 'Kalenteri',
    path: '/calendar',
  }),
  footer: 'Tämä on automaattinen ilmoitus varhaiskasvatuksen asiointipalvelusta.',
}

type Texts = typeof fi

const sv: Texts = {
  message: ({ urgent }) => ({
    subject: urgent ? 'Nytt brådskande meddelande' : 'Nytt meddelande',
    paragraphs: [
      urgent
        ? 'Du har fått ett nytt brådskande meddelande i e-tjänsten för småbarnspedagogik. Läs det så snart som möjligt.'
        : 'Du har fått ett nytt meddelande i e-tjänsten för småbarnspedagogik.',
    ],
    linkText: 'Läs meddelandet',
    path: '/messages',
  }),
  bulletin: ({ urgent }) => ({
    subject: urgent ? 'Nytt brådskande allmänt meddelande' : 'Nytt allmänt meddelande',
    paragraphs: [
      urgent
        ? 'Du har fått ett nytt brådskande allmänt meddelande i e-tjänsten för småbarnspedagogik. Läs det så snart som möjligt.'
        : 'Du har fått ett nytt allmänt meddelande i e-tjänsten för småbarnspedagogik.',
    ],
    linkText: 'Läs meddelandet',
    path: '/messages',
  }),
  applicationReceived: ({ applicationType }) => ({
    subject: 'Vi har tagit emot din ansökan',
    paragraphs: [
      `Vi har tagit emot din ansökan: ${applicationTypeNames.sv[applicationType]}.`,
      'Du kan följa behandlingen av ansökan i e-tjänsten.',
    ],
    linkText: 'Ansökningar',
    path: '/applications',
  }),
  emailVerificationCode: ({ code, validHours }) => ({
    subject: 'Verifieringskod för e-postadressen',
    paragraphs: [
      `Din verifieringskod är ${code}.`,
      `Ange koden under Mina uppgifter i e-tjänsten inom ${validHours} timmar. Om du inte har bett om koden kan du ignorera det här meddelandet.`,
    ],
    linkText: 'Mina uppgifter',
    path: '/personal-details',
  }),
  emailChanged: () => ({
    subject: 'Din e-postadress har ändrats',
    paragraphs: [
      'E-postadressen som du sparat i e-tjänsten för småbarnspedagogik har ändrats. I fortsättningen skickas meddelandena till den nya adressen.',
      'Om du inte själv har ändrat adressen, logga in i tjänsten och kontrollera dina uppgifter.',
    ],
    linkText: 'Mina uppgifter',
    path: '/personal-details',
  }),
  passwordChanged: () => ({
    subject: 'Ditt lösenord har ändrats',
    paragraphs: [
      'Ditt lösenord till e-tjänsten för småbarnspedagogik har ändrats.',
      'Om du inte själv har ändrat lösenordet, logga in i tjänsten med stark autentisering och byt lösenordet.',
    ],
    linkText: 'Mina uppgifter',
    path: '/personal-details',
  }),
  incomeStatementReceived: () => ({
    subject: 'Vi har tagit emot din inkomstutredning',
    paragraphs: [
      'Vi har tagit emot din inkomstutredning. Du kan se och komplettera den i e-tjänsten tills den har behandlats.',
    ],
    linkText: 'Inkomstuppgifter',
    path: '/income',
  }),
  incomeExpiring: ({ date }) => ({
    subject: 'Kom ihåg att uppdatera dina inkomstuppgifter',
    paragraphs: [
      `Dina inkomstuppgifter gäller till och med ${formatDate(date)}. Kom ihåg att uppdatera dem med en ny inkomstutredning före det, så att din avgift för småbarnspedagogik kan beräknas rätt.`,
    ],
    linkText: 'Gör en inkomstutredning',
    path: '/income',
  }),
  absenceApplicationDecided: ({ childId, accepted }) => ({
    subject: accepted ? 'Frånvaroansökan har godkänts' : 'Frånvaroansökan har avslagits',
    paragraphs: [
      accepted
        ? 'Ditt barns ansökan om frånvaro från förskoleundervisningen har godkänts. Frånvarodagarna har markerats i kalendern.'
        : 'Ditt barns ansökan om frånvaro från förskoleundervisningen har avslagits. Motiveringen finns på barnets sida.',
    ],
    linkText: 'Barnets sida',
    path: `/children/${childId}`,
  }),
  discussionTime: (p) => ({
    subject: p.cancelled ? 'Samtalstiden har avbokats' : 'Samtalstiden har bokats',
    paragraphs: [
      p.cancelled
        ? `Samtalstiden ${when(p)} har avbokats.`
        : `Samtalstiden ${when(p)} har bokats. Du kan avboka den i kalendern senast två vardagar före.`,
    ],
    linkText: 'Kalender',
    path: '/calendar',
  }),
  footer: 'Detta är ett automatiskt meddelande från e-tjänsten för småbarnspedagogik.',
}

const en: Texts = {
  message: ({ urgent }) => ({
    subject: urgent ? 'New urgent message' : 'New message',
    paragraphs: [
      urgent
        ? 'You have received a new urgent message in the early childhood education e-service. Please read it as soon as possible.'
        : 'You have received a new message in the early childhood education e-service.',
    ],
    linkText: 'Read the message',
    path: '/messages',
  }),
  bulletin: ({ urgent }) => ({
    subject: urgent ? 'New urgent bulletin' : 'New bulletin',
    paragraphs: [
      urgent
        ? 'You have received a new urgent bulletin in the early childhood education e-service. Please read it as soon as possible.'
        : 'You have received a new bulletin in the early childhood education e-service.',
    ],
    linkText: 'Read the bulletin',
    path: '/messages',
  }),
  applicationReceived: ({ applicationType }) => ({
    subject: 'We have received your application',
    paragraphs: [
      `We have received your application: ${applicationTypeNames.en[applicationType]}.`,
      'You can follow its processing in the e-service.',
    ],
    linkText: 'Applications',
    path: '/applications',
  }),
  emailVerificationCode: ({ code, validHours }) => ({
    subject: 'Email address verification code',
    paragraphs: [
      `Your verification code is ${code}.`,
      `Enter the code in Personal details in the e-service within ${validHours} hours. If you did not ask for a code, you can ignore this message.`,
    ],
    linkText: 'Personal details',
    path: '/personal-details',
  }),
  emailChanged: () => ({
    subject: 'Your email address has been changed',
    paragraphs: [
      'The email address saved in the early childhood education e-service has been changed. From now on, notifications go to the new address.',
      'If you did not change it yourself, log in to the service and check your personal details.',
    ],
    linkText: 'Personal details',
    path: '/personal-details',
  }),
  passwordChanged: () => ({
    subject: 'Your password has been changed',
    paragraphs: [
      'Your password for the early childhood education e-service has been changed.',
      'If you did not change it yourself, log in to the service with strong identification and change the password.',
    ],
    linkText: 'Personal details',
    path: '/personal-details',
  }),
  incomeStatementReceived: () => ({
    subject: 'We have received your income statement',
    paragraphs: [
      'We have received your income statement. You can view it and add details in the e-service until it has been handled.',
    ],
    linkText: 'Income information',
    path: '/income',
  }),
  incomeExpiring: ({ date }) => ({
    subject: 'Remember to update your income information',
    paragraphs: [
      `Your income information is valid until ${formatDate(date)}. Remember to update it with a new income statement before then, so that your early childhood education fee can be calculated correctly.`,
    ],
    linkText: 'Make an income statement',
    path: '/income',
  }),
  absenceApplicationDecided: ({ childId, accepted }) => ({
    subject: accepted ? 'Absence application accepted' : 'Absence application rejected',
    paragraphs: [
      accepted
        ? "Your child's application for an absence from preschool has been accepted. The days of absence are marked in the calendar."
        : "Your child's application for an absence from preschool has been rejected. The reason is on the child's page.",
    ],
    linkText: "The child's page",
    path: `/children/${childId}`,
  }),
  discussionTime: (p) => ({
    subject: p.cancelled ? 'Discussion time cancelled' : 'Discussion time booked',
    paragraphs: [
      p.cancelled
        ? `The discussion time ${when(p)} has been cancelled.`
        : `The discussion time ${when(p)} has been booked. You can cancel it in the calendar until two working days before.`,
    ],
    linkText: 'Calendar',
    path: '/calendar',
  }),
  footer: 'This is an automatic notification from the early childhood education e-service.',
}

const texts: Record<Language, Texts> = { fi, sv, en }

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The language of a person's emails: their own when it is one of ours, else Finnish */
export function emailLanguage(personLanguage: string | null): Language {
  const code = personLanguage?.trim().toLowerCase()
  return code === 'sv' || code === 'en' ? code : 'fi'
}

function content(t: Texts, email: EmailTemplate): Content {
  switch (email.template) {
    case 'message':
      return t.message(email.params)
    case 'bulletin':
      return t.bulletin(email.params)
    case 'applicationReceived':
      return t.applicationReceived(email.params)
    case 'emailVerificationCode':
      return t.emailVerificationCode(email.params)
    case 'emailChanged':
      return t.emailChanged()
    case 'passwordChanged':
      return t.passwordChanged()
    case 'incomeStatementReceived':
      return t.incomeStatementReceived()
    case 'incomeExpiring':
      return t.incomeExpiring(email.params)
    case 'absenceApplicationDecided':
      return t.absenceApplicationDecided(email.params)
    case 'discussionTime':
      return t.discussionTime(email.params)
  }
}

/** `linkBaseUrl`: the product's public address (config email.linkBaseUrl) */
export function renderEmail(email: EmailTemplate, language: Language, linkBaseUrl: string): RenderedEmail {
  const t = texts[language]
  const c = content(t, email)
  const link = `${linkBaseUrl}${c.path}`
  const text = [...c.paragraphs, `${c.linkText}: ${link}`].join('\n\n') + `\n\n-- \n${t.footer}\n`
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5">',
    ...c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(c.linkText)}</a></p>`,
    `<hr><p style="color: #555">${escapeHtml(t.footer)}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject: c.subject, text, html }
}
