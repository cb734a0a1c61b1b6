import { useFeatureTexts } from '../../../i18n/feature'
import type { AccessibilityTexts } from './fi'
import { texts } from './texts'

export type { AccessibilityTexts }

export const useAccessibilityTexts = (): AccessibilityTexts => useFeatureTexts(texts)
