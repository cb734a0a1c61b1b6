import type { EmailVerificationStatus, PasswordConstraints } from '@citizen/contract/web'
import type { LoggedInStatus } from '../../shared/auth'
import { AsyncBoundary } from '../../shared/async-boundary'
import { usePersonalDataTexts } from './i18n'
import { EmailVerificationPart } from './email-verification'
import { WeakLoginPart } from './weak-login'
import { PasskeysPart } from './passkeys'
import { StrongLoginNeeded } from './strong-login'
import pageStyles from '../../shared/page.module.css'

/** The login details: the email's verification, username-and-password login and passkeys */
export function LoginSection({
  user,
  verification,
  constraints,
}: {
  user: LoggedInStatus
  verification: EmailVerificationStatus
  constraints: PasswordConstraints
}) {
  const t = usePersonalDataTexts()
  const strong = user.authLevel === 'STRONG'
  const username = user.user.details.weakLoginUsername
  const email = verification.email?.trim() ?? ''
  return (
    <section id="login" className={pageStyles.card} aria-labelledby="login-title">
      <h2 id="login-title" tabIndex={-1}>
        {t.loginTitle}
      </h2>
      {/* Reading needs a session; every change here needs strong identification: said once */}
      {!strong && <StrongLoginNeeded section="login" text={t.loginStrongNeeded} />}
      <EmailVerificationPart status={verification} username={username} strong={strong} />
      <WeakLoginPart
        username={username}
        verifiedEmail={verification.verifiedEmail}
        emailVerified={email !== '' && email === verification.verifiedEmail}
        constraints={constraints}
        strong={strong}
      />
      <AsyncBoundary variant="inline" minHeight="120px">
        <PasskeysPart strong={strong} />
      </AsyncBoundary>
    </section>
  )
}
