import { useFeatureTexts } from '../../../i18n/feature'
import type { ChildTexts } from './fi'
import { texts } from './texts'

export type { ChildTexts }

export const useChildTexts = (): ChildTexts => useFeatureTexts(texts)
