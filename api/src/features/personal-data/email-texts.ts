import { z } from 'zod'
import type { EmailMessageType, Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// About the person's own email address and login (features/personal-data)

export const personalDetailsTemplateParams = {
  /** The code of an email verification (features/personal-data): the only email with a secret in it */
  emailVerificationCode: z.object({ code: z.string().regex(/^\d{6}$/), validHours: z.number().int().positive() }),
  /** To the old address when the email changes */
  emailChanged: z.object({}),
  /** When the username-and-password login's password changes */
  passwordChanged: z.object({}),
}

export const personalDetailsTemplateTypes: Record<keyof typeof personalDetailsTemplateParams, EmailMessageType> = {
  // About the person's own login and address: never turned off
  emailVerificationCode: 'TRANSACTIONAL',
  emailChanged: 'TRANSACTIONAL',
  passwordChanged: 'TRANSACTIONAL',
}

export const personalDetailsTemplateTexts: Record<Language, TemplateTexts<typeof personalDetailsTemplateParams>> = {
  fi: {
    emailVerificationCode: ({ code, validHours }) => ({
      subject: 'Sähköpostiosoitteen vahvistuskoodi',
      paragraphs: [
        `Vahvistuskoodisi on ${code}.`,
        `Syötä koodi asiointipalvelun omiin tietoihin ${validHours} tunnin kuluessa. Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.`,
      ],
      linkText: 'Omat tiedot',
      path: '/personal-details',
    }),
    emailChanged: () => ({
      subject: 'Sähköpostiosoitteesi on vaihdettu',
      paragraphs: [
        'Varhaiskasvatuksen asiointipalveluun tallennettu sähköpostiosoitteesi on vaihdettu. Jatkossa ilmoitukset lähetetään uuteen osoitteeseen.',
        'Jos et itse vaihtanut osoitetta, kirjaudu palveluun ja tarkista omat tietosi.',
      ],
      linkText: 'Omat tiedot',
      path: '/personal-details',
    }),
    passwordChanged: () => ({
      subject: 'Salasanasi on vaihdettu',
      paragraphs: [
        'Varhaiskasvatuksen asiointipalvelun salasanasi on vaihdettu.',
        'Jos et itse vaihtanut salasanaa, kirjaudu palveluun vahvalla tunnistautumisella ja vaihda salasana.',
      ],
      linkText: 'Omat tiedot',
      path: '/personal-details',
    }),
  },
  sv: {
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
  },
  en: {
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
  },
}
