import { featureTexts } from '../../../i18n/feature-texts'
import type { IncomeStatementTexts } from './fi'

/** The texts of the income statement pages; the page table asks for them with the pages' chunks */
export const texts = featureTexts<IncomeStatementTexts>('income-statements', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
