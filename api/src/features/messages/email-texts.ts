import { z } from 'zod'
import type { EmailMessageType, Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// The notifications of a new message or bulletin (features/messages)

/**
 * `threadId` links into the thread; `senderName`, a unit's or staff member's account (never a
 * guardian's, never a sensitive thread's), is for the push title only: the email names no one
 */
const messageParams = z.object({
  urgent: z.boolean(),
  threadId: z.uuid().optional(),
  senderName: z.string().max(200).nullable().optional(),
})

export const messageTemplateParams = { message: messageParams, bulletin: messageParams }

type MessageParams = z.infer<typeof messageParams>
/** The push says who sent it when it may; otherwise the subject alone */
const pushFrom = ({ senderName }: MessageParams, title: (name: string) => string) =>
  senderName ? { title: title(senderName) } : undefined
const threadPath = ({ threadId }: MessageParams) => (threadId ? `/messages/${threadId}` : '/messages')

export const messageTemplateTypes: Record<keyof typeof messageTemplateParams, EmailMessageType> = {
  message: 'MESSAGE_NOTIFICATION',
  bulletin: 'BULLETIN_NOTIFICATION',
}

export const messageTemplateTexts: Record<Language, TemplateTexts<typeof messageTemplateParams>> = {
  fi: {
    message: (p) => ({
      subject: p.urgent ? 'Uusi kiireellinen viesti' : 'Uusi viesti',
      paragraphs: [
        p.urgent
          ? 'Sinulle on saapunut uusi kiireellinen viesti varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
          : 'Sinulle on saapunut uusi viesti varhaiskasvatuksen asiointipalveluun.',
      ],
      linkText: 'Lue viesti',
      path: threadPath(p),
      push: pushFrom(p, (name) => `Uusi viesti: ${name}`),
    }),
    bulletin: (p) => ({
      subject: p.urgent ? 'Uusi kiireellinen tiedote' : 'Uusi tiedote',
      paragraphs: [
        p.urgent
          ? 'Sinulle on saapunut uusi kiireellinen tiedote varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
          : 'Sinulle on saapunut uusi tiedote varhaiskasvatuksen asiointipalveluun.',
      ],
      linkText: 'Lue tiedote',
      path: threadPath(p),
      push: pushFrom(p, (name) => `Uusi tiedote: ${name}`),
    }),
  },
  sv: {
    message: (p) => ({
      subject: p.urgent ? 'Nytt brådskande meddelande' : 'Nytt meddelande',
      paragraphs: [
        p.urgent
          ? 'Du har fått ett nytt brådskande meddelande i e-tjänsten för småbarnspedagogik. Läs det så snart som möjligt.'
          : 'Du har fått ett nytt meddelande i e-tjänsten för småbarnspedagogik.',
      ],
      linkText: 'Läs meddelandet',
      path: threadPath(p),
      push: pushFrom(p, (name) => `Nytt meddelande från ${name}`),
    }),
    bulletin: (p) => ({
      subject: p.urgent ? 'Nytt brådskande allmänt meddelande' : 'Nytt allmänt meddelande',
      paragraphs: [
        p.urgent
          ? 'Du har fått ett nytt brådskande allmänt meddelande i e-tjänsten för småbarnspedagogik. Läs det så snart som möjligt.'
          : 'Du har fått ett nytt allmänt meddelande i e-tjänsten för småbarnspedagogik.',
      ],
      linkText: 'Läs meddelandet',
      path: threadPath(p),
      push: pushFrom(p, (name) => `Nytt allmänt meddelande från ${name}`),
    }),
  },
  en: {
    message: (p) => ({
      subject: p.urgent ? 'New urgent message' : 'New message',
      paragraphs: [
        p.urgent
          ? 'You have received a new urgent message in the early childhood education e-service. Please read it as soon as possible.'
          : 'You have received a new message in the early childhood education e-service.',
      ],
      linkText: 'Read the message',
      path: threadPath(p),
      push: pushFrom(p, (name) => `New message from ${name}`),
    }),
    bulletin: (p) => ({
      subject: p.urgent ? 'New urgent bulletin' : 'New bulletin',
      paragraphs: [
        p.urgent
          ? 'You have received a new urgent bulletin in the early childhood education e-service. Please read it as soon as possible.'
          : 'You have received a new bulletin in the early childhood education e-service.',
      ],
      linkText: 'Read the bulletin',
      path: threadPath(p),
      push: pushFrom(p, (name) => `New bulletin from ${name}`),
    }),
  },
}
