import type { z } from 'zod'
import type { Language } from '@citizen/contract'

/**
 * The emails' mechanism: what a template says (`Content`), a group's texts (`TemplateTexts`) and
 * the layout, in fi, sv and en, plain text and HTML. They say only that something happened and
 * link into the product: no names, no message content (the reference's emails carry none, and
 * email is not a safe channel for them). Every value put into the HTML is escaped. Each feature's
 * templates (parameters, kind, texts) are its `email-texts.ts`; the registry is
 * api/src/email-templates.ts.
 */

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
  /** The push notification's own title and text, where the subject and first paragraph would not do */
  push?: { title: string; body?: string }
}

/** A group's texts in one language: each template's content from its parameters */
export type TemplateTexts<P extends Record<string, z.ZodType>> = {
  [K in keyof P]: (params: z.infer<P[K]>) => Content
}

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

/** The layout around a template's content; `linkBaseUrl`: the product's public address (config email.linkBaseUrl) */
export function renderContent(c: Content, language: Language, linkBaseUrl: string): RenderedEmail {
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
