import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { attachmentPaths, CSRF_HEADER, type ApplicationAttachment, type AttachmentType } from '@citizen/contract/web'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { FileUpload } from '../../../ui/file-upload'
import { CloseIcon } from '../../../ui/icons'
import { applicationKeys } from '../queries'
import { apiCall } from '../../../api/client'
import { sessionEvents } from '../../../api/session-events'
import { useEditor } from './editor-context'
import styles from './editor.module.css'

type UploadError =
  | 'EXTENSION_MISSING'
  | 'EXTENSION_INVALID'
  | 'INVALID_CONTENT_TYPE'
  | 'FILE_TOO_LARGE'
  | 'TOO_MANY_UPLOADS'
  | 'UPLOAD_STALLED'
  | 'DATABASE_UNAVAILABLE'
  | 'SERVER_ERROR'
const knownErrors: UploadError[] = [
  'EXTENSION_MISSING',
  'EXTENSION_INVALID',
  'INVALID_CONTENT_TYPE',
  'FILE_TOO_LARGE',
  'TOO_MANY_UPLOADS',
  'UPLOAD_STALLED',
  'DATABASE_UNAVAILABLE',
]

/** spec 000: uploads up to 25 MB (the server refuses bigger ones too) */
const MAX_BYTES = 25 * 1024 * 1024
/** The file kinds the server takes (sniff.ts); the picker offers these first. */
const ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx,.odt,.csv,audio/*,video/*'

/** XMLHttpRequest rather than fetch: only it reports upload progress (spec: shown as a percentage). */
function upload(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader(CSRF_HEADER, '1')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve()
      // The session ended: the same path as every other call (the editor keeps the form)
      if (xhr.status === 401) sessionEvents.unauthorized()
      let code: UploadError = 'SERVER_ERROR'
      try {
        const body = JSON.parse(xhr.responseText) as { errorCode?: string }
        if (knownErrors.includes(body.errorCode as UploadError)) code = body.errorCode as UploadError
      } catch {
        // not JSON
      }
      if (xhr.status === 413) code = 'FILE_TOO_LARGE'
      reject(code)
    }
    xhr.onerror = () => reject('SERVER_ERROR')
    const data = new FormData()
    data.append('file', file)
    xhr.send(data)
  })
}

/** The application's attachments of one type: list, download, remove, upload with progress. */
export function AttachmentList({ type, title }: { type: AttachmentType; title: string }) {
  const { application, t } = useEditor()
  const a = t.editor.attachments
  const client = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<UploadError | null>(null)
  const list = application.attachments.filter((x) => x.type === type)
  const refresh = () => client.invalidateQueries({ queryKey: applicationKeys.detail(application.id) })

  const onFile = async (file: File) => {
    setError(null)
    if (file.size > MAX_BYTES) return setError('FILE_TOO_LARGE')
    setProgress(0)
    try {
      await upload(attachmentPaths.uploadForApplication(application.id, type), file, setProgress)
      await refresh()
    } catch (e) {
      setError(typeof e === 'string' ? (e as UploadError) : 'SERVER_ERROR')
    } finally {
      setProgress(null)
    }
  }

  return (
    <div role="group" aria-label={title} className={styles.attachmentGroup}>
      <h4>{title}</h4>
      {list.length === 0 ? (
        <p>{a.missing}</p>
      ) : (
        <AttachmentLinks attachments={list} onRemoved={refresh} removeLabel={a.remove} />
      )}
      <FileUpload
        label={a.upload}
        labelContext={title}
        hint={a.maxSize}
        accept={ACCEPT}
        disabled={progress !== null}
        progress={progress}
        onFiles={(files) => void onFile(files[0]!)}
      />
      <div aria-live="polite">{error && <Alert kind="error">{a.errors[error]}</Alert>}</div>
    </div>
  )
}

function AttachmentLinks({
  attachments,
  onRemoved,
  removeLabel,
}: {
  attachments: ApplicationAttachment[]
  onRemoved: () => Promise<unknown>
  removeLabel: (name: string) => string
}) {
  return (
    <ul className={styles.attachments}>
      {attachments.map((x) => (
        <li key={x.id}>
          {/* download: the browser saves the file without leaving the page (no unsaved-changes prompt) */}
          <a className={styles.attachmentName} href={attachmentPaths.download(x.id, x.name)} download={x.name}>
            {x.name}
          </a>
          <Button
            aria-label={removeLabel(x.name)}
            onClick={() => void apiCall('deleteAttachment', { params: { attachmentId: x.id } }).then(() => onRemoved())}
          >
            <CloseIcon />
          </Button>
        </li>
      ))}
    </ul>
  )
}
