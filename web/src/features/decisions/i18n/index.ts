import { featureTranslations } from '../../../i18n/feature'
import type { DecisionTexts } from './fi'

export type { DecisionTexts }

export const useDecisionTexts = featureTranslations<DecisionTexts>('decisions', {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
})
