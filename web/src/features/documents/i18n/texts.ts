import { featureTexts } from '../../../i18n/feature-texts'
import type { DocumentTexts } from './fi'

/** The texts of the documents: the page table asks for them with the child document view and the calendar */
export const texts = featureTexts<DocumentTexts>('documents', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
