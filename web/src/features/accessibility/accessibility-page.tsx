import { useTranslation } from '../../i18n'
import { usePageTitle } from '../../shared/page-title'
import { webConfig } from '../../shared/config'
import styles from '../../shared/page.module.css'
import { useAccessibilityTexts } from './i18n'

export default function AccessibilityPage() {
  const { t } = useTranslation()
  const a = useAccessibilityTexts()
  usePageTitle(a.title)
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <h1>{a.title}</h1>
        <p>{a.intro}</p>
        <h2>{a.statusTitle}</h2>
        <p>{a.status}</p>
        <h2>{a.problemsTitle}</h2>
        <ul>
          {a.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <h2>{a.dateTitle}</h2>
        <p>{a.date}</p>
        <h2>{a.feedbackTitle}</h2>
        <p>{a.feedback}</p>
        <p>
          <a href={webConfig.feedbackUrl} target="_blank" rel="noreferrer">
            {a.feedbackLink} <span className="visually-hidden">{t.common.newWindow}</span>
          </a>
        </p>
        <h2>{a.enforcementTitle}</h2>
        <p>{a.enforcement}</p>
        <p>
          <a href="https://www.saavutettavuusvaatimukset.fi" target="_blank" rel="noreferrer">
            {a.enforcementLink} <span className="visually-hidden">{t.common.newWindow}</span>
          </a>
        </p>
      </article>
    </div>
  )
}
