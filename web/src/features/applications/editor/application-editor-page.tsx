import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { Navigate, useNavigate, useParams } from 'react-router'
import {
  helsinkiToday,
  type ApplicationDetails,
  type ApplicationFormUpdate,
  type ClubTerm,
  type PreschoolTerm,
  type ServiceNeedOption,
} from '@citizen/contract/web'
import { useSuspenseQueries } from '@tanstack/react-query'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { ChevronDownIcon, ChevronUpIcon } from '../../../ui/icons'
import { focusFirstInvalid } from '../../../ui/error-summary'
import { FormErrorSummary } from '../../../shared/form/error-summary'
import { sessionEvents } from '../../../api/session-events'
import { LeaveDialog, useLeaveGuard } from '../../../ui/leave-guard'
import { usePageTitle } from '../../../shared/page-title'
import { useApplicationTexts } from '../i18n'
import { isEditable } from '../status'
import {
  applicationKeys,
  applicationQuery,
  clubTermsQuery,
  preschoolTermsQuery,
  serviceNeedOptionsQuery,
} from '../queries'
import { EditorContext, type EditorContextValue } from './editor-context'
import { initialState, toFormUpdate, withEditableParts, type EditorState } from './model'
import { countBySection, sectionOf, validateApplication, type Section, type ValidationContext } from './validation'
import { editorResolver, shownErrors, touchedPaths } from './form'
import { Verification } from './verification'
import { ServiceNeedSection } from './service-need-section'
import { UnitsSection } from './units-section'
import { ContactSection } from './contact-section'
import { AdditionalSection } from './additional-section'
import { BackToApplications } from '../back-link'
import { useApiMutation } from '../../../shared/api-mutation'
import { AsyncBoundary } from '../../../shared/async-boundary'
import { apiCall } from '../../../api/client'
import { browserStorage, readCopy, removeCopy, saveCopy } from './saved-copy'
import pageStyles from '../../../shared/page.module.css'
import styles from '../applications.module.css'
import editorStyles from './editor.module.css'

const OPTION_TYPES = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']
const SECTIONS: Section[] = ['serviceNeed', 'units', 'contact', 'additional']

export default function ApplicationEditorPage() {
  const { applicationId = '' } = useParams()
  const t = useApplicationTexts()
  // Another family's application answers 404 like a missing one
  return (
    <AsyncBoundary notFoundText={t.view.notFound} resetKey={applicationId}>
      <EditorLoader applicationId={applicationId} />
    </AsyncBoundary>
  )
}

