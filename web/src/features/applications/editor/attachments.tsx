import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { attachmentPaths, CSRF_HEADER, type AttachmentType } from '@citizen/contract/web'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { applicationKeys } from '../queries'
import { apiCall } from '../../../api/client'
import { useEditor } from './editor-context'

type UploadError = 'EXTENSION_MISSING' | 'EXTENSION_INVALID' | 'INVALID_CONTENT_TYPE' | 'FILE_TOO_LARGE' | 'SERVER_ERROR'
const knownErrors: UploadError[] = ['EXTENSION_MISSING', 'EXTENSION_INVALID', 'INVALID_CONTENT_TYPE', 'FILE_TOO_LARGE']

/** XMLHttpRequest rather than fetch: only it reports upload progress (spec: shown as a percentage). */
function upload(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader(CSRF_HEADER, '1')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve()
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

const MAX_BYTES = 25 * 1024 * 1024

/** The application's attachments of one type: list, download, remove, upload with progress. */
export function AttachmentList({ type, title }: { type: AttachmentType; title: string }) {
  const { application, t } = useEditor()
  const a = t.editor.attachments
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
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
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div role="group" aria-label={title} style={{ marginBottom: 'var(--space-m)' }}>
      <h4 style={{ margin: '0 0 var(--space-s)' }}>{title}</h4>
      <p style={{ fontSize: '0.875rem' }}>{a.maxSize}</p>
      {list.length === 0 && <p>{a.missing}</p>}
      <ul>
        {list.map((x) => (
          <li key={x.id}>
            <a href={attachmentPaths.download(x.id, x.name)}>{x.name}</a>{' '}
            <Button
              aria-label={a.remove(x.name)}
              onClick={async () => {
                await apiCall('deleteAttachment', { params: { attachmentId: x.id } })
                await refresh()
              }}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {progress !== null && <p role="status">{a.uploading(progress)}</p>}
        {error && <Alert kind="error">{a.errors[error]}</Alert>}
      </div>
      <label>
        <span className="visually-hidden">{`${a.upload}: ${title}`}</span>
        <input
          ref={input}
          type="file"
          disabled={progress !== null}
          accept=".jpg,.jpeg,.png,.pdf,.doc,.docx,.odt,.csv,audio/*,video/*"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void onFile(file)
          }}
        />
      </label>
    </div>
  )
}
