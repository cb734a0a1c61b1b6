import { useTranslation } from '../../i18n'
import { strongLoginUrl } from '../../shared/auth'
import { personalDetailsPaths } from '@citizen/contract/web'
import { ButtonAnchor } from '../../ui/button'
import { LockIcon } from '../../ui/icons'
import { usePersonalDataTexts } from './i18n'
import styles from './personal-data.module.css'

/** A section's anchor on the page: the strong login returns to it */
export type Section = 'details' | 'login' | 'notifications'

/**
 * For a weak session: what needs strong identification, with a lock mark and the strong login that
 * brings the guardian back to this section.
 */
export function StrongLoginNeeded({ section, text }: { section: Section; text: string }) {
  const t = usePersonalDataTexts()
  const { t: common } = useTranslation()
  return (
    <div className={styles.strongLogin}>
      <p>
        <span className={styles.lock}>
          <LockIcon label={common.common.requiresStrongAuth} />
        </span>
        {text}
      </p>
      <ButtonAnchor href={strongLoginUrl(`${personalDetailsPaths.page}#${section}`)}>{t.strongLogin}</ButtonAnchor>
    </div>
  )
}
