import { z } from 'zod'
import { formatDate, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// Discussion times booked or cancelled (features/calendar-events)

export const calendarTemplateParams = {
  /** A discussion time booked or cancelled (features/calendar-events): the day and time, no names */
  discussionTime: z.object({
    cancelled: z.boolean(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    startTime: z.string().regex(/^\d{2}:\d{2}$/),
    endTime: z.string().regex(/^\d{2}:\d{2}$/),
  }),
}

type DiscussionTime = z.infer<typeof calendarTemplateParams.discussionTime>
const when = (p: DiscussionTime) => `${formatDate(p.date)} ${p.startTime}–${p.endTime}`

export const calendarTemplateTypes: Record<keyof typeof calendarTemplateParams, EmailMessageType> = {
  discussionTime: 'DISCUSSION_TIME_NOTIFICATION',
}

export const calendarTemplateTexts: Record<Language, TemplateTexts<typeof calendarTemplateParams>> = {
  fi: {
    discussionTime: (p) => ({
      subject: p.cancelled ? 'Keskusteluaika peruttu' : 'Keskusteluaika varattu',
      paragraphs: [
        p.cancelled
          ? `Keskusteluaika ${when(p)} on peruttu.`
          : `Keskusteluaika ${when(p)} on varattu. Voit perua sen kalenterissa kaksi arkipäivää ennen.`,
      ],
      linkText: 'Kalenteri',
      path: `/calendar?day=${p.date}`,
    }),
  },
  sv: {
    discussionTime: (p) => ({
      subject: p.cancelled ? 'Samtalstiden har avbokats' : 'Samtalstiden har bokats',
      paragraphs: [
        p.cancelled
          ? `Samtalstiden ${when(p)} har avbokats.`
          : `Samtalstiden ${when(p)} har bokats. Du kan avboka den i kalendern senast två vardagar före.`,
      ],
      linkText: 'Kalender',
      path: `/calendar?day=${p.date}`,
    }),
  },
  en: {
    discussionTime: (p) => ({
      subject: p.cancelled ? 'Discussion time cancelled' : 'Discussion time booked',
      paragraphs: [
        p.cancelled
          ? `The discussion time ${when(p)} has been cancelled.`
          : `The discussion time ${when(p)} has been booked. You can cancel it in the calendar until two working days before.`,
      ],
      linkText: 'Calendar',
      path: `/calendar?day=${p.date}`,
    }),
  },
}
