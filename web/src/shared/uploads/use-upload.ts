import { useState } from 'react'
import {
  CSRF_HEADER,
  UPLOAD_MAX_BYTES,
  errorCodes,
  uploadErrorCodes,
  type UploadAnswer,
  type UploadEndpointName,
  type UploadErrorCode,
  type UploadTarget,
} from '@citizen/contract/web'
import { sessionEvents } from '../../api/session-events'
import { useTranslation } from '../../i18n'

/** What an upload can fail with: the contract's codes, and the database outage every call may answer */
export type UploadFailure = UploadErrorCode | typeof errorCodes.databaseUnavailable
const known: readonly string[] = [...uploadErrorCodes, errorCodes.databaseUnavailable]

/** The file kinds the server takes (api platform/uploads/sniff.ts); the picker offers these first. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx,.odt,.csv,audio/*,video/*'

/**
 * XMLHttpRequest rather than fetch: only it reports upload progress (spec: shown as a percentage).
 * Resolves with the server's answer, the target's endpoint's response (its schema checked it).
 */
function send<K extends UploadEndpointName>(
  target: UploadTarget<K>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer<K>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', target.url)
    xhr.setRequestHeader(CSRF_HEADER, '1')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(JSON.parse(xhr.responseText) as UploadAnswer<K>)
        } catch {
          return reject('SERVER_ERROR')
        }
      }
      // The session ended: the same path as every other call (the page keeps its input)
      if (xhr.status === 401) sessionEvents.unauthorized()
      let code: UploadFailure = 'SERVER_ERROR'
      try {
        const body = JSON.parse(xhr.responseText) as { errorCode?: string }
        if (known.includes(body.errorCode ?? '')) code = body.errorCode as UploadFailure
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

/**
 * One upload control's state (issue 24: messages, income statements and documents use this too):
 * `upload` checks the contract's size limit, sends the file in the part "file" with progress, and
 * calls `onUploaded` (refresh what lists the files) before the progress ends. `errorText` is the
 * failure's typed text, never the server's message.
 */
export function useUpload<K extends UploadEndpointName>({
  onUploaded,
}: {
  onUploaded: (answer: UploadAnswer<K>, file: File) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<UploadFailure | null>(null)

  const upload = async (target: UploadTarget<K>, file: File) => {
    setError(null)
    // The server refuses it too; this spares sending 25 MB to hear so
    if (file.size > UPLOAD_MAX_BYTES) return setError('FILE_TOO_LARGE')
    setProgress(0)
    try {
      await onUploaded(await send(target, file, setProgress), file)
    } catch (e) {
      setError(typeof e === 'string' && known.includes(e) ? (e as UploadFailure) : 'SERVER_ERROR')
    } finally {
      setProgress(null)
    }
  }
  return { upload, progress, uploading: progress !== null, errorText: error && t.upload.errors[error] }
}
