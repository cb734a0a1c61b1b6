import { useFeatureTexts } from '../../../i18n/feature'
import type { ServiceApplicationTexts } from './fi'
import { texts } from './texts'

export type { ServiceApplicationTexts }

export const useServiceApplicationTexts = (): ServiceApplicationTexts => useFeatureTexts(texts)
