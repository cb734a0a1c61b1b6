import type { Control, FieldValues, Path } from 'react-hook-form'
import { attachmentPaths, type IncomeAttachmentType } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { FormUpload, type ErrorText } from '../../shared/form/fields'
import { Alert } from '../../ui/alert'
import type { IncomeStatementTexts } from './i18n'
import { incomeKeys } from './queries'
import type { UploadedAttachment } from './income-form'
import { attachmentName } from './attachment-types'
import styles from './income-statements.module.css'

/** The element id of a type's upload control (the missing attachments' links point to it) */
export const uploadAnchor = (type: IncomeAttachmentType) => `upload-${type}`

/** Moves focus to a type's upload button (named "<upload label>: <type>", not a file's remove button) */
export function focusUpload(t: IncomeStatementTexts, type: IncomeAttachmentType) {
  const name = `${t.form.attachments.upload}: ${attachmentName(t, type)}`
  const buttons = document.getElementById(uploadAnchor(type))?.querySelectorAll<HTMLElement>('button') ?? []
  const button = [...buttons].find((b) => b.getAttribute('aria-label') === name)
  button?.focus({ preventScroll: true })
  button?.scrollIntoView({ block: 'center' })
}

/**
 * One shared upload control (shared/uploads with progress) per attachment type, bound to the
 * form's `attachments.<TYPE>` so that a required one missing is that field's error. A statement
 * not saved yet uploads unlinked files, linked when it is saved with their ids.
 */
export function AttachmentUploads<T extends FieldValues & { files: UploadedAttachment[] }>({
  t,
  control,
  errorText,
  statementId,
  types,
  files,
  onAdded,
  onRemoved,
  onUploadingChange,
}: {
  t: IncomeStatementTexts
  control: Control<T>
  errorText: ErrorText
  statementId: string | null
  types: IncomeAttachmentType[]
  files: UploadedAttachment[]
  onAdded: (file: UploadedAttachment) => void
  onRemoved: (id: string) => void
  onUploadingChange?: (uploading: boolean) => void
}) {
  const a = t.form.attachments
  return (
    <>
      {types.map((type) => {
        const title = attachmentName(t, type)
        return (
          <div key={type} id={uploadAnchor(type)}>
            <FormUpload<T>
              control={control}
              name={`attachments.${type}` as Path<T>}
              errorText={errorText}
              title={title}
              files={files
                .filter((f) => f.type === type)
                .map((f) => ({ id: f.id, name: f.name, href: attachmentPaths.download(f.id, f.name) }))}
              emptyText={a.none}
              uploadLabel={a.upload}
              hint={a.hint}
              uploadTo={attachmentPaths.uploadForIncomeStatement(type, statementId ?? undefined)}
              remove={async (attachmentId) => {
                await apiCall('deleteAttachment', { params: { attachmentId } })
                onRemoved(attachmentId)
              }}
              invalidates={statementId ? [incomeKeys.detail(statementId)] : []}
              removeLabel={a.remove}
              onUploadingChange={onUploadingChange}
              onUploaded={(answer, file) => onAdded({ id: answer.id, name: file.name, type })}
            />
          </div>
        )
      })}
    </>
  )
}

/** The required attachments not given: links that move focus to each upload control */
export function MissingAttachments({ t, missing }: { t: IncomeStatementTexts; missing: IncomeAttachmentType[] }) {
  if (missing.length === 0) return null
  return (
    <Alert kind="warning">
      <div role="group" aria-labelledby="missing-attachments">
        <h3 id="missing-attachments">{t.form.attachments.missingTitle}</h3>
        <ul className={styles.missing}>
          {missing.map((type) => (
            <li key={type}>
              <a
                href={`#${uploadAnchor(type)}`}
                onClick={(e) => {
                  e.preventDefault()
                  focusUpload(t, type)
                }}
              >
                {attachmentName(t, type)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  )
}
