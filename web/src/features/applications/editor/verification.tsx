import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  applicationErrors,
  type ApplicationDetails,
  type ApplicationForm,
  type ApplicationFormUpdate,
  type AttachmentType,
} from '@citizen/contract/web'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/choice-group'
import { apiCall } from '../../../api/client'
import { useApiMutation } from '../../../shared/api-mutation'
import { ApplicationSummary } from '../application-summary'
import { applicationKeys } from '../queries'
import { useEditor } from './editor-context'
import { toFormUpdate, type EditorState } from './model'
import pageStyles from '../../../shared/page.module.css'
import styles from '../applications.module.css'
import editorStyles from './editor.module.css'
import { AttachmentLinks } from '../../../shared/uploads/attachment-links'

/** Merges the edited parts into the stored form for the read-only summary. */
function mergedForm(application: ApplicationDetails, state: EditorState): ApplicationForm {
  const update = toFormUpdate(state, application.type)
  return {
    ...update,
    child: { ...application.form.child, ...update.child },
    guardian: { ...application.form.guardian, ...update.guardian },
  }
}

export function Verification({ onBack, onSaved }: { onBack: () => void; onSaved: () => void }) {
  const { application, state, t } = useEditor()
  const navigate = useNavigate()
  const [confirmed, setConfirmed] = useState(false)
  const [allowOther, setAllowOther] = useState(application.allowOtherGuardianAccess)
  const isNew = application.status === 'CREATED'
  const needsAllow = application.hasOtherGuardian
  const v = t.verification
  const applicationId = application.id
  // Send a draft (save, then send) or update a sent application
  const submit = useApiMutation({
    mutationFn: async (input: { form: ApplicationFormUpdate; allowOtherGuardianAccess: boolean }) => {
      await apiCall('updateApplication', { params: { applicationId }, body: input })
      if (isNew) await apiCall('sendApplication', { params: { applicationId } })
    },
    invalidates: [applicationKeys.all],
    failureTitle: isNew ? v.sendError : v.updateError,
    // Texts for the errorCodes a person can act on; apiErrorText words the rest
    errorTexts: {
      [applicationErrors.startDateEarlier]: v.earlierDate,
      [applicationErrors.validation]: t.editor.errorSummary,
    },
    success: { title: isNew ? v.sent : v.updated },
  })
  const onSubmit = () =>
    submit.mutate(
      { form: toFormUpdate(state, application.type), allowOtherGuardianAccess: allowOther },
      {
        onSuccess: () => {
          onSaved()
          navigate('/applications')
        },
      },
    )
  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <h1>{v.title}</h1>
        <p>{v.intro}</p>
      </section>
      <div className={pageStyles.card}>
        <ApplicationSummary
          form={mergedForm(application, state)}
          type={application.type}
          showContact
          serviceNeedAttachments={<VerificationAttachments />}
        />
      </div>
      <section className={pageStyles.card}>
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
                  <AttachmentLinks files={files} className={editorStyles.fileList} />
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
