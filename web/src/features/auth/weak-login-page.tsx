import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ArrowLeftIcon } from '../../ui/icons'
import { useFocusFirstInvalid } from '../../ui/error-summary'
import { ApiError } from '../../api/client'
import { usePageTitle } from '../../shared/page-title'
import { useWeakLogin } from './queries'
import { nextPath } from './return-path'
import styles from './login.module.css'

interface Credentials {
  username: string
  password: string
}

export default function WeakLoginPage() {
  const { t } = useTranslation()
  usePageTitle(t.weakLogin.title)
  const location = useLocation()
  const next = nextPath(location.search)
  const login = useWeakLogin()
  // Errors show once a field is touched or the form is sent
  const { register, handleSubmit, control, formState } = useForm<Credentials>({
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  })
  const [username, password] = useWatch({ control, name: ['username', 'password'] })
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusFirstInvalid(formRef)
  // spec 002: the button stays disabled until both fields have a value. So a submit never has
  // field errors and the form has no ErrorSummary (the editor's, the decision answer's): a field
  // left empty shows its own error when it is left
  const canSubmit = username.trim().length > 0 && password.length > 0 && !login.isPending

  // After login the refreshed status makes PublicOnly send the browser to `next`
  const onSubmit = handleSubmit(
    (values) => login.mutate({ username: values.username.trim(), password: values.password }),
    focusInvalid,
  )

  const error = login.error
  const errorText =
    error instanceof ApiError && error.status === 429
      ? t.weakLogin.rateLimited
      : error instanceof ApiError && (error.status === 403 || error.status === 400)
        ? t.weakLogin.wrongCredentials
        : error
          ? t.weakLogin.failed
          : null
  const fieldError = (name: keyof Credentials) => {
    const message = formState.errors[name]?.message
    return message ? (
      <span id={`${name}-error`} className={styles.error}>
        {message}
      </span>
    ) : null
  }
  const invalid = (name: keyof Credentials) =>
    formState.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {}

  return (
    <div className={styles.page}>
      <Link to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} className={styles.backLink}>
        <ArrowLeftIcon />
        {t.weakLogin.back}
      </Link>
      <section className={styles.card}>
        <h1>{t.weakLogin.title}</h1>
        <p>{t.weakLogin.help}</p>
        <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className={styles.field}>
            <label htmlFor="username">{t.weakLogin.username}</label>
            <input
              id="username"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={128}
              {...invalid('username')}
              {...register('username', { validate: (v) => v.trim() !== '' || t.weakLogin.usernameRequired })}
            />
            {fieldError('username')}
          </div>
          <div className={styles.field}>
            <label htmlFor="password">{t.weakLogin.password}</label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              {...invalid('password')}
              {...register('password', { required: t.weakLogin.passwordRequired })}
            />
            {fieldError('password')}
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
