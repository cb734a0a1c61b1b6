import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Translations } from './fi'
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

interface I18n {
  lang: Lang
  t: Translations
  setLang: (lang: Lang) => void
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() =>
    detectLanguage(window.location.search, readStoredLanguage(), navigator.languages ?? [navigator.language]),
  )
  const [loaded, setLoaded] = useState<{ lang: Lang; t: Translations } | null>(null)

  useEffect(() => {
    let current = true
    loaders[lang]()
      .then((t) => current && setLoaded({ lang, t }))
      .catch(() => current && window.setTimeout(() => setLangState((l) => l), 2000))
    storeLanguage(lang)
    return () => {
      current = false
    }
  }, [lang])
  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.lang
  }, [loaded])

  const setLang = useCallback((l: Lang) => setLangState(l), [])
  const value = useMemo(() => (loaded ? { lang: loaded.lang, t: loaded.t, setLang } : null), [loaded, setLang])
  // Until the first dictionary arrives there is nothing meaningful to show
  if (!value) return null
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useTranslation(): I18n {
  const ctx = useContext(I18nContext)
  if (!ctx) throw new Error('useTranslation outside I18nProvider')
  return ctx
}
