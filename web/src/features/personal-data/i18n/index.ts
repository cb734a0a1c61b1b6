import { useFeatureTexts } from '../../../i18n/feature'
import type { PersonalDataTexts } from './fi'
import { texts } from './texts'

export type { PersonalDataTexts }

export const usePersonalDataTexts = (): PersonalDataTexts => useFeatureTexts(texts)
