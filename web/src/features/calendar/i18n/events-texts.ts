import { featureTexts } from '../../../i18n/feature-texts'
import type { CalendarEventTexts } from './events-fi'

/** The texts of the calendar's events, discussion times and subscription, loaded with the pages that show them */
export const eventTexts = featureTexts<CalendarEventTexts>('calendar-events', {
  fi: () => import('./events-fi'),
  sv: () => import('./events-sv'),
  en: () => import('./events-en'),
})
