import { useSuspenseQuery } from '@tanstack/react-query'
import { currentLanguage, useTranslation, type Lang } from './index'

/**
 * Translations of one feature, loaded with its pages: the login page does not download the
 * application editor's texts. `fi` defines the type; sv and en are typed against it.
 *
 * The texts of the language in use start loading as soon as the feature's code runs, in parallel
 * with the login check and the page's other chunks, not when the page first renders.
 */
export function featureTranslations<T>(name: string, loaders: Record<Lang, () => Promise<T>>) {
  const requests = new Map<Lang, Promise<T>>()
  const loaded = new Map<Lang, T>()
  const load = (lang: Lang): Promise<T> => {
    let promise = requests.get(lang)
    if (!promise) {
      promise = loaders[lang]().then((t) => {
        loaded.set(lang, t)
        return t
      })
      promise.catch(() => requests.delete(lang))
      requests.set(lang, promise)
    }
    return promise
  }
  load(currentLanguage()).catch(() => {
    // the page asks again when it renders and shows the failure then
  })

  return function useFeatureTranslation(): T {
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
}
