import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ArrowLeftIcon } from '../../ui/icons'
import { ApiError } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { useWeakLogin } from './queries'
import { nextPath } from './return-path'
import styles from './login.module.css'

export default function WeakLoginPage() {
  const { t } = useTranslation()
  usePageTitle(t.weakLogin.title)
  const location = useLocation()
  const next = nextPath(location.search)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const login = useWeakLogin()
  // spec 002: the button stays disabled until both fields have a value
  const canSubmit = username.trim().length > 0 && password.length > 0 && !login.isPending

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!canSubmit) return
    // After login the refreshed status makes PublicOnly send the browser to `next`
    login.mutate({ username: username.trim(), password })
  }

  const error = login.error
  const errorText =
    error instanceof ApiError && error.status === 429
      ? t.weakLogin.rateLimited
      : error instanceof ApiError && (error.status === 403 || error.status === 400)
        ? t.weakLogin.wrongCredentials
        : error
          ? t.weakLogin.failed
          : null

  return (
    <div className={styles.page}>
      <Link to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} className={styles.backLink}>
        <ArrowLeftIcon />
        {t.weakLogin.back}
      </Link>
      <section className={styles.card}>
        <h1>{t.weakLogin.title}</h1>
        <p>{t.weakLogin.help}</p>
        <form onSubmit={onSubmit} noValidate>
          <div className={styles.field}>
            <label htmlFor="username">{t.weakLogin.username}</label>
            <input
              id="username"
              name="username"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={128}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="password">{t.weakLogin.password}</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div aria-live="assertive">{errorText && <Alert kind="error">{errorText}</Alert>}</div>
          <Button type="submit" variant="primary" disabled={!canSubmit} fullWidth>
            {login.isPending ? t.weakLogin.submitting : t.weakLogin.submit}
          </Button>
        </form>
      </section>
    </div>
  )
}
