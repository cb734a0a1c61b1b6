import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import {
  attachmentPaths,
  type ApplicationDetails,
  type ApplicationForm,
  type AttachmentType,
  helsinkiToday,
} from '@citizen/contract/web'
import { useTranslation } from '../../../i18n'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Checkbox } from '../../../ui/form'
import { ChevronDownIcon, ChevronUpIcon } from '../../../ui/icons'
import { Loading } from '../../../ui/spinner'
import { ApiError } from '../../../api/client'
import { sessionEvents } from '../../../api/session-events'
import { LeaveDialog, useLeaveGuard } from '../../../ui/leave-guard'
import { usePageTitle } from '../../../shared/page-title'
import { useGlobalDialogs } from '../../../shared/dialogs/global-dialogs'
import { apiErrorText } from '../../../shared/fetch-error'
import { useApplicationTexts } from '../i18n'
import { ApplicationSummary } from '../application-summary'
import { isEditable } from '../status'
import {
  useApplication,
  useClubTerms,
  usePreschoolTerms,
  useSaveDraft,
  useServiceNeedOptions,
  useSubmitApplication,
} from '../queries'
import { EditorContext, useEditor, type EditorContextValue } from './editor-context'
import { initialState, toFormUpdate, type EditorState } from './model'
import { countBySection, validateApplication, type Section } from './validation'
import { ServiceNeedSection } from './service-need-section'
import { UnitsSection } from './units-section'
import { ContactSection } from './contact-section'
import { AdditionalSection } from './additional-section'
import { ApplicationLoadError, BackToApplications } from '../back-link'
import { browserStorage, readCopy, removeCopy, saveCopy } from './saved-copy'
import styles from '../applications.module.css'
import editorStyles from './editor.module.css'

const OPTION_TYPES = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']
const SECTIONS: Section[] = ['serviceNeed', 'units', 'contact', 'additional']

