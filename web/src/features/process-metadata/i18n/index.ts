import { useFeatureTexts } from '../../../i18n/feature'
import type { ProcessMetadataTexts } from './fi'
import { texts } from './texts'

export type { ProcessMetadataTexts }

export const useProcessMetadataTexts = (): ProcessMetadataTexts => useFeatureTexts(texts)
