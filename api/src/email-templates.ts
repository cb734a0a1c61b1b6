import type { z } from 'zod'
import type { EmailMessageType, Language } from '@citizen/contract'
import { renderContent, type Content, type RenderedEmail, type TemplateTexts } from './platform/email/templates'
import {
  applicationTemplateParams,
  applicationTemplateTexts,
  applicationTemplateTypes,
} from './features/applications/email-texts'
import {
  calendarTemplateParams,
  calendarTemplateTexts,
  calendarTemplateTypes,
} from './features/calendar-events/email-texts'
import {
  reservationTemplateParams,
  reservationTemplateTexts,
  reservationTemplateTypes,
} from './features/calendar/email-texts'
import { documentTemplateParams, documentTemplateTexts, documentTemplateTypes } from './features/documents/email-texts'
import {
  holidayTemplateParams,
  holidayTemplateTexts,
  holidayTemplateTypes,
} from './features/holiday-periods/email-texts'
import {
  incomeTemplateParams,
  incomeTemplateTexts,
  incomeTemplateTypes,
} from './features/income-statements/email-texts'
import { messageTemplateParams, messageTemplateTexts, messageTemplateTypes } from './features/messages/email-texts'
import {
  personalDetailsTemplateParams,
  personalDetailsTemplateTexts,
  personalDetailsTemplateTypes,
} from './features/personal-data/email-texts'

/**
 * The emails of the service (mechanism and layout: platform/email/): each feature's templates,
 * its `email-texts.ts` (parameters, kind, texts in fi, sv and en), gathered here, as the jobs are
 * in jobs.ts. enqueueEmail (platform/email/outbox.ts) is typed by them and the sender renders
 * the stored rows with them.
 */

/** Each template's parameters, checked again when a stored row is rendered */
const templateParams = {
  ...messageTemplateParams,
  ...personalDetailsTemplateParams,
  ...applicationTemplateParams,
  ...incomeTemplateParams,
  ...calendarTemplateParams,
  ...reservationTemplateParams,
  ...holidayTemplateParams,
  ...documentTemplateParams,
}
type TemplateKey = keyof typeof templateParams
type TemplateParams = { [K in TemplateKey]: z.infer<(typeof templateParams)[K]> }

export type EmailTemplate = {
  [K in TemplateKey]: { template: K; params: TemplateParams[K] }
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
  ...messageTemplateTypes,
  ...personalDetailsTemplateTypes,
  ...applicationTemplateTypes,
  ...incomeTemplateTypes,
  ...calendarTemplateTypes,
  ...reservationTemplateTypes,
  ...holidayTemplateTypes,
  ...documentTemplateTypes,
}

type Texts = TemplateTexts<typeof templateParams>

const textsIn = (language: Language): Texts => ({
  ...messageTemplateTexts[language],
  ...personalDetailsTemplateTexts[language],
  ...applicationTemplateTexts[language],
  ...incomeTemplateTexts[language],
  ...calendarTemplateTexts[language],
  ...reservationTemplateTexts[language],
  ...holidayTemplateTexts[language],
  ...documentTemplateTexts[language],
})
const texts: Record<Language, Texts> = { fi: textsIn('fi'), sv: textsIn('sv'), en: textsIn('en') }

function content<K extends TemplateKey>(t: Texts, email: { template: K; params: TemplateParams[K] }): Content {
  const render: (params: TemplateParams[K]) => Content = t[email.template]
  return render(email.params)
}

/** A stored row's content in a language (the push outbox's); throws as parseTemplate does */
export function templateContent(template: string, params: unknown, language: Language): Content {
  return content(texts[language], parseTemplate(template, params))
}

/** `linkBaseUrl`: the product's public address (config email.linkBaseUrl) */
export function renderEmail(email: EmailTemplate, language: Language, linkBaseUrl: string): RenderedEmail {
  return renderContent(content(texts[language], email), language, linkBaseUrl)
}
