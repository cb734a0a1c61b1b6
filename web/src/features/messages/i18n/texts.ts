import { featureTexts } from '../../../i18n/feature-texts'
import type { MessageTexts } from './fi'

/** The texts of the messages pages; the page table asks for them with the page's chunk */
export const texts = featureTexts<MessageTexts>('messages', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
