import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQueryClient, useSuspenseInfiniteQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { helsinkiToday, startOfMonth, type CalendarDay } from '@citizen/contract/web'
import { clientNow } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useMediaQuery } from '../../shared/media-query'
import { usePageTitle } from '../../shared/page-title'
import { Button } from '../../ui/button'
import { Loading } from '../../ui/spinner'
import { useTranslation } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { mergeResponses } from './model'
import {
  dailyServiceTimeNotificationsQuery,
  earlierReservations,
  expiringIncomeQuery,
  reservationsQuery,
} from './queries'
import { MonthGrid } from './month-grid'
import { MonthList } from './month-list'
import { CalendarNotices } from './notices'
import { activeQuestionnairesQuery, holidayPeriodsQuery } from './holiday-queries'
import { useCalendarTexts } from './i18n'
import { DiscussionsButton, discussionsEnabled } from './discussions-button'
import {
  AbsenceModal,
  DayView,
  DiscussionReservationModal,
  DiscussionsModal,
  HolidayModal,
  QueuedAbsences,
  ReservationModal,
} from './modals'
import { preloadOnIntent } from '../../shared/lazy-component'
import { whenInteractive } from '../../shared/after-interactive'
import { SubscriptionSection } from './subscription-section'
import { useOnline } from '../../shared/online'
import { OfflineCopyNotice } from '../../shared/offline-copy/notice'
import { offlineCopyPerson } from '../../shared/offline-copy/setting'
import { useQueuedWrites, waitingDays } from '../../shared/offline-copy/queue-state'
import { calendarEventsQuery } from './event-queries'
import pageStyles from '../../shared/page.module.css'
import styles from './calendar.module.css'

/** The page's heading: the focus goes there when what had it is gone (a dismissed notice) */
export const CALENDAR_TITLE = 'calendar-title'

/** The grid from this width; narrower screens get the list (spec 001 "Calendar screen") */
export const WIDE_CALENDAR = '(min-width: 1024px)'

/** spec 001 "Calendar screen" (/calendar): the children's reservations and absences. */
export default function CalendarPage() {
  const t = useCalendarTexts()
  const { t: common } = useTranslation()
  usePageTitle(t.title)
  // The notices are asked with the days and shown with them: arriving later, they pushed the days down (CLS)
  const client = useQueryClient()
  // Once a mount, in its first render as usePrefetchQuery would: the requests go before the days suspend
  useState(() => prefetch(client))
  return (
    // The heading shows while the days load (it needs no data). The days are always taller than
    // the screen, so the fallback keeps a screen's height: the footer is never seen to move down
    <AsyncBoundary
      fallback={
        <div className={styles.page}>
          <div className={styles.titleBar}>
            <h1 className={styles.title}>{t.title}</h1>
          </div>
          <div className={styles.loadingDays}>
            <Loading label={common.common.loading} />
          </div>
        </div>
      }
    >
      <Calendar />
    </AsyncBoundary>
  )
}

/**
 * What the calendar reads first, asked together: by main.tsx as soon as this module has arrived
 * with the entry (app/routes.tsx preloadPage), not after the first render; again (deduplicated)
 * when the page renders after a navigation
 */
export function prefetch(client: QueryClient): void {
  const today = helsinkiToday(clientNow())
  void client.prefetchInfiniteQuery(reservationsQuery(today))
  void client.prefetchQuery(expiringIncomeQuery)
  void client.prefetchQuery(dailyServiceTimeNotificationsQuery)
  void client.prefetchQuery(holidayPeriodsQuery)
  void client.prefetchQuery(activeQuestionnairesQuery)
  void client.prefetchQuery(calendarEventsQuery(today))
}

export interface ModalProps {
  data: ReturnType<typeof mergeResponses>
  today: string
  params: URLSearchParams
  /** Another modal or day, or null to close (the address carries what is open) */
  navigate: (params: Record<string, string> | null) => void
  /** After a save: the days selected in the grid are done */
  onSaved: () => void
}

