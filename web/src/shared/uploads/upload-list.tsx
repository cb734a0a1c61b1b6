import { useEffect, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { UploadAnswer, UploadEndpointName, UploadTarget } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FileUpload } from '../../ui/file-upload'
import { CloseIcon } from '../../ui/icons'
import { useApiMutation } from '../api-mutation'
import { UPLOAD_ACCEPT, useUpload } from './use-upload'
import styles from './upload-list.module.css'

export interface UploadedFile {
  id: string
  name: string
  /** Where the browser downloads it */
  href: string
}

export interface UploadListProps<K extends UploadEndpointName> {
  /** The group's heading and the upload button's context for screen readers */
  title: string
  files: UploadedFile[]
  /** Shown instead of the list when there are no files */
  emptyText: string
  /** The upload button's text and the limits under it */
  uploadLabel: string
  hint: string
  /** Where a chosen file is sent: the upload point's `attachmentPaths.uploadFor…` */
  uploadTo: UploadTarget<K>
  /** Removes one file on the server */
  remove: (id: string) => Promise<unknown>
  /** The queries that list the files: refreshed after an upload and a removal */
  invalidates: readonly QueryKey[]
  /** The remove button's accessible name, e.g. "Remove the attachment todistus.pdf" */
  removeLabel: (name: string) => string
  /** A form's error about the files (FormUpload: a required attachment missing) */
  error?: string
  /** The server's answer to an upload, for a list the page keeps itself (a message's attachments) */
  onUploaded?: (answer: UploadAnswer<K>, file: File) => void
  /** Told when an upload starts and ends (a form that may not be sent meanwhile) */
  onUploadingChange?: (uploading: boolean) => void
}

/**
 * The shared list of uploaded files (issue 24): each file a download link and a remove button
 * that asks first (ui/dialog.tsx) and tells a failure in the global error dialog (useApiMutation),
 * then the upload control with its progress and its typed error.
 */
export function UploadList<K extends UploadEndpointName>({
  title,
  files,
  emptyText,
  uploadLabel,
  hint,
  uploadTo,
  remove,
  invalidates,
  removeLabel,
  error,
  onUploaded,
  onUploadingChange,
}: UploadListProps<K>) {
  const { t } = useTranslation()
  const u = t.upload
  const client = useQueryClient()
  const [confirming, setConfirming] = useState<UploadedFile | null>(null)
  const removal = useApiMutation({
    mutationFn: (file: UploadedFile) => remove(file.id),
    invalidates,
    failureTitle: u.removeFailed,
    onSettled: () => setConfirming(null),
  })
  const { upload, progress, uploading, errorText } = useUpload<K>({
    onUploaded: (answer, file) => {
      onUploaded?.(answer, file)
      return Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })))
    },
  })
  useEffect(() => {
    onUploadingChange?.(uploading)
  }, [uploading, onUploadingChange])

  return (
    <div role="group" aria-label={title} className={styles.group}>
      <h4>{title}</h4>
      {files.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.id}>
              {/* download: the browser saves the file without leaving the page (no unsaved-changes prompt) */}
              <a className={styles.name} href={file.href} download={file.name}>
                {file.name}
              </a>
              <Button aria-label={removeLabel(file.name)} onClick={() => setConfirming(file)}>
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        label={uploadLabel}
        labelContext={title}
        hint={hint}
        accept={UPLOAD_ACCEPT}
        disabled={uploading}
        progress={progress}
        error={error}
        onFiles={(chosen) => void upload(uploadTo, chosen[0]!)}
      />
      <div aria-live="polite">{errorText && <Alert kind="error">{errorText}</Alert>}</div>
      {confirming && (
        <Dialog
          title={u.removeConfirmTitle(confirming.name)}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button onClick={() => setConfirming(null)}>{t.common.cancel}</Button>
              <Button variant="danger" onClick={() => removal.mutate(confirming)} disabled={removal.isPending}>
                {u.remove}
              </Button>
            </>
          }
        >
          <p>{u.removeConfirmText}</p>
        </Dialog>
      )}
    </div>
  )
}
