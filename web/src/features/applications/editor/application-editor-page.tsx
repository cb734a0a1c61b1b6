import { useMemo, useState, type ReactNode } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import type { ApplicationDetails, ApplicationForm } from '@citizen/contract/web'
import { useTranslation } from '../../../i18n'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Checkbox } from '../../../ui/form'
import { ChevronDownIcon, ChevronUpIcon } from '../../../ui/icons'
import { Loading } from '../../../ui/spinner'
import { todayInHelsinki } from '../../../ui/dates'
import { ApiError } from '../../../api/client'
import { usePageTitle } from '../../../app/page-title'
import { useGlobalDialogs } from '../../../app/dialogs/global-dialogs'
import { useApplicationTexts } from '../i18n'
import { ApplicationSummary } from '../application-summary'
import { isEditable } from '../status'
import { useApplication, useClubTerms, usePreschoolTerms, useSaveDraft, useServiceNeedOptions, useSubmitApplication } from '../queries'
import { EditorContext, useEditor, type EditorContextValue } from './editor-context'
import { initialState, toFormUpdate, type EditorState } from './model'
import { countBySection, validateApplication, type Section } from './validation'
import { ServiceNeedSection } from './service-need-section'
import { UnitsSection } from './units-section'
import { ContactSection } from './contact-section'
import { AdditionalSection } from './additional-section'
import { ApplicationLoadError, BackToApplications } from '../back-link'
import styles from '../applications.module.css'

const OPTION_TYPES = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']

export default function ApplicationEditorPage() {
  const { applicationId = '' } = useParams()
  const t = useApplicationTexts()
  const common = useTranslation().t
  const application = useApplication(applicationId)
  const clubTerms = useClubTerms()
  const preschoolTerms = usePreschoolTerms()
  const options = useServiceNeedOptions(OPTION_TYPES)
  usePageTitle(application.data ? t.types[application.data.type] : t.list.title)

  if (application.isPending || clubTerms.isPending || preschoolTerms.isPending || options.isPending) return <Loading label={common.common.loading} />
  if (application.isError) return <ApplicationLoadError error={application.error} />
  // Processing has started (or this is the other guardian's): the read-only view instead
  if (!isEditable(application.data.status, application.data.permittedActions)) {
    return <Navigate to={`/applications/${applicationId}`} replace />
  }
  return (
    <Editor
      application={application.data}
      clubTerms={clubTerms.data ?? []}
      preschoolTerms={preschoolTerms.data ?? []}
      serviceNeedOptions={options.data ?? []}
    />
  )
}

