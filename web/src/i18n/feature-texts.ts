import { download } from '../shared/download-error'
import { currentLanguage, type Lang } from './index'

/**
 * A feature's texts: the page table asks for them with its pages' chunks, the feature's pages read
 * them with `useFeatureTexts` (./feature.ts, apart so that the table needs no query code).
 */
export interface FeatureTexts<T> {
  name: string
  /** Loads the texts of a language (once; a failed download is a DownloadError and may be asked again) */
  load: (lang: Lang) => Promise<T>
  /** The texts of a language if they have arrived */
  loaded: (lang: Lang) => T | undefined
  /** Starts loading the texts of the language in use */
  preload: () => Promise<T>
}

/**
 * Translations of one feature, loaded with its pages: the login page does not download the
 * application editor's texts. `fi` defines the type; sv and en are typed against it.
 */
export function featureTexts<T>(name: string, loaders: { [L in Lang]: () => Promise<Record<L, T>> }): FeatureTexts<T> {
  const requests = new Map<Lang, Promise<T>>()
  const arrived = new Map<Lang, T>()
  const load = (lang: Lang): Promise<T> => {
    let promise = requests.get(lang)
    if (!promise) {
      // Each language's module exports its texts under the language's name (checked above)
      const loader = loaders[lang] as () => Promise<Record<Lang, T>>
      promise = download(loader)().then((m) => {
        const t = m[lang]
        arrived.set(lang, t)
        return t
      })
      promise.catch(() => requests.delete(lang))
      requests.set(lang, promise)
    }
    return promise
  }
  return { name, load, loaded: (lang) => arrived.get(lang), preload: () => load(currentLanguage()) }
}