export type DayViewProps = ModalProps & { date: string; days: Map<string, CalendarDay> }

function Calendar() {
  const t = useCalendarTexts()
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  const client = useQueryClient()
  const query = useSuspenseInfiniteQuery({
    ...reservationsQuery(today),
    // No network on a later day than the offline copy's: its days (the notice says when they were read)
    initialData: () => (navigator.onLine ? undefined : earlierReservations(client)?.data),
    initialDataUpdatedAt: () => earlierReservations(client)?.at,
  })
  // Never fail (queries.ts): a notice that cannot be read is left out
  useSuspenseQuery(expiringIncomeQuery)
  useSuspenseQuery(dailyServiceTimeNotificationsQuery)
  useSuspenseQuery(holidayPeriodsQuery)
  const questionnaire = useSuspenseQuery(activeQuestionnairesQuery).data[0]
  const data = useMemo(() => mergeResponses(query.data.pages), [query.data.pages])
  const days = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days])
  const wide = useMediaQuery(WIDE_CALENDAR)
  const [params, setParams] = useSearchParams()
  const [month, setMonth] = useState(() => startOfMonth(today))
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [picker, setPicker] = useState(false)
  // Shown from the offline copy: what needs the server is off (the notice says why), but an
  // absence is queued on the device to be sent when the network returns
  const offline = !useOnline()
  const queueable = !offline || offlineCopyPerson() !== null
  const queued = useQueuedWrites()
  const waiting = useMemo(() => waitingDays(queued), [queued])

  const navigate = (next: Record<string, string> | null) => setParams(next ?? {})
  // The action picker gives way to the modal chosen in it
  const openFromPicker = (modal: string) => {
    setPicker(false)
    navigate({ modal })
  }
  // The days get stable callbacks (they are memoized); the address's setter changes with the address
  const latestNavigate = useRef(navigate)
  useLayoutEffect(() => {
    latestNavigate.current = navigate
  })
  const firstLoaded = data.days[0]?.date ?? today
  // A month not wholly loaded is fetched first (the first loaded day may be its first day: then
  // none of the month before is loaded, and it must still be reachable)
  const showMonth = (next: string) => {
    if (next < firstLoaded) void query.fetchPreviousPage().then(() => setMonth(next))
    else setMonth(next)
  }
  const modal = params.get('modal')
  const day = params.get('day')
  // The day cell that opened the day view gets the focus back when it closes
  const opener = useRef<string | null>(null)
  const openDay = useCallback((date: string) => {
    opener.current = date
    latestNavigate.current({ day: date })
  }, [])
  const dayOpen = !modal && day !== null
  useEffect(() => {
    if (dayOpen || !opener.current) return
    const cell = document.querySelector<HTMLElement>(`[data-day="${opener.current}"]`)
    opener.current = null
    cell?.focus()
  }, [dayOpen])
  const toggle = useCallback((date: string) => {
    // Selecting days is heading for the selection bar's reservation and absence
    preloadOnIntent(ReservationModal, AbsenceModal).onFocus()
    setSelected((old) => {
      const next = new Set(old)
      if (next.has(date)) next.delete(date)
      else next.add(date)
      return next
    })
  }, [])
  // The selected days exactly (dates), with the range they span for the form's start values
  const selection = () => {
    const dates = [...selected].sort()
    return { startDate: dates[0]!, endDate: dates[dates.length - 1]!, dates: dates.join(',') }
  }
  const onSaved = () => setSelected(new Set())
  const modalProps: ModalProps = { data, today, params, navigate, onSaved }
  const hasChildren = data.children.length > 0
  const questionnaireOpen = !!questionnaire && Object.keys(questionnaire.eligibleChildren).length > 0
  // What a guardian most often opens next, fetched once the calendar has been shown: a modal then
  // shows its fields at once also on a slow connection
  useIdlePreload(
    hasChildren ? [DayView, ReservationModal, AbsenceModal, ...(questionnaireOpen ? [HolidayModal] : [])] : [],
  )

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 id={CALENDAR_TITLE} className={styles.title} tabIndex={-1}>
          {t.title}
        </h1>
        {hasChildren && wide && (
          <div className={styles.actions}>
            {/* The questionnaire's own way in: the call to action goes once every child is answered */}
            {questionnaireOpen && (
              <Button
                {...preloadOnIntent(HolidayModal)}
                disabled={offline}
                onClick={() => navigate({ modal: 'holidays' })}
              >
                {t.holidays.title}
              </Button>
            )}
            <DiscussionsButton
              {...preloadOnIntent(DiscussionsModal, DiscussionReservationModal)}
              disabled={offline}
              onOpen={() => navigate({ modal: 'discussions' })}
            />
            <Button
              {...preloadOnIntent(AbsenceModal)}
              disabled={!queueable}
              onClick={() => navigate({ modal: 'absences' })}
            >
              {t.actions.absences}
            </Button>
            <Button
              {...preloadOnIntent(ReservationModal)}
              variant="primary"
              disabled={offline}
              onClick={() => navigate({ modal: 'reservations' })}
            >
              {t.actions.reservations}
            </Button>
          </div>
        )}
      </div>
      <OfflineCopyNotice updatedAt={query.dataUpdatedAt} also={queueable ? t.absences.offline : undefined} />
      {queued.length > 0 && (
        <Suspense fallback={null}>
          <QueuedAbsences entries={queued} t={t} />
        </Suspense>
      )}
      {(wide || !hasChildren) && <CalendarNotices />}
      {!hasChildren ? (
        <p className={pageStyles.card}>{t.noChildren}</p>
      ) : wide ? (
        <>
          {selected.size > 0 && (
            <div className={styles.selectionBar} role="region" aria-label={t.actions.selected(selected.size)}>
              <span aria-live="polite">{t.actions.selected(selected.size)}</span>
              <Button
                variant="primary"
                disabled={offline}
                onClick={() => navigate({ modal: 'reservations', ...selection() })}
              >
                {t.actions.reserveSelected}
              </Button>
              <Button disabled={!queueable} onClick={() => navigate({ modal: 'absences', ...selection() })}>
                {t.actions.absentSelected}
              </Button>
              <Button onClick={() => setSelected(new Set())}>{t.actions.clearSelection}</Button>
            </div>
          )}
          <MonthGrid
            data={data}
            days={days}
            today={today}
            month={month}
            onMonth={showMonth}
            fetchingPrevious={query.isFetchingPreviousPage}
            onOpenDay={openDay}
            selected={selected}
            onToggle={toggle}
            onIntent={preloadDayView}
            waiting={waiting}
          />
        </>
      ) : (
        <>
          <MonthList
            data={data}
            today={today}
            notices={<CalendarNotices />}
            onOpenDay={openDay}
            onFetchPrevious={() => void query.fetchPreviousPage()}
            fetchingPrevious={query.isFetchingPreviousPage}
            onIntent={preloadDayView}
            waiting={waiting}
          />
          {/* Not over what it opened: the picker, a modal or a day */}
          {!picker && !modal && !day && queueable && (
            <button
              type="button"
              className={styles.fab}
              {...preloadOnIntent(ReservationModal, AbsenceModal, ...(questionnaire ? [HolidayModal] : []))}
              onClick={() => setPicker(true)}
              aria-label={t.actions.open}
            >
              <span aria-hidden="true">+</span>
            </button>
          )}
        </>
      )}
      {picker && (
        <Dialog
          title={t.actions.open}
          onClose={() => setPicker(false)}
          actions={<Button onClick={() => setPicker(false)}>{t.form.cancel}</Button>}
        >
          <div className={styles.picker}>
            {/* Room for the discussion times of a later issue */}
            {questionnaire && (
              <Button fullWidth disabled={offline} onClick={() => openFromPicker('holidays')}>
                {t.holidays.title}
              </Button>
            )}
            <Button fullWidth disabled={offline} onClick={() => openFromPicker('reservations')}>
              {t.actions.reservations}
            </Button>
            <Button fullWidth onClick={() => openFromPicker('absences')}>
              {t.actions.absences}
            </Button>
            <DiscussionsButton
              fullWidth
              disabled={offline}
              {...preloadOnIntent(DiscussionsModal, DiscussionReservationModal)}
              onOpen={() => openFromPicker('discussions')}
            />
          </div>
        </Dialog>
      )}
      {/* A boundary of each modal's own: new, it shows its shell at once even in the router's transition */}
      {hasChildren && modal === 'reservations' && (
        <Suspense fallback={<ModalShell title={t.reservations.title} onClose={() => navigate(null)} />}>
          <ReservationModal {...modalProps} />
        </Suspense>
      )}
      {hasChildren && modal === 'absences' && (
        <Suspense fallback={<ModalShell title={t.absences.title} onClose={() => navigate(null)} />}>
          <AbsenceModal {...modalProps} />
        </Suspense>
      )}
      {modal === 'holidays' && (
        <Suspense fallback={<ModalShell title={t.holidays.title} onClose={() => navigate(null)} />}>
          <HolidayModal {...modalProps} />
        </Suspense>
      )}
      {hasChildren && discussionsEnabled() && modal === 'discussions' && (
        <Suspense fallback={<ModalShell title={t.title} onClose={() => navigate(null)} />}>
          <DiscussionsModal {...modalProps} />
        </Suspense>
      )}
      {hasChildren && discussionsEnabled() && modal === 'discussion-reservations' && (
        <Suspense fallback={<ModalShell title={t.title} onClose={() => navigate(null)} />}>
          <DiscussionReservationModal {...modalProps} />
        </Suspense>
      )}
      {hasChildren && <SubscriptionSection />}
      {hasChildren && !modal && day && days.has(day) && (
        <Suspense fallback={<ModalShell title={t.title} onClose={() => navigate(null)} />}>
          <DayView {...modalProps} date={day} days={days} />
        </Suspense>
      )}
    </div>
  )
}

