import { featureTranslations } from '../../../i18n/feature'
import type { CalendarTexts } from './fi'

export type { CalendarTexts }

/** The texts of the feature's pages; the page table asks for them with the page's chunk */
export const texts = featureTranslations<CalendarTexts>('calendar', {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
})

export const useCalendarTexts = texts.use
