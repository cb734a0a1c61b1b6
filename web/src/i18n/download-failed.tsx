import type { Lang } from './language'
import { Button } from '../ui/button'
import styles from '../shared/page.module.css'

// Built in, not in the dictionaries: shown when the dictionary of the language did not arrive.
// As short as can be: every visitor downloads it.
const texts: Record<Lang, [title: string, retry: string]> = {
  fi: ['Sivun lataaminen ei onnistunut', 'Yritä uudelleen'],
  sv: ['Sidan kunde inte laddas', 'Försök igen'],
  en: ['The page could not be loaded', 'Try again'],
}

/** The page in place of the app when the texts of the language could not be downloaded */
export function DownloadFailed({ lang, retry }: { lang: Lang; retry: () => void }) {
  const [title, action] = texts[lang]
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alert">
        <h1>{title}</h1>
        <Button variant="primary" onClick={retry}>
          {action}
        </Button>
      </section>
    </main>
  )
}
