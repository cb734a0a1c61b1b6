import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  holidayPeriodErrors,
  isPartlyAnswered,
  type ActiveQuestionnaire,
  type FixedPeriodQuestionnaire,
  type OpenRangesQuestionnaire,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { strongLoginUrl, useUser } from '../../shared/auth'
import { flatResolver } from '../../shared/form-errors'
import { readKept, useKeptInput } from '../../shared/kept-input'
import { FormDateRangeField, FormRadioGroup, type ErrorText } from '../../shared/form/fields'
import { useTranslation } from '../../i18n'
import { Button, ButtonAnchor } from '../../ui/button'
import { Alert } from '../../ui/alert'
import { Dialog } from '../../ui/dialog'
import { LockIcon } from '../../ui/icons'
import { focusFirstInvalid } from '../../ui/error-summary'
import { toast } from '../../ui/toast'
import type { ModalProps } from './calendar-page'
import { calendarKeys } from './queries'
import { activeQuestionnairesQuery } from './holiday-queries'
import {
  fixedPeriodsBody,
  holidayErrors,
  initialHolidayForm,
  isHolidayForm,
  NO_HOLIDAY,
  openRangesBody,
  optionKey,
  type HolidayForm,
} from './holiday-form'
import { useCalendarTexts } from './i18n'
import { FormModal } from './form-modal'
import styles from './holidays.module.css'

type Child = ActiveQuestionnaire['children'][number]
const fullName = (c: Child) => `${c.firstName} ${c.lastName}`

/**
 * ?modal=holidays (spec 001 "Holiday questionnaire"): the active questionnaire, FIXED_PERIOD as a
 * choice per child (an option or no holiday), OPEN_RANGES as ranges per child; the answers given
 * so far are filled in. A questionnaire needing a strong login shows a lock and the strong-login
 * link to a weak session; a type this web app does not know says "not yet implemented".
 */
export default function HolidayModal({ navigate, onSaved }: ModalProps) {
  const t = useCalendarTexts().holidays
  const { lang } = useTranslation()
  const user = useUser()
  const active = useSuspenseQuery(activeQuestionnairesQuery).data[0]
  const close = () => navigate(null)
  if (!active) {
    return <Notice title={t.title} text={t.modal.none} onClose={close} />
  }
  const q = active.questionnaire
  const title = q.title[lang] || t.title
  if (q.requiresStrongAuth && user?.authLevel !== 'STRONG') {
    return (
      <Dialog
        title={title}
        onClose={close}
        actions={
          <>
            <ButtonAnchor variant="primary" href={strongLoginUrl('/calendar?modal=holidays')}>
              {t.modal.strongLink}
            </ButtonAnchor>
            <Button onClick={close}>{t.modal.close}</Button>
          </>
        }
      >
        <p className={styles.lock}>
          <LockIcon label={t.cta.lock} />
          <strong>{t.modal.strongTitle}</strong>
        </p>
        <p>{t.modal.strongText}</p>
      </Dialog>
    )
  }
  // A type from a newer server (the spec's "Not Yet Implemented")
  if (q.type !== 'FIXED_PERIOD' && q.type !== 'OPEN_RANGES') {
    return <Notice title={title} text={t.modal.notImplemented} onClose={close} />
  }
  return <QuestionnaireForm active={active} title={title} onClose={close} onSaved={onSaved} />
}

