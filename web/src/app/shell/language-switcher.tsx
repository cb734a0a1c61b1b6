import { languages, useTranslation } from '../../i18n'
import { MenuButton } from '../../ui/menu-button'
import { GlobeIcon, ChevronDownIcon } from '../../ui/icons'

export function LanguageSwitcher() {
  const { lang, setLang, t } = useTranslation()
  return (
    <MenuButton
      label={t.header.languageSwitcher(t.languages[lang])}
      trigger={
        <>
          <GlobeIcon />
          <span>{lang.toUpperCase()}</span>
          <ChevronDownIcon size={14} />
        </>
      }
      selected={lang}
      items={languages.map((l) => ({
        id: l,
        label: <span lang={l}>{t.languages[l]}</span>,
        textValue: t.languages[l],
        onAction: () => setLang(l),
      }))}
    />
  )
}
