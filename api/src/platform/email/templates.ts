import { z } from 'zod'
import { ApplicationType, applicationTypeNames, type EmailMessageType, type Language } from '@citizen/contract'

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
}
type TemplateKey = keyof typeof templateParams

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
