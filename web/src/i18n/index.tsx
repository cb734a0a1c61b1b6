import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Translations } from './fi'
import { download } from '../shared/download-error'
import { DownloadFailed } from './download-failed'
import { detectLanguage, readStoredLanguage, storeLanguage, type Lang } from './language'

export type { Lang } from './language'
export type { Translations } from './fi'
export { languages } from './language'

// One chunk per language: a visitor downloads only the texts of the language in use.
const loaders: Record<Lang, () => Promise<Translations>> = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
}

// Each dictionary is asked once; a failed load may be tried again
const dictionaries = new Map<Lang, Promise<Translations>>()
const loadedDictionaries = new Map<Lang, Translations>()
function loadDictionary(lang: Lang): Promise<Translations> {
  let promise = dictionaries.get(lang)
  if (!promise) {
    promise = download(loaders[lang])().then((t) => {
      loadedDictionaries.set(lang, t)
      return t
    })
    promise.catch(() => dictionaries.delete(lang))
    dictionaries.set(lang, promise)
  }
  return promise
}

let currentLang: Lang | null = null
/** The language the app shows (before the first render: the one it will show). */
export function currentLanguage(): Lang {
  if (currentLang === null) {
    currentLang = detectLanguage(
      window.location.search,
      readStoredLanguage(),
      navigator.languages ?? [navigator.language],
    )
    // A language given in the address is remembered at once, not after the first render: a page
    // opened right after this one (a link, a reload) shows it too
    if (new URLSearchParams(window.location.search).has('lang')) storeLanguage(currentLang)
  }
  return currentLang
}

/**
 * Starts loading the dictionary of the language in use, before React renders anything (main.tsx):
 * it then arrives together with the app code instead of after the first render.
 */
export function preloadTranslations(): Promise<unknown> {
  return loadDictionary(currentLanguage())
}

interface I18n {
  lang: Lang
  t: Translations
  setLang: (lang: Lang) => void
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(currentLanguage)
  // Already there when preloadTranslations was awaited: the first render shows the page
  const [loaded, setLoaded] = useState<{ lang: Lang; t: Translations } | null>(() => {
    const t = loadedDictionaries.get(lang)
    return t ? { lang, t } : null
  })

  // The language whose dictionary did not arrive (with nothing to show meanwhile)
  const [failed, setFailed] = useState<Lang | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    currentLang = lang
    loadDictionary(lang)
      .then((t) => current && setLoaded((l) => (l?.t === t ? l : { lang, t })))
      .catch(() => current && setFailed(lang))
    storeLanguage(lang)
    return () => {
      current = false
    }
  }, [lang, attempt])
  useEffect(() => {
    if (!loaded) return
    document.documentElement.lang = loaded.lang
    // The installed app's name and shortcuts in the language in use (index.html names Finnish's)
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${loaded.lang}.webmanifest`)
  }, [loaded])

  const setLang = useCallback((l: Lang) => setLangState(l), [])
  const value = useMemo(() => (loaded ? { lang: loaded.lang, t: loaded.t, setLang } : null), [loaded, setLang])
  const retry = useCallback(() => {
    setFailed(null)
    setAttempt((a) => a + 1)
  }, [])
  // Until the first dictionary arrives there is nothing meaningful to show, unless it failed
  if (!value) return failed ? <DownloadFailed lang={failed} retry={retry} /> : null
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useTranslation(): I18n {
  const ctx = useContext(I18nContext)
  if (!ctx) throw new Error('useTranslation outside I18nProvider')
  return ctx
}
