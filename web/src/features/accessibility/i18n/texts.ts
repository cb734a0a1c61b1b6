import { featureTexts } from '../../../i18n/feature-texts'
import type { AccessibilityTexts } from './fi'

/** The accessibility statement's texts; the page table asks for them with the page's chunk */
export const texts = featureTexts<AccessibilityTexts>('accessibility', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
