export type Lang = 'fi' | 'sv' | 'en'
export const languages: Lang[] = ['fi', 'sv', 'en']
const STORAGE_KEY = 'citizen.language'

const isLang = (value: unknown): value is Lang => typeof value === 'string' && (languages as string[]).includes(value)

/**
 * spec 000: the lang query parameter, then the remembered choice, then the browser language
 * (only fi and sv are recognised), else fi.
 */
export function detectLanguage(search: string, stored: string | null, browserLanguages: readonly string[]): Lang {
  const param = new URLSearchParams(search).get('lang')
  if (isLang(param)) return param
  if (isLang(stored)) return stored
  for (const l of browserLanguages) {
    const primary = l.toLowerCase().split('-')[0]
    if (primary === 'fi' || primary === 'sv') return primary
  }
  return 'fi'
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // private mode: the choice lasts for this page only
  }
}