function Notice({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const t = useCalendarTexts().holidays
  return (
    <Dialog title={title} onClose={onClose} actions={<Button onClick={onClose}>{t.modal.close}</Button>}>
      <p>{text}</p>
    </Dialog>
  )
}

function QuestionnaireForm({
  active,
  title,
  onClose,
  onSaved,
}: {
  active: ActiveQuestionnaire
  title: string
  onClose: () => void
  onSaved: () => void
}) {
  const t = useCalendarTexts().holidays
  const { lang } = useTranslation()
  const q = active.questionnaire
  const body = useRef<HTMLFormElement>(null)
  const [keptAs] = useState(() => `calendar.holidays.${q.id}`)
  const [restored] = useState(() => readKept(keptAs, isHolidayForm))
  const form = useForm<HolidayForm>({
    defaultValues: restored ?? initialHolidayForm(active),
    resolver: flatResolver((values: HolidayForm) => holidayErrors(values, active)),
    mode: 'onTouched',
  })
  const values = form.watch()
  const dirty = form.formState.isDirty || restored !== null
  const kept = useKeptInput(keptAs, values, dirty)
  const errorText: ErrorText = (key) => t.errors[key as keyof typeof t.errors]
  const children = active.children.filter((c) => active.eligibleChildren[c.id])

  const save = useApiMutation({
    mutationFn: (v: HolidayForm) =>
      q.type === 'FIXED_PERIOD'
        ? apiCall('answerFixedPeriodQuestionnaire', { params: { id: q.id }, body: fixedPeriodsBody(v, active) })
        : apiCall('answerOpenRangeQuestionnaire', { params: { id: q.id }, body: openRangesBody(v, active) }),
    invalidates: [calendarKeys.all],
    invalidateOnError: true,
    errorTexts: {
      [holidayPeriodErrors.questionnaireNotActive]: t.errors.notActive,
      [holidayPeriodErrors.childNotEligible]: t.errors.invalid,
      [holidayPeriodErrors.invalidOption]: t.errors.invalid,
      [holidayPeriodErrors.invalidRanges]: t.errors.invalid,
    },
  })
  const finish = (saved: boolean) => {
    kept.drop()
    onClose()
    if (saved) {
      onSaved()
      toast(t.modal.saved, 'success', 2500)
    }
  }
  const submit = form.handleSubmit(
    (v) => save.mutate(v, { onSuccess: () => finish(true) }),
    () => requestAnimationFrame(() => focusFirstInvalid(body.current)),
  )
  const nameOf = (path: string) => {
    const child = children.find((c) => path.split('.')[1] === c.id)
    const index = path.split('.')[2]
    return [child && fullName(child), index !== undefined && t.modal.rangeLabel(Number(index) + 1)]
      .filter(Boolean)
      .join(', ')
  }
  const link = q.descriptionLink[lang]
  const partly = isPartlyAnswered(
    Object.keys(active.eligibleChildren),
    active.previousAnswers.map((a) => a.childId),
  )

  return (
    <FormModal
      id="holiday-form"
      title={title}
      info={t.modal.info}
      restored={restored !== null}
      formRef={body}
      onSubmit={() => void submit()}
      onCancel={() => finish(false)}
      form={form}
      save={save}
      summaryText={({ path, key }) => `${nameOf(path)}: ${errorText(key)}`}
    >
      {partly && <Alert kind="info">{t.cta.partlyAnswered}</Alert>}
      {q.description[lang] && <p className={styles.description}>{q.description[lang]}</p>}
      {link && (
        <p>
          <a href={link} target="_blank" rel="noreferrer">
            {t.modal.readMore}
          </a>
        </p>
      )}
      {q.type === 'FIXED_PERIOD' ? (
        children.map((c) => <FixedPeriodChoice key={c.id} child={c} questionnaire={q} active={active} form={form} />)
      ) : (
        <>
          <p>{t.modal.period(q.period)}</p>
          {children.map((c) => (
            <OpenRangesChoice key={c.id} child={c} questionnaire={q} form={form} values={values} />
          ))}
        </>
      )}
    </FormModal>
  )
}

type Form = ReturnType<typeof useForm<HolidayForm>>

function FixedPeriodChoice({
  child,
  questionnaire,
  active,
  form,
}: {
  child: Child
  questionnaire: FixedPeriodQuestionnaire
  active: ActiveQuestionnaire
  form: Form
}) {
  const t = useCalendarTexts().holidays
  const { lang } = useTranslation()
  const errorText: ErrorText = (key) => t.errors[key as keyof typeof t.errors]
  const options = active.eligibleChildren[child.id] ?? []
  return (
    <div className={styles.child}>
      <FormRadioGroup<HolidayForm, string>
        control={form.control}
        name={`fixedPeriods.${child.id}`}
        errorText={errorText}
        touchOn="change"
        label={fullName(child)}
        options={[
          ...options.map((r) => ({
            value: optionKey(r),
            label: t.modal.option(questionnaire.periodOptionLabel[lang], r),
          })),
          { value: NO_HOLIDAY, label: t.modal.noHoliday },
        ]}
      />
    </div>
  )
}

function OpenRangesChoice({
  child,
  questionnaire,
  form,
  values,
}: {
  child: Child
  questionnaire: OpenRangesQuestionnaire
  form: Form
  values: HolidayForm
}) {
  const t = useCalendarTexts().holidays
  const errorText: ErrorText = (key) => t.errors[key as keyof typeof t.errors]
  const ranges = values.openRanges[child.id] ?? []
  const headingId = `holiday-child-${child.id}`
  const set = (next: HolidayForm['openRanges'][string]) =>
    form.setValue(`openRanges.${child.id}`, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  return (
    <section className={styles.child} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.childName}>
        {fullName(child)}
      </h3>
      {ranges.length === 0 ? (
        <p>{t.modal.noRanges}</p>
      ) : (
        <ul className={styles.ranges}>
          {ranges.map((_, i) => (
            <li key={i} className={styles.range}>
              <FormDateRangeField
                control={form.control}
                name={`openRanges.${child.id}.${i}`}
                errorText={errorText}
                label={t.modal.rangeLabel(i + 1)}
                hint={t.modal.period(questionnaire.period)}
                required
              />
              <Button onClick={() => set(ranges.filter((__, j) => j !== i))}>{t.modal.removeRange(i + 1)}</Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => set([...ranges, null])}>{t.modal.addRange}</Button>
      </div>
    </section>
  )
}
