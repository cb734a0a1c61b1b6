import { z } from 'zod'
import { childDocumentPath, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// The reminder of a document to fill in (features/documents/reminders.ts)

export const documentTemplateParams = {
  /** A document staff asked the guardians to fill in has waited a week: its id for the link, nothing of its content */
  childDocumentWaiting: z.object({ documentId: z.uuid() }),
}

export const documentTemplateTypes: Record<keyof typeof documentTemplateParams, EmailMessageType> = {
  // A child document, not a decision (DOCUMENT_NOTIFICATION: the official documents about a child)
  childDocumentWaiting: 'DOCUMENT_NOTIFICATION',
}

/** The document's view, open for filling in (as the calendar's notice links it) */
const fillIn = (documentId: string) => childDocumentPath(documentId, { readOnly: false })

export const documentTemplateTexts: Record<Language, TemplateTexts<typeof documentTemplateParams>> = {
  fi: {
    childDocumentWaiting: ({ documentId }) => ({
      subject: 'Asiakirja odottaa täyttämistä',
      paragraphs: [
        'Henkilökunta on pyytänyt sinua täyttämään lastasi koskevan asiakirjan. Se odottaa yhä vastaustasi.',
      ],
      linkText: 'Täytä asiakirja',
      path: fillIn(documentId),
    }),
  },
  sv: {
    childDocumentWaiting: ({ documentId }) => ({
      subject: 'Ett dokument väntar på att fyllas i',
      paragraphs: [
        'Personalen har bett dig fylla i ett dokument som gäller ditt barn. Det väntar fortfarande på ditt svar.',
      ],
      linkText: 'Fyll i dokumentet',
      path: fillIn(documentId),
    }),
  },
  en: {
    childDocumentWaiting: ({ documentId }) => ({
      subject: 'A document is waiting to be filled in',
      paragraphs: [
        'Staff have asked you to fill in a document concerning your child. It is still waiting for your answer.',
      ],
      linkText: 'Fill in the document',
      path: fillIn(documentId),
    }),
  },
}
