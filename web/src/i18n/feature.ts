import { useSuspenseQuery } from '@tanstack/react-query'
import { download } from '../shared/download-error'
import { currentLanguage, useTranslation, type Lang } from './index'

/** A feature's texts: asked with its pages' chunks (the page table), read with `use` */
export interface FeatureTexts<T> {
  /** Starts loading the texts of the language in use (once; a failed load may be asked again) */
  preload: () => Promise<T>
  /** The texts in the language in use; suspends until they arrive, a failed download throws */
  use: () => T
}

/**
 * Translations of one feature, loaded with its pages: the login page does not download the
 * application editor's texts. `fi` defines the type; sv and en are typed against it.
 */
export function featureTranslations<T>(name: string, loaders: Record<Lang, () => Promise<T>>): FeatureTexts<T> {
  const requests = new Map<Lang, Promise<T>>()
  const loaded = new Map<Lang, T>()
  const load = (lang: Lang): Promise<T> => {
    let promise = requests.get(lang)
    if (!promise) {
      promise = download(loaders[lang])().then((t) => {
        loaded.set(lang, t)
        return t
      })
      promise.catch(() => requests.delete(lang))
      requests.set(lang, promise)
    }
    return promise
  }

  function useFeatureTranslation(): T {
    const { lang } = useTranslation()
    const { data } = useSuspenseQuery({
      queryKey: ['i18n', name, lang],
      queryFn: () => load(lang),
      // Texts that have already arrived are shown at once, without suspending
      initialData: () => loaded.get(lang),
      staleTime: Infinity,
      gcTime: Infinity,
    })
    return data
  }
  return { preload: () => load(currentLanguage()), use: useFeatureTranslation }
}