const preloadDayView = () => void DayView.preload().catch(() => undefined)

/**
 * Fetches the modals' code one after another in idle time, after the calendar has been shown and
 * the page has settled (its load event and its first requests): never in the first load, whose
 * scripts and main-thread time the fetch would otherwise join
 */
function useIdlePreload(modals: { preload: () => Promise<unknown> }[]) {
  const names = modals.length
  const latest = useRef(modals)
  useLayoutEffect(() => {
    latest.current = modals
  })
  useEffect(() => {
    if (names === 0) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // whenInteractive marks where the first load ends for budget.spec's meter
    const idle = (run: () => void) => whenInteractive(run)
    const next = (i: number) => {
      const modal = latest.current[i]
      if (cancelled || !modal) return
      idle(() => {
        if (!cancelled)
          void modal.preload().then(
            () => next(i + 1),
            () => undefined,
          )
      })
    }
    const start = () => {
      timer = setTimeout(() => next(0), IDLE_PRELOAD_DELAY)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      clearTimeout(timer)
      window.removeEventListener('load', start)
    }
  }, [names])
}

/** After the calendar's first render: its notices, events and pictures have arrived by then */
const IDLE_PRELOAD_DELAY = 2000

/** Shown at once while a modal's chunk loads (on a slow connection): the click is answered */
function ModalShell({ title, onClose }: { title: string; onClose: () => void }) {
  const { t: common } = useTranslation()
  return (
    <Dialog title={title} size="large" actions={null} onClose={onClose}>
      <Loading label={common.common.loading} />
    </Dialog>
  )
}
