import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from './index'
import type { FeatureTexts } from './feature-texts'

/** A feature's texts in the language in use; suspends until they arrive, a failed download throws */
export function useFeatureTexts<T>(texts: FeatureTexts<T>): T {
  const { lang } = useTranslation()
  const { data } = useSuspenseQuery({
    queryKey: ['i18n', texts.name, lang],
    queryFn: () => texts.load(lang),
    // Texts that have already arrived are shown at once, without suspending
    initialData: () => texts.loaded(lang),
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return data
}
