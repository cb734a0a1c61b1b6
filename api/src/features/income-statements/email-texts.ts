import { z } from 'zod'
import { formatDate, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// Income statements and the income reminder (features/income-statements, features/income)

export const incomeTemplateParams = {
  /** An income statement was sent (features/income-statements) */
  incomeStatementReceived: z.object({}),
  /** The person's income information runs out on `date` and no statement was sent (features/income) */
  incomeExpiring: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
}

export const incomeTemplateTypes: Record<keyof typeof incomeTemplateParams, EmailMessageType> = {
  // The receipt of the person's own statement, as applicationReceived
  incomeStatementReceived: 'TRANSACTIONAL',
  // A reminder: the income notifications setting turns it off
  incomeExpiring: 'INCOME_NOTIFICATION',
}

export const incomeTemplateTexts: Record<Language, TemplateTexts<typeof incomeTemplateParams>> = {
  fi: {
    incomeStatementReceived: () => ({
      subject: 'Tuloselvityksesi on vastaanotettu',
      paragraphs: [
        'Olemme vastaanottaneet tuloselvityksesi. Voit katsoa sitä ja täydentää sitä asiointipalvelussa, kunnes se on käsitelty.',
      ],
      linkText: 'Tulotiedot',
      path: '/income',
    }),
    incomeExpiring: ({ date }) => ({
      subject: 'Muista päivittää tulotietosi',
      paragraphs: [
        `Tulotietosi ovat voimassa ${formatDate(date)} asti. Muista päivittää tulotietosi tekemällä uusi tuloselvitys ennen sitä, jotta varhaiskasvatusmaksusi voidaan laskea oikein.`,
      ],
      linkText: 'Tee tuloselvitys',
      path: '/income',
    }),
  },
  sv: {
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
  },
  en: {
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
  },
}
