import type { Lang } from './language'
import { Button } from '../ui/button'
import styles from '../shared/page.module.css'

// Built in, not in the dictionaries: shown when the dictionary of the language itself did not arrive
const texts: Record<Lang, { title: string; text: string; retry: string }> = {
  fi: {
    title: 'Sivun lataaminen ei onnistunut',
    text: 'Tarkista verkkoyhteys ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  sv: {
    title: 'Sidan kunde inte laddas',
    text: 'Kontrollera nätverksanslutningen och försök igen.',
    retry: 'Försök igen',
  },
  en: {
    title: 'The page could not be loaded',
    text: 'Check your network connection and try again.',
    retry: 'Try again',
  },
}

/** The page in place of the app when the texts of the language could not be downloaded */
export function DownloadFailed({ lang, retry }: { lang: Lang; retry: () => void }) {
  const t = texts[lang]
  return (
    <main className={styles.page} lang={lang}>
      <section className={styles.card} role="alert">
        <h1>{t.title}</h1>
        <p>{t.text}</p>
        <Button variant="primary" onClick={retry}>
          {t.retry}
        </Button>
      </section>
    </main>
  )
}
