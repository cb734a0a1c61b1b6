import { z } from 'zod'
import type { EmailMessageType, Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// The notifications of a new message or bulletin (features/messages)

export const messageTemplateParams = {
  message: z.object({ urgent: z.boolean() }),
  bulletin: z.object({ urgent: z.boolean() }),
}

export const messageTemplateTypes: Record<keyof typeof messageTemplateParams, EmailMessageType> = {
  message: 'MESSAGE_NOTIFICATION',
  bulletin: 'BULLETIN_NOTIFICATION',
}

export const messageTemplateTexts: Record<Language, TemplateTexts<typeof messageTemplateParams>> = {
  fi: {
    message: ({ urgent }) => ({
      subject: urgent ? 'Uusi kiireellinen viesti' : 'Uusi viesti',
      paragraphs: [
        urgent
          ? 'Sinulle on saapunut uusi kiireellinen viesti varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
          : 'Sinulle on saapunut uusi viesti varhaiskasvatuksen asiointipalveluun.',
      ],
      linkText: 'Lue viesti',
      path: '/messages',
    }),
    bulletin: ({ urgent }) => ({
      subject: urgent ? 'Uusi kiireellinen tiedote' : 'Uusi tiedote',
      paragraphs: [
        urgent
          ? 'Sinulle on saapunut uusi kiireellinen tiedote varhaiskasvatuksen asiointipalveluun. Lue se mahdollisimman pian.'
          : 'Sinulle on saapunut uusi tiedote varhaiskasvatuksen asiointipalveluun.',
      ],
      linkText: 'Lue tiedote',
      path: '/messages',
    }),
  },
  sv: {
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
  },
  en: {
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
  },
}
