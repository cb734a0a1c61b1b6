import { z } from 'zod'
import { calendarPaths, formatDate, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// The holiday questionnaire's reminder (features/holiday-periods/reminders.ts)

export const holidayTemplateParams = {
  /** The holiday questionnaire takes answers until `deadline` and some child is still to be answered for */
  holidayQuestionnaireClosing: z.object({ deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
}

export const holidayTemplateTypes: Record<keyof typeof holidayTemplateParams, EmailMessageType> = {
  // The reminders of reservations' setting: the answer marks the holiday's absences in the calendar
  holidayQuestionnaireClosing: 'ATTENDANCE_RESERVATION_NOTIFICATION',
}

export const holidayTemplateTexts: Record<Language, TemplateTexts<typeof holidayTemplateParams>> = {
  fi: {
    holidayQuestionnaireClosing: ({ deadline }) => ({
      subject: 'Muista vastata lomakyselyyn',
      paragraphs: [
        `Lomakysely sulkeutuu pian, eikä siihen ole vielä vastattu kaikkien lasten puolesta. Vastaa lomakyselyyn ${formatDate(deadline)} mennessä.`,
      ],
      linkText: 'Vastaa lomakyselyyn',
      path: calendarPaths.holidayQuestionnaire,
    }),
  },
  sv: {
    holidayQuestionnaireClosing: ({ deadline }) => ({
      subject: 'Kom ihåg att svara på semesterenkäten',
      paragraphs: [
        `Semesterenkäten stängs snart och har ännu inte besvarats för alla barn. Svara på semesterenkäten senast ${formatDate(deadline)}.`,
      ],
      linkText: 'Svara på semesterenkäten',
      path: calendarPaths.holidayQuestionnaire,
    }),
  },
  en: {
    holidayQuestionnaireClosing: ({ deadline }) => ({
      subject: 'Remember to answer the holiday questionnaire',
      paragraphs: [
        `The holiday questionnaire closes soon and has not yet been answered for all the children. Answer the holiday questionnaire by ${formatDate(deadline)}.`,
      ],
      linkText: 'Answer the holiday questionnaire',
      path: calendarPaths.holidayQuestionnaire,
    }),
  },
}
