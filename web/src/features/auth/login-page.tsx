import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { ButtonAnchor, ButtonLink, Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons'
import { strongLoginUrl } from '../../shared/auth'
import { usePageTitle } from '../../shared/page-title'
import { useCurrentSystemNotification } from '../notifications/public'
import { nextPath } from './return-path'
import styles from './login.module.css'

const HOME_SCREEN_KEY = 'citizen.homeScreenInstructionsOpen'

export default function LoginPage() {
  const { t, lang } = useTranslation()
  usePageTitle(t.login.title)
  const location = useLocation()
  const navigate = useNavigate()
  const next = nextPath(location.search)
  const loginError = new URLSearchParams(location.search).get('loginError') === 'true'
  const { data: notification } = useCurrentSystemNotification()
  const n = notification?.notification
  const notificationText = n ? (lang === 'sv' ? n.textSv : lang === 'en' ? n.textEn : n.text) || n.text : null
  const weakFormPath = next === '/' ? '/login/form' : `/login/form?next=${encodeURIComponent(next)}`

  return (
    <div className={styles.page}>
      <h1>{t.login.title}</h1>
      {notificationText && (
        <Alert kind="warning">
          <strong>{t.login.systemNotification}: </strong>
          {notificationText}
        </Alert>
      )}
      <section className={styles.card} aria-labelledby="strong-title">
        <h2 id="strong-title">{t.login.strongTitle}</h2>
        <p>{t.login.strongInfo}</p>
        <ButtonAnchor variant="primary" href={strongLoginUrl(next)} fullWidth>
          {t.login.strongLink}
        </ButtonAnchor>
      </section>
      <section className={styles.card} aria-labelledby="weak-title">
        <h2 id="weak-title">{t.login.weakTitle}</h2>
        <p>{t.login.weakInfo}</p>
        <ButtonLink to={weakFormPath} fullWidth>
          {t.login.weakLink}
        </ButtonLink>
        <PasskeyLogin />
      </section>
      <section className={styles.card} aria-labelledby="map-title">
        <h2 id="map-title">{t.login.mapTitle}</h2>
        <p>{t.login.mapInfo}</p>
        <Link to="/map">{t.login.mapLink}</Link>
      </section>
      <HomeScreenInstructions />
      {loginError && (
        <Dialog
          title={t.login.loginErrorTitle}
          role="alertdialog"
          onClose={() => void navigate('/login', { replace: true })}
          actions={
            <Button variant="primary" onClick={() => void navigate('/login', { replace: true })}>
              {t.login.loginErrorBack}
            </Button>
          }
        >
          <p>{t.login.loginErrorText}</p>
        </Dialog>
      )}
    </div>
  )
}

/**
 * "Log in with a passkey": a WEAK session, as the username login gives. The WebAuthn library and
 * the ceremony load on the click (the login page's budget); after the login the refreshed status
 * makes PublicOnly go on to `next`.
 */
function PasskeyLogin() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  if (typeof window.PublicKeyCredential !== 'function') return null
  const start = () => {
    setBusy(true)
    setResult(null)
    import('./passkey-login')
      .then((m) => m.passkeyLogin())
      .catch(() => 'failed' as const)
      .then(async (r) => {
        if (r === 'ok') return client.resetQueries()
        setResult(r)
        setBusy(false)
      })
      .catch(() => setBusy(false))
  }
  const texts: Record<string, string> = {
    cancelled: t.login.passkeyCancelled,
    rejected: t.login.passkeyRejected,
    rateLimited: t.weakLogin.rateLimited,
    failed: t.weakLogin.failed,
  }
  return (
    <>
      <Button onClick={start} disabled={busy} fullWidth className={styles.passkey}>
        {t.login.passkeyLink}
      </Button>
      <div aria-live="assertive">{result && <Alert kind="error">{texts[result]}</Alert>}</div>
    </>
  )
}

/** Collapsible add-to-home-screen help; its open state is remembered on the device (spec 002). */
function HomeScreenInstructions() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(HOME_SCREEN_KEY) === 'true'
    } catch {
      return false
    }
  })
  const toggle = () => {
    setOpen((o) => {
      try {
        localStorage.setItem(HOME_SCREEN_KEY, String(!o))
      } catch {
        // not remembered in private mode
      }
      return !o
    })
  }
  return (
    <section className={styles.collapsible}>
      <button type="button" aria-expanded={open} aria-controls="home-screen-instructions" onClick={toggle}>
        <span>{t.login.homeScreenTitle}</span>
        {open ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </button>
      <div id="home-screen-instructions" className={styles.collapsibleBody} hidden={!open}>
        <h3>{t.login.homeScreenIos}</h3>
        <ol>
          {t.login.homeScreenIosSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h3>{t.login.homeScreenAndroid}</h3>
        <ol>
          {t.login.homeScreenAndroidSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}
