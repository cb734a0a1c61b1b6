import { Link } from 'react-router'
import { ArrowLeftIcon } from '../../ui/icons'
import { useApplicationTexts } from './i18n'
import styles from './applications.module.css'

export function BackToApplications() {
  const t = useApplicationTexts()
  return (
    <Link to="/applications" className={styles.back}>
      <ArrowLeftIcon />
      {t.editor.back}
    </Link>
  )
}
