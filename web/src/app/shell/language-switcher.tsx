import { languages, useTranslation } from '../../i18n'
import { Dropdown } from '../../ui/dropdown'
import { GlobeIcon, ChevronDownIcon } from '../../ui/icons'

export function LanguageSwitcher() {
  const { lang, setLang, t } = useTranslation()
  return (
    <Dropdown
      label={t.header.languageSwitcher(t.languages[lang])}
      trigger={
        <>
          <GlobeIcon />
          <span>{lang.toUpperCase()}</span>
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {languages.map((l) => (
        <li key={l}>
          <button type="button" lang={l} aria-pressed={l === lang} onClick={() => setLang(l)}>
            {t.languages[l]}
          </button>
        </li>
      ))}
    </Dropdown>
  )
}

/** The same choice as a row of buttons, for the mobile menu. */
export function LanguageButtons() {
  const { lang, setLang, t } = useTranslation()
  return (
    <div role="group" aria-label={t.header.language} style={{ display: 'flex', gap: 'var(--space-s)' }}>
      {languages.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === lang}
          onClick={() => setLang(l)}
          className="language-button"
        >
          {t.languages[l]}
        </button>
      ))}
    </div>
  )
}
