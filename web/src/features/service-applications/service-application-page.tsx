import { useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import {
  childPagePath,
  helsinkiToday,
  isFirstOfMonth,
  serviceApplicationErrors as errorCodes,
  type Child,
  type ServiceNeedOptionBasics,
} from '@citizen/contract/web'
import { apiCall, clientNow } from '../../api/client'
import { useTranslation } from '../../i18n'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useApiMutation } from '../../shared/api-mutation'
import { flatResolver } from '../../shared/form-errors'
import { FormErrorSummary } from '../../shared/form/error-summary'
import { FormDateField, FormRadioGroup, FormTextField, type ErrorText } from '../../shared/form/fields'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { NotFound } from '../../shared/not-found-page'
import { usePageTitle } from '../../shared/page-title'
import { useLeaveForm } from '../../shared/unsaved-guard'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { focusFirstInvalid } from '../../ui/error-summary'
import { ArrowLeftIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { childrenQuery } from '../children/public'
import { useServiceApplicationTexts, type ServiceApplicationTexts } from './i18n'
import type { ServiceApplicationSentState } from './sections'
import { serviceApplicationOptionsQuery, serviceApplicationsQuery } from './queries'
import {
  emptyServiceApplication,
  isServiceApplicationForm,
  optionName,
  optionsDate,
  serviceApplicationErrors,
  serviceApplicationRequest,
  type ServiceApplicationForm,
} from './service-application-form'
import pageStyles from '../../shared/page.module.css'
import styles from './service-applications.module.css'

type ErrorKey = keyof ServiceApplicationTexts['form']['errors']

/** spec 001 /children/{childId}/service-application: the service need change form (strong login) */
export default function ServiceApplicationPage() {
  const t = useServiceApplicationTexts()
  usePageTitle(t.form.title)
  return (
    <div className={pageStyles.page}>
      <AsyncBoundary minHeight="480px" notFoundText={t.form.notPossible} fallback={<h1>{t.form.title}</h1>}>
        <PageContent />
      </AsyncBoundary>
    </div>
  )
}

function PageContent() {
  const t = useServiceApplicationTexts()
  const { childId = '' } = useParams()
  const { data: children } = useSuspenseQuery(childrenQuery)
  const child = children.find((c) => c.id === childId)
  if (!child?.serviceApplicationCreationPossible) return <NotFound text={t.form.notPossible} />
  return <ApplicationCard child={child} />
}

const keptKey = (childId: string) => `service-application.${childId}`

function ApplicationCard({ child }: { child: Child }) {
  const t = useServiceApplicationTexts()
  const { data: applications } = useSuspenseQuery(serviceApplicationsQuery(child.id))
  const blocked = applications.some((a) => a.data.decision === null)
  const name = `${child.firstName} ${child.lastName}`
  return (
    <>
      <Link to={childPagePath(child.id)} className={styles.back}>
        <ArrowLeftIcon />
        {t.form.back}
      </Link>
      <section className={pageStyles.card} aria-labelledby="service-application-title">
        <h1 id="service-application-title">{t.form.title}</h1>
        <p>{t.form.intro(name)}</p>
        {blocked ? (
          <>
            <Alert kind="info">{t.form.undecidedExists}</Alert>
            <ButtonLink to={childPagePath(child.id)}>{t.form.back}</ButtonLink>
          </>
        ) : (
          <ApplicationForm childId={child.id} />
        )}
      </section>
    </>
  )
}

function ApplicationForm({ childId }: { childId: string }) {
  const t = useServiceApplicationTexts()
  const { lang } = useTranslation()
  const navigate = useNavigate()
  const today = useMemo(() => helsinkiToday(clientNow()), [])
  const formRef = useRef<HTMLFormElement>(null)
  // Input kept from before an expired session or a failed save opens the form again with it
  const [restored] = useState(() => readKept(keptKey(childId), isServiceApplicationForm))
  // The rules see the options loaded for the start date chosen now
  const context = useRef<{ today: string; options: ServiceNeedOptionBasics[] | null }>({ today, options: null })
  const form = useForm<ServiceApplicationForm>({
    defaultValues: restored ?? emptyServiceApplication,
    resolver: flatResolver((v: ServiceApplicationForm) => serviceApplicationErrors(v, context.current)),
    mode: 'onTouched',
  })
  const values = form.watch()
  const date = optionsDate(values, today)
  const options = useQuery({ ...serviceApplicationOptionsQuery(childId, date ?? ''), enabled: date !== null })
  const loaded = date !== null && options.isSuccess ? options.data : null
  context.current = { today, options: loaded }
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptKey(childId), values, dirty)
  const errorText: ErrorText = (key) => t.form.errors[key as ErrorKey]
  const send = useApiMutation({
    // On to the child page as soon as it is sent: the refreshed list would replace this form with
    // the "one is waiting" notice (and a callback of a form no longer there never runs)
    mutationFn: async (v: ServiceApplicationForm) => {
      const { id } = await apiCall('createServiceApplication', { body: serviceApplicationRequest(childId, v) })
      kept.drop()
      toast(t.form.sent)
      // The child page opens the section and focuses the sent application (not the page's body)
      const state: ServiceApplicationSentState = { openSection: 'service-applications', sentApplication: id }
      void navigate(childPagePath(childId), { state })
    },
    // The child page's list and the children's serviceApplicationCreationPossible
    invalidates: [['children']],
    errorTexts: {
      [errorCodes.undecidedExists]: t.form.undecidedExists,
      [errorCodes.startInPast]: t.form.startInPast,
      [errorCodes.noPlacement]: t.form.noPlacement,
      [errorCodes.invalidOption]: t.form.invalidOption,
      [errorCodes.explanationRequired]: t.form.errors.explainDate,
    },
  })
  const submit = form.handleSubmit(
    (v) => send.mutate(v),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  )
  // The form's own Cancel asks itself when something was typed (the guard asks for links and Back)
  const leaveForm = useLeaveForm({
    texts: t.form.leave,
    to: childPagePath(childId),
    dirty,
    busy: send.isSuccess,
    drop: kept.drop,
  })
  const loadingOptions = date !== null && options.isPending
  const labels: Record<keyof ServiceApplicationForm, string> = {
    startDate: t.form.startDate,
    serviceNeedOptionId: t.form.option,
    additionalInfo: t.form.additionalInfo,
  }
  const notFirst = values.startDate !== null && date !== null && !isFirstOfMonth(values.startDate)
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      {restored && <Alert kind="info">{t.form.kept}</Alert>}
      <FormErrorSummary
        formState={form.formState}
        title={t.form.errorSummary}
        container={formRef}
        text={({ path, key }) => `${labels[path as keyof ServiceApplicationForm]}: ${errorText(key)}`}
      />
      <FormDateField
        control={form.control}
        name="startDate"
        errorText={errorText}
        formatErrorKey="format"
        label={t.form.startDate}
        hint={t.form.startHint}
        min={today}
        required
      />
      {notFirst && <Alert kind="warning">{t.form.notFirstOfMonth}</Alert>}
      <div aria-busy={loadingOptions || undefined}>
        {date === null ? (
          <p className={styles.optionsState}>{t.form.chooseDateFirst}</p>
        ) : options.isError ? (
          <Alert kind="error">
            {t.form.optionsFailed} <Button onClick={() => void options.refetch()}>{t.form.retry}</Button>
          </Alert>
        ) : loadingOptions ? (
          <p className={styles.optionsState} role="status">
            {t.form.loadingOptions}
          </p>
        ) : loaded && loaded.length === 0 ? (
          <Alert kind="warning">{t.form.noOptions}</Alert>
        ) : null}
        {loaded && loaded.length > 0 && (
          <FormRadioGroup<ServiceApplicationForm, string>
            control={form.control}
            name="serviceNeedOptionId"
            errorText={errorText}
            label={t.form.option}
            touchOn="change"
            disabled={send.isPending}
            options={loaded.map((o) => ({
              value: o.id,
              label: optionName(o, lang),
              description: o.partWeek ? t.form.partWeek : undefined,
            }))}
            required
          />
        )}
      </div>
      <FormTextField
        control={form.control}
        name="additionalInfo"
        errorText={errorText}
        label={t.form.additionalInfo}
        hint={t.form.additionalInfoHint}
        multiline
        maxLength={5000}
        required={notFirst}
        disabled={loadingOptions}
      />
      {send.errorText && (
        <Alert kind="error" live>
          <strong>{t.form.sendFailed}</strong> {send.errorText}
        </Alert>
      )}
      <div className={styles.formActions}>
        <Button onClick={leaveForm.cancel}>{t.form.cancel}</Button>
        <Button variant="primary" type="submit" disabled={send.isPending || loadingOptions}>
          {t.form.send}
        </Button>
      </div>
      {leaveForm.element}
    </form>
  )
}
