import { useFeatureTexts } from '../../../i18n/feature'
import type { AbsenceApplicationTexts } from './fi'
import { texts } from './texts'

export type { AbsenceApplicationTexts }

export const useAbsenceApplicationTexts = (): AbsenceApplicationTexts => useFeatureTexts(texts)
