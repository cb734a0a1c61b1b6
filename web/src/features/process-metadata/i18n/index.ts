import { featureTranslations } from '../../../i18n/feature'
import type { ProcessMetadataTexts } from './fi'

export type { ProcessMetadataTexts }

export const useProcessMetadataTexts = featureTranslations<ProcessMetadataTexts>('process-metadata', {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
})
