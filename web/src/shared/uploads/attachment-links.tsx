import { attachmentPaths } from '@citizen/contract/web'
import styles from './attachment-links.module.css'

/** Stored files as download links (an application's attachments, a message's) */
export function AttachmentLinks({
  files,
  className,
  label,
}: {
  files: { id: string; name: string }[]
  className?: string
  /** The list's accessible name, where the page gives it none */
  label?: string
}) {
  return (
    <ul className={className} aria-label={label}>
      {files.map((a) => (
        <li key={a.id}>
          <a href={attachmentPaths.download(a.id, a.name)} download={a.name} className={styles.link}>
            {a.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
