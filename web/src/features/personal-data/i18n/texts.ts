import { featureTexts } from '../../../i18n/feature-texts'
import type { PersonalDataTexts } from './fi'

/** The texts of the personal details page; the page table asks for them with the page's chunk */
export const texts = featureTexts<PersonalDataTexts>('personal-data', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
