import { Link } from 'react-router'
import { useTranslation } from '../../i18n'
import { webConfig } from '../../shared/config'
import styles from './footer.module.css'

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className={styles.footer} aria-label={t.footer.label}>
      <div className={styles.inner}>
        <span className={styles.city}>{t.common.cityLabel}</span>
        <ul className={styles.links}>
          <li>
            <a href={webConfig.privacyPolicyUrl} target="_blank" rel="noreferrer">
              {t.footer.privacyPolicy} <span className="visually-hidden">{t.common.newWindow}</span>
            </a>
          </li>
          <li>
            <Link to="/accessibility">{t.footer.accessibilityStatement}</Link>
          </li>
          <li>
            <a href={webConfig.feedbackUrl} target="_blank" rel="noreferrer">
              {t.footer.feedback} <span className="visually-hidden">{t.common.newWindow}</span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}
