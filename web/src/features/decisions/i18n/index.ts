import { useFeatureTexts } from '../../../i18n/feature'
import type { DecisionTexts } from './fi'
import { texts } from './texts'

export type { DecisionTexts }

export const useDecisionTexts = (): DecisionTexts => useFeatureTexts(texts)
