import { featureTexts } from '../../../i18n/feature-texts'
import type { AbsenceApplicationTexts } from './fi'

/** The texts of the absence applications: the page table asks for them with the child page and the form */
export const texts = featureTexts<AbsenceApplicationTexts>('absence-applications', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
