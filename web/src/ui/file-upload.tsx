import { useEffect, useId, useRef, useState } from 'react'
import { Button, DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components'
import { useTranslation } from '../i18n'
import { UploadIcon } from './icons'
import formStyles from './form.module.css'
import buttonStyles from './button.module.css'
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
  /** A form's error about the files (e.g. a required attachment missing), bound to the button */
  error?: string
  /** 0-100 while an upload runs (shown as a bar and a percentage) */
  progress?: number | null
  onFiles: (files: File[]) => void
}

/**
 * The shared file upload: a button that opens the file chooser (react-aria-components FileTrigger),
 * a drop zone where a mouse can drag files (DropZone; it also takes a pasted file from the
 * keyboard), and a live region that says which file was chosen and how far the upload is.
 */
export function FileUpload({
  label,
  labelContext,
  hint,
  accept,
  multiple = false,
  disabled = false,
  error,
  progress,
  onFiles,
}: Props) {
  const { t } = useTranslation()
  const hintId = useId()
  const errorId = `${hintId}-error`
  const [chosen, setChosen] = useState<string | null>(null)

  const take = (list: File[]) => {
    const files = list.slice(0, multiple ? undefined : 1)
    if (files.length === 0 || disabled) return
    setChosen(files.map((f) => f.name).join(', '))
    onFiles(files)
  }
  const drop = async (items: DropItem[]) =>
    take(await Promise.all(items.filter(isFileDropItem).map((i) => i.getFile())))
  // Once an upload has finished the caller lists the file; the status is left empty, not re-announced
  const uploading = progress !== null && progress !== undefined
  const wasUploading = useRef(false)
  useEffect(() => {
    if (wasUploading.current && !uploading) setChosen(null)
    wasUploading.current = uploading
  }, [uploading])

  return (
    <div className={styles.wrapper}>
      <DropZone
        className={({ isDropTarget }) =>
          [styles.upload, isDropTarget ? styles.dragging : '', disabled ? styles.disabled : '']
            .filter(Boolean)
            .join(' ')
        }
        isDisabled={disabled}
        // Dropped files are not filtered by type here: the receiver checks them
        getDropOperation={() => 'copy'}
        onDrop={(e) => void drop(e.items)}
        aria-label={labelContext ? `${labelContext}: ${t.upload.dropHere(multiple)}` : t.upload.dropHere(multiple)}
      >
        <FileTrigger
          acceptedFileTypes={accept?.split(',').map((a) => a.trim())}
          allowsMultiple={multiple}
          onSelect={(list) => take(Array.from(list ?? []))}
        >
          <Button
            className={`${buttonStyles.button} ${styles.button}`}
            isDisabled={disabled}
            // Which upload this is, for screen readers (one label text, no stray spaces)
            aria-label={labelContext ? `${label}: ${labelContext}` : undefined}
            aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
            // focusFirstInvalid finds the button of an upload whose error shows
            data-invalid={error ? true : undefined}
          >
            <UploadIcon />
            <span>{label}</span>
          </Button>
        </FileTrigger>
        <span className={styles.drop} aria-hidden="true">
          {t.upload.dropHere(multiple)}
        </span>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </DropZone>
      {error && (
        <span id={errorId} className={formStyles.error}>
          {error}
        </span>
      )}
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
