import { useFeatureTexts } from '../../../i18n/feature'
import type { CalendarEventTexts } from './events-fi'
import { eventTexts } from './events-texts'

export type { CalendarEventTexts }

export const useCalendarEventTexts = (): CalendarEventTexts => useFeatureTexts(eventTexts)
