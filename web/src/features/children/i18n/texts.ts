import { featureTexts } from '../../../i18n/feature-texts'
import type { ChildTexts } from './fi'

/** The texts of the child page and the starting notice; the page table asks for them with the page's chunk */
export const texts = featureTexts<ChildTexts>('children', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
