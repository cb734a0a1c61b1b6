import { useEffect } from 'react'
import { useTranslation } from '../i18n'

/** Sets document.title so screen readers announce the page and tabs are recognisable. */
export function usePageTitle(title: string) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} – ${t.common.serviceName}`
  }, [title, t])
}
