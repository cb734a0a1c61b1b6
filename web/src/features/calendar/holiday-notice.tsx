import { useMemo } from 'react'
import { useOnline } from '../../shared/online'
import { useQuery } from '@tanstack/react-query'
import { helsinkiToday, holidayCta } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { useUser } from '../../shared/auth'
import { Alert } from '../../ui/alert'
import { ButtonLink } from '../../ui/button'
import { LockIcon } from '../../ui/icons'
import { activeQuestionnairesQuery, holidayPeriodsQuery } from './holiday-queries'
import { useCalendarTexts } from './i18n'
import { HolidayModal, ReservationModal } from './modals'
import { preloadOnIntent } from '../../shared/lazy-component'
import styles from './holidays.module.css'

/**
 * spec 001 §4 "Holiday period call to action": an active questionnaire with children to answer
 * for opens ?modal=holidays (partly answered: said), else a holiday period open for answers opens
 * the reservation modal over its days. Shown among the calendar's notices.
 */
export function HolidayNotice() {
  const online = useOnline()
  const t = useCalendarTexts().holidays
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  const periods = useQuery(holidayPeriodsQuery).data ?? []
  const active = useQuery(activeQuestionnairesQuery).data?.[0] ?? null
  const weak = useUser()?.authLevel !== 'STRONG'
  const cta = holidayCta(
    periods,
    active && {
      active: active.questionnaire.active,
      eligibleChildIds: Object.keys(active.eligibleChildren),
      answeredChildIds: active.previousAnswers.map((a) => a.childId),
    },
    today,
  )
  if (!cta) return null
  if (cta.type === 'holiday') {
    return (
      <Alert kind="info">
        <div className={styles.cta}>
          <p className={styles.ctaText}>{t.cta.holiday(cta.period, cta.deadline)}</p>
          {/* Offline (the kept copy) the answer cannot be sent: the link waits for the network */}
          {online && (
            <ButtonLink
              {...preloadOnIntent(ReservationModal)}
              to={`/calendar?${new URLSearchParams({ modal: 'reservations', startDate: cta.period.start, endDate: cta.period.end }).toString()}`}
            >
              {t.cta.reserve}
            </ButtonLink>
          )}
        </div>
      </Alert>
    )
  }
  const locked = active!.questionnaire.requiresStrongAuth && weak
  return (
    <Alert kind="info">
      <div className={styles.cta}>
        <p className={styles.ctaText}>
          {t.cta.questionnaire(cta.deadline)}
          {cta.partlyAnswered && ` ${t.cta.partlyAnswered}`}
        </p>
        {locked && (
          <span className={styles.lock}>
            <LockIcon label={t.cta.lock} />
          </span>
        )}
        {online && (
          <ButtonLink variant="primary" {...preloadOnIntent(HolidayModal)} to="/calendar?modal=holidays">
            {t.cta.answer}
          </ButtonLink>
        )}
      </div>
    </Alert>
  )
}
