import { useFeatureTexts } from '../../../i18n/feature'
import type { DocumentTexts } from './fi'
import { texts } from './texts'

export type { DocumentTexts }

export const useDocumentTexts = (): DocumentTexts => useFeatureTexts(texts)