function Editor({
  application,
  clubTerms,
  preschoolTerms,
  serviceNeedOptions,
}: {
  application: ApplicationDetails
  clubTerms: NonNullable<ReturnType<typeof useClubTerms>['data']>
  preschoolTerms: NonNullable<ReturnType<typeof usePreschoolTerms>['data']>
  serviceNeedOptions: NonNullable<ReturnType<typeof useServiceNeedOptions>['data']>
}) {
  const t = useApplicationTexts()
  const navigate = useNavigate()
  const dialogs = useGlobalDialogs()
  const [state, setState] = useState<EditorState>(() => initialState(application))
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [verifyAsked, setVerifyAsked] = useState(false)
  const [verifying, setVerifying] = useState(false)
  const [open, setOpen] = useState<Record<Section, boolean>>({ serviceNeed: true, units: true, contact: true, additional: true })
  const saveDraft = useSaveDraft(application.id)

  const validation = useMemo(
    () => ({
      type: application.type,
      status: application.status,
      savedStartDate: application.status === 'CREATED' ? null : application.form.preferences.preferredStartDate,
      today: todayInHelsinki(),
      clubTerms,
      preschoolTerms,
      serviceNeedOptions,
      askOtherGuardianAgreement: application.hasOtherGuardian && application.otherGuardianLivesInSameAddress === false,
    }),
    [application, clubTerms, preschoolTerms, serviceNeedOptions],
  )
  const errors = useMemo(() => validateApplication(state, validation), [state, validation])
  const counts = countBySection(errors)
  const errorCount = Object.keys(errors).length

  const ctx: EditorContextValue = {
    application,
    state,
    update: (change) =>
      setState((s) => {
        const draft = structuredClone(s)
        change(draft)
        return draft
      }),
    errors,
    errorOf: (field) => (errors[field] && (verifyAsked || touched.has(field)) ? t.validation[errors[field]!] : undefined),
    touch: (field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    validation,
    t,
  }

  const onSaveDraft = () =>
    saveDraft.mutate(toFormUpdate(state, application.type), {
      onSuccess: () => {
        dialogs.showInfo({ title: t.editor.saveDraft, text: t.editor.draftSaved })
        navigate('/applications')
      },
      onError: () => dialogs.showError({ title: t.editor.saveFailed, text: '' }),
    })

  if (verifying) {
    return (
      <EditorContext.Provider value={ctx}>
        <Verification onBack={() => setVerifying(false)} />
      </EditorContext.Provider>
    )
  }

  const sections: { key: Section; content: ReactNode }[] = [
    { key: 'serviceNeed', content: <ServiceNeedSection /> },
    { key: 'units', content: <UnitsSection /> },
    { key: 'contact', content: <ContactSection /> },
    { key: 'additional', content: <AdditionalSection /> },
  ]
  return (
    <EditorContext.Provider value={ctx}>
      <div className={styles.page}>
        <BackToApplications />
        <section className={styles.card}>
          <h1>{t.types[application.type]}</h1>
          <p>{`${application.form.child.person.firstName} ${application.form.child.person.lastName}`}</p>
          <div aria-live="polite">{verifyAsked && errorCount > 0 && <Alert kind="error">{t.editor.errorSummary}</Alert>}</div>
        </section>
        {sections.map(({ key, content }) => (
          <section key={key} className={styles.card} aria-labelledby={`section-${key}`}>
            <h2 id={`section-${key}`} style={{ margin: 0 }}>
              <button
                type="button"
                aria-expanded={open[key]}
                aria-controls={`section-${key}-body`}
                onClick={() => setOpen((o) => ({ ...o, [key]: !o[key] }))}
                style={{ display: 'flex', width: '100%', justifyContent: 'space-between', alignItems: 'center', background: 'none', border: 0, font: 'inherit', cursor: 'pointer', padding: 0, color: 'inherit' }}
              >
                <span>
                  {t.editor.sections[key]}
                  {verifyAsked && counts[key] > 0 && (
                    <span style={{ color: 'var(--color-danger)', fontSize: '1rem', marginLeft: 'var(--space-s)' }}>
                      ({t.editor.invalidFields(counts[key])})
                    </span>
                  )}
                </span>
                {open[key] ? <ChevronUpIcon /> : <ChevronDownIcon />}
              </button>
            </h2>
            <div id={`section-${key}-body`} hidden={!open[key]} style={{ marginTop: 'var(--space-m)' }}>
              {content}
            </div>
          </section>
        ))}
        <div className={styles.actions}>
          <ButtonLink to="/applications">{t.editor.cancel}</ButtonLink>
          {application.status === 'CREATED' && (
            <Button onClick={onSaveDraft} disabled={saveDraft.isPending}>
              {t.editor.saveDraft}
            </Button>
          )}
          <Button
            variant="primary"
            onClick={() => {
              setVerifyAsked(true)
              if (errorCount === 0) {
                setVerifying(true)
                window.scrollTo(0, 0)
              } else {
                // Open every section that has a problem
                setOpen((o) => ({
                  serviceNeed: o.serviceNeed || counts.serviceNeed > 0,
                  units: o.units || counts.units > 0,
                  contact: o.contact || counts.contact > 0,
                  additional: o.additional || counts.additional > 0,
                }))
              }
            }}
          >
            {t.editor.verify}
          </Button>
        </div>
      </div>
    </EditorContext.Provider>
  )
}

/** Merges the edited parts into the stored form for the read-only summary. */
function mergedForm(application: ApplicationDetails, state: EditorState): ApplicationForm {
  const update = toFormUpdate(state, application.type)
  return {
    ...update,
    child: { ...application.form.child, ...update.child },
    guardian: { ...application.form.guardian, ...update.guardian },
  }
}

function Verification({ onBack }: { onBack: () => void }) {
  const { application, state, t } = useEditor()
  const navigate = useNavigate()
  const dialogs = useGlobalDialogs()
  const submit = useSubmitApplication(application.id)
  const [confirmed, setConfirmed] = useState(false)
  const [allowOther, setAllowOther] = useState(application.allowOtherGuardianAccess)
  const isNew = application.status === 'CREATED'
  const needsAllow = application.hasOtherGuardian
  const v = t.verification
  const onSubmit = () =>
    submit.mutate(
      { form: toFormUpdate(state, application.type), allowOtherGuardianAccess: allowOther, send: isNew },
      {
        onSuccess: () => {
          dialogs.showInfo({ title: isNew ? v.sent : v.updated, text: '' })
          navigate('/applications')
        },
        onError: (e) =>
          dialogs.showError({
            title: isNew ? v.sendError : v.updateError,
            text: e instanceof ApiError && e.errorCode === 'START_DATE_EARLIER' ? v.earlierDate : e instanceof ApiError ? e.message : '',
          }),
      },
    )
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1>{v.title}</h1>
        <p>{v.intro}</p>
      </section>
      <div className={styles.card}>
        <ApplicationSummary form={mergedForm(application, state)} type={application.type} showContact />
      </div>
      <section className={styles.card}>
        <Checkbox label={v.confirm} checked={confirmed} onChange={setConfirmed} />
        {needsAllow && <Checkbox label={v.allowOtherGuardian} checked={allowOther} onChange={setAllowOther} />}
        <div className={styles.actions}>
          <Button onClick={onBack}>{v.returnToEdit}</Button>
          <Button variant="primary" disabled={!confirmed || (needsAllow && !allowOther) || submit.isPending} onClick={onSubmit}>
            {isNew ? v.send : v.update}
          </Button>
        </div>
      </section>
    </div>
  )
}

