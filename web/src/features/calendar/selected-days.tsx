import { formatDate, isoWeekday } from '@citizen/contract/web'
import { useCalendarTexts } from './i18n'
import formStyles from '../../ui/form.module.css'
import styles from './selected-days.module.css'

/** The days selected in the grid, in place of the range picker: the form changes only these */
export function SelectedDays({ dates, error }: { dates: string[]; error?: string }) {
  const t = useCalendarTexts()
  return (
    <div data-path="range" className={styles.days}>
      <h3 className={styles.title}>{t.form.selectedDays}</h3>
      <ul className={styles.list}>
        {dates.map((date) => (
          <li key={date}>
            {t.weekdays[isoWeekday(date) - 1]} {formatDate(date)}
          </li>
        ))}
      </ul>
      {error && <p className={formStyles.error}>{error}</p>}
    </div>
  )
}
