import { useFeatureTexts } from '../../../i18n/feature'
import type { MessageTexts } from './fi'
import { texts } from './texts'

export type { MessageTexts }

export const useMessageTexts = (): MessageTexts => useFeatureTexts(texts)
