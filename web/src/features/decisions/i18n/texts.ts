import { featureTexts } from '../../../i18n/feature-texts'
import type { DecisionTexts } from './fi'

/** The texts of the feature's pages; the page table asks for them with the page's chunk */
export const texts = featureTexts<DecisionTexts>('decisions', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
