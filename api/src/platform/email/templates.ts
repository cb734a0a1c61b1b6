import type { z } from 'zod'
import type { EmailMessageType, Language } from '@citizen/contract'
import { applicationTemplateParams, applicationTemplateTexts, applicationTemplateTypes } from './templates-applications'
import { calendarTemplateParams, calendarTemplateTexts, calendarTemplateTypes } from './templates-calendar'
import { incomeTemplateParams, incomeTemplateTexts, incomeTemplateTypes } from './templates-income'
import { messageTemplateParams, messageTemplateTexts, messageTemplateTypes } from './templates-messages'
import {
  personalDetailsTemplateParams,
  personalDetailsTemplateTexts,
  personalDetailsTemplateTypes,
} from './templates-personal-details'

/**
 * The emails, in fi, sv and en, plain text and HTML. They say only that something happened and
 * link into the product: no names, no message content (the reference's emails carry none, and
 * email is not a safe channel for them). Every value put into the HTML is escaped.
 *
 * This module is the registry and the layout; each group of templates (its parameters, its kind
 * and its texts in every language) is in a sibling file by domain: templates-messages.ts,
 * templates-personal-details.ts, templates-applications.ts, templates-income.ts and
 * templates-calendar.ts.
 */

/** Each template's parameters, checked again when a stored row is rendered */
const templateParams = {
  ...messageTemplateParams,
  ...personalDetailsTemplateParams,
  ...applicationTemplateParams,
  ...incomeTemplateParams,
  ...calendarTemplateParams,
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
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** What a template says: the layout puts it into the text and the HTML, with the footer */
export interface Content {
  subject: string
  paragraphs: string[]
  linkText: string
  path: string
}

/** A group's texts in one language: each template's content from its parameters */
export type TemplateTexts<P extends Record<string, z.ZodType>> = {
  [K in keyof P]: (params: z.infer<P[K]>) => Content
}

type Texts = TemplateTexts<typeof templateParams>

const textsIn = (language: Language): Texts => ({
  ...messageTemplateTexts[language],
  ...personalDetailsTemplateTexts[language],
  ...applicationTemplateTexts[language],
  ...incomeTemplateTexts[language],
  ...calendarTemplateTexts[language],
})
const texts: Record<Language, Texts> = { fi: textsIn('fi'), sv: textsIn('sv'), en: textsIn('en') }

const footers: Record<Language, string> = {
  fi: 'Tämä on automaattinen ilmoitus varhaiskasvatuksen asiointipalvelusta.',
  sv: 'Detta är ett automatiskt meddelande från e-tjänsten för småbarnspedagogik.',
  en: 'This is an automatic notification from the early childhood education e-service.',
}

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

function content<K extends TemplateKey>(t: Texts, email: { template: K; params: TemplateParams[K] }): Content {
  const render: (params: TemplateParams[K]) => Content = t[email.template]
  return render(email.params)
}

/** `linkBaseUrl`: the product's public address (config email.linkBaseUrl) */
export function renderEmail(email: EmailTemplate, language: Language, linkBaseUrl: string): RenderedEmail {
  const c = content(texts[language], email)
  const footer = footers[language]
  const link = `${linkBaseUrl}${c.path}`
  const text = [...c.paragraphs, `${c.linkText}: ${link}`].join('\n\n') + `\n\n-- \n${footer}\n`
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5">',
    ...c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(c.linkText)}</a></p>`,
    `<hr><p style="color: #555">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject: c.subject, text, html }
}
