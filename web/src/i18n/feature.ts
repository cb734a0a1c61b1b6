import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation, type Lang } from './index'

/**
 * Translations of one feature, loaded with its pages: the login page does not download the
 * application editor's texts. `fi` defines the type; sv and en are typed against it.
 */
export function featureTranslations<T>(name: string, loaders: Record<Lang, () => Promise<T>>) {
  return function useFeatureTranslation(): T {
    const { lang } = useTranslation()
    const { data } = useSuspenseQuery({
      queryKey: ['i18n', name, lang],
      queryFn: () => loaders[lang](),
      staleTime: Infinity,
      gcTime: Infinity,
    })
    return data
  }
}
