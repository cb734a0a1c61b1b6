import { featureTranslations } from '../../../i18n/feature'
import type { CalendarTexts } from './fi'

export type { CalendarTexts }

export const useCalendarTexts = featureTranslations<CalendarTexts>('calendar', {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
})
