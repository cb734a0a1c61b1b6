import { featureTexts } from '../../../i18n/feature-texts'
import type { MapTexts } from './fi'

/** The map page's texts; the page table asks for them with the page's chunk */
export const texts = featureTexts<MapTexts>('map', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
