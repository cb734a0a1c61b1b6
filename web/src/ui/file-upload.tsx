import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from '../i18n'
import { UploadIcon } from './icons'
import styles from './file-upload.module.css'

interface Props {
  /** The button's text, e.g. "Add an attachment" */
  label: string
  /** Said after the label to screen readers only, e.g. which attachment this is */
  labelContext?: string
  /** Allowed files and sizes, shown under the control */
  hint?: string
  /** As the input's accept; dropped files are not filtered, so the receiver still checks them */
  accept?: string
  multiple?: boolean
  disabled?: boolean
  /** 0-100 while an upload runs (shown as a bar and a percentage) */
  progress?: number | null
  onFiles: (files: File[]) => void
}

/**
 * The shared file upload: a styled button over the native file input (so keyboards and screen
 * readers get the real control), a drop zone where a mouse can drag files, and a live region
 * that says which file was chosen and how far the upload is.
 */
export function FileUpload({
  label,
  labelContext,
  hint,
  accept,
  multiple = false,
  disabled = false,
  progress,
  onFiles,
}: Props) {
  const { t } = useTranslation()
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1)
    if (files.length === 0 || disabled) return
    setChosen(files.map((f) => f.name).join(', '))
    onFiles(files)
    // The same file can be chosen again (e.g. after a failed upload)
    if (input.current) input.current.value = ''
  }
  // Once an upload has finished the caller lists the file; the status is left empty, not re-announced
  const uploading = progress !== null && progress !== undefined
  const wasUploading = useRef(false)
  useEffect(() => {
    if (wasUploading.current && !uploading) setChosen(null)
    wasUploading.current = uploading
  }, [uploading])
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files')

  return (
    <div className={styles.wrapper}>
      <div
        className={[styles.upload, dragging ? styles.dragging : '', disabled ? styles.disabled : '']
          .filter(Boolean)
          .join(' ')}
        onDragEnter={(e) => {
          if (!hasFiles(e) || disabled) return
          e.preventDefault()
          setDragging(true)
        }}
        onDragOver={(e) => {
          if (!hasFiles(e) || disabled) return
          // Without this the browser opens the file instead of dropping it here
          e.preventDefault()
          e.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(e) => {
          if (!hasFiles(e)) return
          e.preventDefault()
          setDragging(false)
          take(e.dataTransfer.files)
        }}
      >
        <label className={styles.button}>
          <UploadIcon />
          <span>{label}</span>
          <input
            ref={input}
            type="file"
            className={styles.input}
            // Which upload this is, for screen readers (one label text, no stray spaces)
            aria-label={labelContext ? `${label}: ${labelContext}` : undefined}
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            onChange={(e) => take(e.target.files)}
          />
        </label>
        <span className={styles.drop} aria-hidden="true">
          {t.upload.dropHere(multiple)}
        </span>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      {/* Outside the drop zone's flex rows, so an empty status takes no room; never hidden, so it is announced */}
      <div className={styles.status} role="status">
        {uploading ? (
          <>
            <progress max={100} value={progress} aria-hidden="true" />
            <span>{chosen ? `${chosen}: ${t.upload.uploading(progress!)}` : t.upload.uploading(progress!)}</span>
          </>
        ) : chosen ? (
          <span>{t.upload.chosen(chosen)}</span>
        ) : null}
      </div>
    </div>
  )
}
