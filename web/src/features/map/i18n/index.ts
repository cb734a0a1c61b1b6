import { useFeatureTexts } from '../../../i18n/feature'
import type { MapTexts } from './fi'
import { texts } from './texts'

export type { MapTexts }

export const useMapTexts = (): MapTexts => useFeatureTexts(texts)
