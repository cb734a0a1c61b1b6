import { useFeatureTexts } from '../../../i18n/feature'
import type { CalendarTexts } from './fi'
import { texts } from './texts'

export type { CalendarTexts }

export const useCalendarTexts = (): CalendarTexts => useFeatureTexts(texts)
