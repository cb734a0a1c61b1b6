import { useFeatureTexts } from '../../../i18n/feature'
import type { IncomeStatementTexts } from './fi'
import { texts } from './texts'

export type { IncomeStatementTexts }

export const useIncomeStatementTexts = (): IncomeStatementTexts => useFeatureTexts(texts)
