import { z } from 'zod'
import { calendarPaths, formatDate, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// The reservation reminder (features/calendar/reminders.ts)

export const reservationTemplateParams = {
  /** Some child's days the calendar marks "reservation missing" close for reservations on `deadline` */
  reservationsMissing: z.object({ deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
}

export const reservationTemplateTypes: Record<keyof typeof reservationTemplateParams, EmailMessageType> = {
  // The setting "reminders of missing attendance reservations"
  reservationsMissing: 'ATTENDANCE_RESERVATION_NOTIFICATION',
}

export const reservationTemplateTexts: Record<Language, TemplateTexts<typeof reservationTemplateParams>> = {
  fi: {
    reservationsMissing: ({ deadline }) => ({
      subject: 'Läsnäoloilmoituksia puuttuu',
      paragraphs: [
        `Kalenterissa on päiviä, joilta puuttuu läsnäoloilmoitus. Ilmoitukset niille päiville sulkeutuvat ${formatDate(deadline)}. Ilmoita lasten läsnä- ja poissaolot kalenterissa.`,
      ],
      linkText: 'Kalenteri',
      path: calendarPaths.page,
    }),
  },
  sv: {
    reservationsMissing: ({ deadline }) => ({
      subject: 'Närvaroanmälningar saknas',
      paragraphs: [
        `I kalendern finns dagar som saknar närvaroanmälan. Anmälningarna för dem stängs ${formatDate(deadline)}. Anmäl barnens när- och frånvaro i kalendern.`,
      ],
      linkText: 'Kalender',
      path: calendarPaths.page,
    }),
  },
  en: {
    reservationsMissing: ({ deadline }) => ({
      subject: 'Attendance reservations missing',
      paragraphs: [
        `Some days in the calendar have no attendance reservation. Reservations for them close on ${formatDate(deadline)}. Mark the children's attendance and absences in the calendar.`,
      ],
      linkText: 'Calendar',
      path: calendarPaths.page,
    }),
  },
}
