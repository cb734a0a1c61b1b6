import { Link } from 'react-router'
import { ArrowLeftIcon } from '../../ui/icons'
import { useIncomeStatementTexts } from './i18n'
import styles from './income-statements.module.css'

export function BackToIncome() {
  const t = useIncomeStatementTexts()
  return (
    <Link to="/income" className={styles.back}>
      <ArrowLeftIcon />
      {t.form.back}
    </Link>
  )
}