function EditorLoader({ applicationId }: { applicationId: string }) {
  const t = useApplicationTexts()
  const [application, clubTerms, preschoolTerms, options] = useSuspenseQueries({
    queries: [
      applicationQuery(applicationId),
      clubTermsQuery,
      preschoolTermsQuery,
      serviceNeedOptionsQuery(OPTION_TYPES),
    ],
  })
  usePageTitle(t.types[application.data.type])
  // Processing has started (or this is the other guardian's): the read-only view instead
  if (!isEditable(application.data.status, application.data.permittedActions)) {
    return <Navigate to={`/applications/${applicationId}`} replace />
  }
  return (
    <Editor
      application={application.data}
      clubTerms={clubTerms.data}
      preschoolTerms={preschoolTerms.data}
      serviceNeedOptions={options.data}
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
  clubTerms: ClubTerm[]
  preschoolTerms: PreschoolTerm[]
  serviceNeedOptions: ServiceNeedOption[]
}) {
  const t = useApplicationTexts()
  const navigate = useNavigate()
  // A form kept when the session ended (or the page was left) while editing comes back first
  const [baseline] = useState(() => JSON.stringify(initialState(application)))
  const [restored] = useState(() => {
    const copy = readCopy(browserStorage(), application.id)
    // A copy equal to the stored form restores nothing
    return copy && JSON.stringify(withEditableParts(copy)) !== baseline ? withEditableParts(copy) : null
  })
  const validation = useMemo(
    () => ({
      type: application.type,
      status: application.status,
      savedStartDate: application.status === 'CREATED' ? null : application.form.preferences.preferredStartDate,
      today: helsinkiToday(),
      clubTerms,
      preschoolTerms,
      serviceNeedOptions,
      askOtherGuardianAgreement: application.hasOtherGuardian && application.otherGuardianLivesInSameAddress === false,
    }),
    [application, clubTerms, preschoolTerms, serviceNeedOptions],
  )
  // Errors show after a field is touched (then follow its typing) and all of them after
  // verification is asked; a field revealed later is not red before it is touched
  const form = useForm<EditorState, ValidationContext>({
    defaultValues: restored ?? initialState(application),
    resolver: editorResolver,
    context: validation,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const state = useWatch({ control: form.control }) as EditorState
  const dirty = JSON.stringify(state) !== baseline
  const shown = shownErrors(form.formState.errors)
  const [verifying, setVerifying] = useState(false)
  const page = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState<Record<Section, boolean>>({
    serviceNeed: true,
    units: true,
    contact: true,
    additional: true,
  })
  const saveDraft = useApiMutation({
    mutationFn: (form: ApplicationFormUpdate) =>
      apiCall('saveApplicationDraft', { params: { applicationId: application.id }, body: form }),
    invalidates: [applicationKeys.all],
    failureTitle: t.editor.saveFailed,
    success: { title: t.editor.saveDraft, text: t.editor.draftSaved },
  })

  // The shown errors and the touched fields follow every change (the email's confirmation
  // follows the email, the end time the part-time choice, a removed field's error goes); an
  // untouched field's error stays hidden until verification
  const followed = [...new Set([...Object.keys(shown), ...touchedPaths(form.formState.touchedFields)])].join()
  useEffect(() => {
    if (followed) void form.trigger(followed.split(',') as Path<EditorState>[])
    // Also when a field is first touched: after a submit react-hook-form validates on change only
  }, [form, state, followed])

  // What leaving does to the typed form: kept (restored on the next opening) unless it was saved
  // or the user chose to discard it
  const latest = useRef({ state, dirty })
  latest.current = { state, dirty }
  const keepCopy = useRef(true)
  const applicationId = application.id
  const keep = useCallback(() => {
    if (latest.current.dirty && keepCopy.current) saveCopy(browserStorage(), applicationId, latest.current.state)
  }, [applicationId])
  const forget = () => {
    keepCopy.current = false
    removeCopy(browserStorage(), application.id)
  }
  const guard = useLeaveGuard({
    when: dirty,
    // The session has ended (the expiry dialog's "log in again"): the kept copy comes back after
    // login, so the browser need not ask
    onUnload: () => {
      keep()
      const expiry = sessionEvents.expiresAt()
      return !(expiry && expiry.getTime() <= Date.now())
    },
  })
  const releaseGuard = guard.release
  useEffect(() => {
    // Mobile browsers may skip beforeunload; pagehide always comes. Unmounting without a choice
    // (e.g. the login guard redirecting after the session ended) keeps the form as well.
    window.addEventListener('pagehide', keep)
    // A 401 while editing: keep the form and go through login back here, not to the front page
    const release = sessionEvents.claimUnauthorized(() => {
      keep()
      keepCopy.current = false
      releaseGuard()
      window.location.assign(`/login?next=${encodeURIComponent(`/applications/${applicationId}/edit`)}`)
    })
    return () => {
      window.removeEventListener('pagehide', keep)
      release()
      keep()
    }
  }, [applicationId, keep, releaseGuard])

  // One function for the editor's life (sections' effects may call it)
  const update = useCallback(
    (change: (draft: EditorState) => void) => {
      const current = form.getValues()
      const next = structuredClone(current)
      change(next)
      for (const key of Object.keys(next) as (keyof EditorState)[]) {
        if (JSON.stringify(next[key]) !== JSON.stringify(current[key]))
          form.setValue(key, next[key], { shouldDirty: true })
      }
    },
    [form],
  )
  const errorText = (key: string) => t.validation[key as keyof typeof t.validation]
  const ctx: EditorContextValue = {
    application,
    form,
    state,
    update,
    errorOf: (field) => (shown[field] ? t.validation[shown[field]] : undefined),
    bind: { control: form.control, errorText },
    validation,
    t,
  }

  /** Saved: nothing to keep or ask about any more. */
  const saved = () => {
    forget()
    guard.release()
  }

  // Opens the sections and, once they have rendered with their errors, focuses the first
  // invalid field among them (in order), else the first section's toggle
  const [focusRequest, setFocusRequest] = useState<{ sections: Section[] } | null>(null)
  const focusFirstInvalidIn = (sections: Section[]) => {
    setOpen((o) => ({ ...o, ...Object.fromEntries(sections.map((key) => [key, true])) }))
    setFocusRequest({ sections })
  }
  useEffect(() => {
    if (!focusRequest) return
    const { sections } = focusRequest
    if (!sections.some((key) => focusFirstInvalid(document.getElementById(`section-${key}-body`))))
      document.getElementById(`section-${sections[0]}-toggle`)?.focus()
  }, [focusRequest])

  const onSaveDraft = async () => {
    // The server takes daily times as HH:mm only; one that cannot be read is shown, not sent
    const times = ['form.preferences.serviceNeed.startTime', 'form.preferences.serviceNeed.endTime'] as const
    const errors = validateApplication(form.getValues(), validation)
    const bad = times.filter((f) => errors[f] === 'timeFormat')
    if (bad.length > 0) {
      await form.trigger(bad)
      focusFirstInvalidIn(['serviceNeed'])
      return
    }
    saveDraft.mutate(toFormUpdate(form.getValues(), application.type), {
      onSuccess: () => {
        saved()
        navigate('/applications')
      },
    })
  }

  const onVerify = form.handleSubmit(
    () => {
      setVerifying(true)
      window.scrollTo(0, 0)
    },
    (errors) => {
      // Open every section that has a problem and take the user to the first invalid field
      const counts = countBySection(shownErrors(errors))
      // react-hook-form publishes the errors after this callback: focus once they are on the page
      setTimeout(() => focusFirstInvalidIn(SECTIONS.filter((key) => counts[key] > 0)))
    },
  )

  const leaveDialog = (
    <LeaveDialog
      guard={guard}
      title={t.editor.leaveTitle}
      text={t.editor.leaveText}
      leaveLabel={t.editor.leaveConfirm}
      stayLabel={t.editor.leaveStay}
      onLeave={forget}
    />
  )

  if (verifying) {
    return (
      <EditorContext.Provider value={ctx}>
        <Verification onBack={() => setVerifying(false)} onSaved={saved} />
        {leaveDialog}
      </EditorContext.Provider>
    )
  }

  const sections: { key: Section; content: ReactNode }[] = [
    { key: 'serviceNeed', content: <ServiceNeedSection /> },
    { key: 'units', content: <UnitsSection /> },
    { key: 'contact', content: <ContactSection /> },
    { key: 'additional', content: <AdditionalSection /> },
  ]
  const counts = countBySection(shown)
  return (
    <EditorContext.Provider value={ctx}>
      <div ref={page} className={pageStyles.page}>
        <BackToApplications />
        <section className={pageStyles.card}>
          <h1>{t.types[application.type]}</h1>
          <p>{`${application.form.child.person.firstName} ${application.form.child.person.lastName}`}</p>
          {restored && (
            <div className={editorStyles.notice}>
              <Alert kind="info">{t.editor.restored}</Alert>
            </div>
          )}
          <FormErrorSummary
            formState={form.formState}
            title={t.editor.errorSummary}
            container={page}
            groups={{
              order: SECTIONS,
              of: sectionOf,
              text: (key, count) => `${t.editor.sections[key]}: ${t.editor.invalidFields(count)}`,
              href: (key) => `#section-${key}`,
              onSelect: (key) => focusFirstInvalidIn([key]),
            }}
          />
        </section>
        {sections.map(({ key, content }) => (
          <section
            key={key}
            id={`section-${key}`}
            className={pageStyles.card}
            aria-labelledby={`section-${key}-toggle`}
          >
            <h2 style={{ margin: 0 }}>
              <button
                type="button"
                id={`section-${key}-toggle`}
                aria-expanded={open[key]}
                aria-controls={`section-${key}-body`}
                onClick={() => setOpen((o) => ({ ...o, [key]: !o[key] }))}
                className={editorStyles.sectionToggle}
              >
                <span>
                  {t.editor.sections[key]}
                  {counts[key] > 0 && (
                    <span className={editorStyles.sectionErrors}>({t.editor.invalidFields(counts[key])})</span>
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
            <Button onClick={() => void onSaveDraft()} disabled={saveDraft.isPending}>
              {t.editor.saveDraft}
            </Button>
          )}
          <Button variant="primary" onClick={() => void onVerify()}>
            {t.editor.verify}
          </Button>
        </div>
      </div>
      {leaveDialog}
    </EditorContext.Provider>
  )
}