export default function ApplicationEditorPage() {
  const { applicationId = '' } = useParams()
  const t = useApplicationTexts()
  const common = useTranslation().t
  const application = useApplication(applicationId)
  const clubTerms = useClubTerms()
  const preschoolTerms = usePreschoolTerms()
  const options = useServiceNeedOptions(OPTION_TYPES)
  usePageTitle(application.data ? t.types[application.data.type] : t.list.title)

  if (application.isPending || clubTerms.isPending || preschoolTerms.isPending || options.isPending)
    return <Loading label={common.common.loading} />
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
  const common = useTranslation().t
  const navigate = useNavigate()
  const dialogs = useGlobalDialogs()
  // A form kept when the session ended (or the page was left) while editing comes back first
  const [baseline] = useState(() => JSON.stringify(initialState(application)))
  const [restored] = useState(() => {
    const copy = readCopy(browserStorage(), application.id)
    // A copy equal to the stored form restores nothing
    return copy && JSON.stringify(copy) !== baseline ? copy : null
  })
  const [state, setState] = useState<EditorState>(() => restored ?? initialState(application))
  const dirty = JSON.stringify(state) !== baseline
  const [touched, setTouched] = useState<Set<string>>(new Set())
  // The fields that had errors when verification was last asked: fields revealed later (ticking a
  // box) are not red before they are touched or verification is asked again
  const [shownAtVerify, setShownAtVerify] = useState<ReadonlySet<string> | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [open, setOpen] = useState<Record<Section, boolean>>({
    serviceNeed: true,
    units: true,
    contact: true,
    additional: true,
  })
  const [summaryFocus, setSummaryFocus] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const saveDraft = useSaveDraft(application.id)

  // What leaving does to the typed form: kept (restored on the next opening) unless it was saved
  // or the user chose to discard it
  const latest = useRef({ state, dirty })
  latest.current = { state, dirty }
  const keepCopy = useRef(true)
  const keep = () => {
    if (latest.current.dirty && keepCopy.current) saveCopy(browserStorage(), application.id, latest.current.state)
  }
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
  useEffect(() => {
    // Mobile browsers may skip beforeunload; pagehide always comes. Unmounting without a choice
    // (e.g. the login guard redirecting after the session ended) keeps the form as well.
    window.addEventListener('pagehide', keep)
    // A 401 while editing: keep the form and go through login back here, not to the front page
    const release = sessionEvents.claimUnauthorized(() => {
      keep()
      keepCopy.current = false
      guard.release()
      window.location.assign(`/login?next=${encodeURIComponent(`/applications/${application.id}/edit`)}`)
    })
    return () => {
      window.removeEventListener('pagehide', keep)
      release()
      keep()
    }
  }, [])

  // After a failed verification: the summary into view and focus, so a phone user sees it
  useEffect(() => {
    if (summaryFocus === 0 || !summaryRef.current) return
    summaryRef.current.focus({ preventScroll: true })
    summaryRef.current.scrollIntoView({ block: 'start' })
  }, [summaryFocus])

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
  const errors = useMemo(() => validateApplication(state, validation), [state, validation])
  const isShown = (field: string) => touched.has(field) || (shownAtVerify?.has(field) ?? false)
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => isShown(field)))
  const counts = countBySection(shownErrors)
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
    errorOf: (field) => (errors[field] && isShown(field) ? t.validation[errors[field]!] : undefined),
    touch: (field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    validation,
    t,
  }

  /** Saved: nothing to keep or ask about any more. */
  const saved = () => {
    forget()
    guard.release()
  }
  const failed = (title: string, text: string) => (e: unknown) => {
    // 401: the session ended; the claim above already keeps the form and goes to login
    if (!(e instanceof ApiError && e.status === 401)) dialogs.showError({ title, text: apiErrorText(common, e, text) })
  }

  const focusFirstInvalid = (section: Section) => {
    setOpen((o) => ({ ...o, [section]: true }))
    // After the section has opened
    requestAnimationFrame(() => {
      const body = document.getElementById(`section-${section}-body`)
      const target =
        body?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input') ??
        document.getElementById(`section-${section}-toggle`)
      target?.focus()
      target?.scrollIntoView({ block: 'center' })
    })
  }

  const onSaveDraft = () => {
    // The server takes daily times as HH:mm only; one that cannot be read is shown, not sent
    const badTime = (['startTime', 'endTime'] as const).find((f) => errors[f] === 'timeFormat')
    if (badTime) {
      ctx.touch(badTime)
      focusFirstInvalid('serviceNeed')
      return
    }
    saveDraft.mutate(toFormUpdate(state, application.type), {
      onSuccess: () => {
        saved()
        dialogs.showInfo({ title: t.editor.saveDraft, text: t.editor.draftSaved })
        navigate('/applications')
      },
      onError: failed(t.editor.saveFailed, ''),
    })
  }

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
        <Verification onBack={() => setVerifying(false)} onSaved={saved} onFailed={failed} />
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
  const summaryShown = shownAtVerify !== null && Object.keys(shownErrors).length > 0
  return (
    <EditorContext.Provider value={ctx}>
      <div className={styles.page}>
        <BackToApplications />
        <section className={styles.card}>
          <h1>{t.types[application.type]}</h1>
          <p>{`${application.form.child.person.firstName} ${application.form.child.person.lastName}`}</p>
          {restored && (
            <div className={editorStyles.notice}>
              <Alert kind="info">{t.editor.restored}</Alert>
            </div>
          )}
          <div aria-live="polite" ref={summaryRef} tabIndex={-1} className={editorStyles.summary}>
            {summaryShown && (
              <Alert kind="error">
                <p>{t.editor.errorSummary}</p>
                <ul>
                  {SECTIONS.filter((key) => counts[key] > 0).map((key) => (
                    <li key={key}>
                      <a
                        href={`#section-${key}`}
                        onClick={(e) => {
                          e.preventDefault()
                          focusFirstInvalid(key)
                        }}
                      >
                        {`${t.editor.sections[key]}: ${t.editor.invalidFields(counts[key])}`}
                      </a>
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </div>
        </section>
        {sections.map(({ key, content }) => (
          <section key={key} id={`section-${key}`} className={styles.card} aria-labelledby={`section-${key}-toggle`}>
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
            <Button onClick={onSaveDraft} disabled={saveDraft.isPending}>
              {t.editor.saveDraft}
            </Button>
          )}
          <Button
            variant="primary"
            onClick={() => {
              if (errorCount === 0) {
                setShownAtVerify(new Set())
                setVerifying(true)
                window.scrollTo(0, 0)
              } else {
                setShownAtVerify(new Set(Object.keys(errors)))
                // Open every section that has a problem, then show the summary
                const all = countBySection(errors)
                setOpen((o) => ({
                  serviceNeed: o.serviceNeed || all.serviceNeed > 0,
                  units: o.units || all.units > 0,
                  contact: o.contact || all.contact > 0,
                  additional: o.additional || all.additional > 0,
                }))
                setSummaryFocus((n) => n + 1)
              }
            }}
          >
            {t.editor.verify}
          </Button>
        </div>
      </div>
      {leaveDialog}
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

function Verification({
  onBack,
  onSaved,
  onFailed,
}: {
  onBack: () => void
  onSaved: () => void
  onFailed: (title: string, text: string) => (e: unknown) => void
}) {
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
          onSaved()
          dialogs.showInfo({ title: isNew ? v.sent : v.updated, text: '' })
          navigate('/applications')
        },
        onError: (e) =>
          onFailed(
            isNew ? v.sendError : v.updateError,
            // Texts for the errorCodes a person can act on; apiErrorText words the rest
            e instanceof ApiError && e.errorCode === 'START_DATE_EARLIER'
              ? v.earlierDate
              : e instanceof ApiError && e.errorCode === 'VALIDATION_FAILED'
                ? t.editor.errorSummary
                : '',
          )(e),
      },
    )
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1>{v.title}</h1>
        <p>{v.intro}</p>
      </section>
      <div className={styles.card}>
        <ApplicationSummary
          form={mergedForm(application, state)}
          type={application.type}
          showContact
          serviceNeedAttachments={<VerificationAttachments />}
        />
      </div>
      <section className={styles.card}>
        <Checkbox label={v.confirm} checked={confirmed} onChange={setConfirmed} />
        {needsAllow && <Checkbox label={v.allowOtherGuardian} checked={allowOther} onChange={setAllowOther} />}
        <div className={styles.actions}>
          <Button onClick={onBack}>{v.returnToEdit}</Button>
          <Button
            variant="primary"
            disabled={!confirmed || (needsAllow && !allowOther) || submit.isPending}
            onClick={onSubmit}
          >
            {isNew ? v.send : v.update}
          </Button>
        </div>
      </section>
    </div>
  )
}

/**
 * The attachments as they will be sent: each kind the application asks for (urgency, shift
 * care) or has files of, with the files' names, or a note that one is missing.
 */
function VerificationAttachments() {
  const { application, state, t } = useEditor()
  const e = t.editor
  const p = state.form.preferences
  const asked: Record<AttachmentType, boolean> = {
    URGENCY: application.type === 'DAYCARE' && p.urgent,
    EXTENDED_CARE: p.serviceNeed?.shiftCare === true && (application.type === 'DAYCARE' || state.connectedDaycare),
  }
  const titles: Record<AttachmentType, string> = {
    URGENCY: e.urgencyAttachments,
    EXTENDED_CARE: e.shiftCareAttachments,
  }
  const kinds = (Object.keys(titles) as AttachmentType[]).filter(
    (k) => asked[k] || application.attachments.some((a) => a.type === k),
  )
  if (kinds.length === 0) return null
  return (
    <section aria-labelledby="verification-attachments">
      <h3 id="verification-attachments">{t.verification.attachments}</h3>
      <dl className={styles.facts}>
        {kinds.map((kind) => {
          const files = application.attachments.filter((a) => a.type === kind)
          return (
            <div key={kind} style={{ display: 'contents' }}>
              <dt>{titles[kind]}</dt>
              <dd>
                {files.length === 0 ? (
                  e.attachments.missing
                ) : (
                  <ul className={editorStyles.fileList}>
                    {files.map((a) => (
                      <li key={a.id}>
                        <a href={attachmentPaths.download(a.id, a.name)} download={a.name}>
                          {a.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
