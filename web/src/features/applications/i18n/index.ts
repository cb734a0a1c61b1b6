import { useFeatureTexts } from '../../../i18n/feature'
import type { ApplicationTexts } from './fi'
import { texts } from './texts'

export type { ApplicationTexts }

export const useApplicationTexts = (): ApplicationTexts => useFeatureTexts(texts)
