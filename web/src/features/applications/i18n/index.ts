import { featureTranslations } from '../../../i18n/feature'
import type { ApplicationTexts } from './fi'

export type { ApplicationTexts }

export const useApplicationTexts = featureTranslations<ApplicationTexts>('applications', {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
})
