import { featureTexts } from '../../../i18n/feature-texts'
import type { ServiceApplicationTexts } from './fi'

/** The service applications' texts: the page table asks for them with the child page and the form */
export const texts = featureTexts<ServiceApplicationTexts>('service-applications', {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
})
