import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { useSuspenseQueries } from '@tanstack/react-query'
import {
  ABSENCE_APPLICATION_DESCRIPTION_MAX,
  absenceApplicationErrors,
  childPagePath,
  formatDate,
  helsinkiToday,
  type FiniteDayRange,
} from '@citizen/contract/web'
import { apiCall, clientNow } from '../../api/client'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { usePageTitle } from '../../shared/page-title'
import { NotFound } from '../../shared/not-found-page'
import { UnsavedGuard } from '../../shared/unsaved-guard'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormDateRangeField, FormTextField, type ErrorText, FormCheckbox } from '../../shared/form/fields'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { ChevronLeftIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { childrenQuery } from '../children/public'
import { absenceApplicationKeys, possibleRangesQuery } from './queries'
import {
  absenceApplicationFormErrors,
  emptyForm,
  isAbsenceApplicationForm,
  isAllowedDay,
  type AbsenceApplicationForm,
} from './absence-application-form'
import { useAbsenceApplicationTexts, type AbsenceApplicationTexts } from './i18n'
import pageStyles from '../../shared/page.module.css'
import styles from './absence-applications.module.css'

type ErrorKey = keyof AbsenceApplicationTexts['form']['errors']
/** Back on the child page, its absence applications are shown open */
const backState = { openSection: 'absence-applications' }

/** spec 001 /children/{childId}/absence-application: a long preschool absence application */
export default function AbsenceApplicationPage() {
  const t = useAbsenceApplicationTexts().form
  usePageTitle(t.title)
  return (
    <div className={pageStyles.page}>
      <AsyncBoundary minHeight="24rem">
        <Content />
      </AsyncBoundary>
    </div>
  )
}

function Content() {
  const t = useAbsenceApplicationTexts().form
  const { childId = '' } = useParams()
  const [{ data: children }, { data: allowed }] = useSuspenseQueries({
    queries: [childrenQuery, possibleRangesQuery(childId)],
  })
  const child = children.find((c) => c.id === childId)
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  if (!child) return <NotFound text={t.title} />
  return (
    <>
      <Link to={childPagePath(childId)} state={backState} className={styles.back}>
        <ChevronLeftIcon /> {t.back}
      </Link>
      <section className={pageStyles.card} aria-labelledby="absence-application-title">
        <h1 id="absence-application-title">{t.title}</h1>
        <p>{t.intro}</p>
        <dl className={styles.facts}>
          <dt>{t.child}</dt>
          <dd>{`${child.firstName} ${child.lastName}`}</dd>
        </dl>
        {allowed.length === 0 ? (
          <Alert kind="info">{t.noAllowed}</Alert>
        ) : (
          <ApplicationForm childId={childId} today={today} allowed={allowed} />
        )}
      </section>
    </>
  )
}

function ApplicationForm({ childId, today, allowed }: { childId: string; today: string; allowed: FiniteDayRange[] }) {
  const t = useAbsenceApplicationTexts().form
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const keptAs = `absence-application.${childId}`
  const [restored] = useState(() => readKept(keptAs, isAbsenceApplicationForm))
  const form = useForm<AbsenceApplicationForm, { today: string; allowed: FiniteDayRange[] }>({
    defaultValues: restored ?? emptyForm,
    resolver: flatResolver(absenceApplicationFormErrors),
    context: { today, allowed },
    mode: 'onTouched',
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const errorText: ErrorText = (key) => t.errors[key as ErrorKey]
  const send = useApiMutation({
    mutationFn: (v: AbsenceApplicationForm) =>
      apiCall('createAbsenceApplication', {
        body: { childId, startDate: v.range!.start, endDate: v.range!.end, description: v.description },
      }),
    invalidates: [absenceApplicationKeys.ofChild(childId)],
    errorTexts: {
      [absenceApplicationErrors.startBeforeToday]: t.serverErrors.startBeforeToday,
      [absenceApplicationErrors.noPreschoolPlacement]: t.serverErrors.noPreschool,
      [absenceApplicationErrors.invalidDateRange]: t.serverErrors.invalidDateRange,
    },
  })
  const submit = form.handleSubmit(
    (v) =>
      send.mutate(v, {
        onSuccess: () => {
          kept.drop()
          toast(t.sent, 'success')
          void navigate(childPagePath(childId), { state: backState })
        },
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  const names = { range: t.range, description: t.description }
  const first = allowed[0]!.start
  const last = allowed[allowed.length - 1]!.end
  return (
    <form ref={formRef} noValidate className={styles.form} onSubmit={(e) => void submit(e)}>
      {restored && <Alert kind="info">{t.kept}</Alert>}
      {form.formState.isSubmitted && (
        <FormErrorSummary
          formState={form.formState}
          title={t.errorSummary}
          container={formRef}
          text={({ path, key }) =>
            path === 'confirmed' ? t.errors.confirm : `${names[path as keyof typeof names]}: ${errorText(key)}`
          }
        />
      )}
      <div>
        <p>{t.allowed}</p>
        <ul className={styles.ranges} data-qa="allowed-ranges">
          {allowed.map((r) => (
            <li key={r.start}>{`${formatDate(r.start)}–${formatDate(r.end)}`}</li>
          ))}
        </ul>
      </div>
      <FormDateRangeField
        control={form.control}
        name="range"
        errorText={errorText}
        label={t.range}
        hint={t.rangeHint}
        min={first < today ? today : first}
        max={last}
        isUnavailable={(date) => !isAllowedDay(allowed, date)}
        required
      />
      <FormTextField
        control={form.control}
        name="description"
        errorText={errorText}
        label={t.description}
        hint={t.descriptionHint}
        maxLength={ABSENCE_APPLICATION_DESCRIPTION_MAX}
        multiline
        required
      />
      <FormCheckbox control={form.control} name="confirmed" errorText={errorText} label={t.confirm} />
      {send.errorText && (
        <Alert kind="error" live>
          <p>{t.failed}</p>
          <p>{send.errorText}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <ButtonLink to={childPagePath(childId)} state={backState}>
          {t.cancel}
        </ButtonLink>
        <Button type="submit" variant="primary" disabled={send.isPending}>
          {t.send}
        </Button>
      </div>
      <UnsavedGuard
        dirty={dirty && !send.isSuccess}
        texts={{ title: t.leaveTitle, text: t.leaveText, leave: t.leave, stay: t.stay }}
      />
    </form>
  )
}
