import { useEffect, useRef, useState } from 'react'
import { useOnline } from '../../shared/online'
import { Link } from 'react-router'
import { previewOf, type CitizenMessageThread } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { TrashIcon } from '../../ui/icons'
import { toast } from '../../ui/toast'
import { useTranslation } from '../../i18n'
import { useMessageTexts } from './i18n'
import { dayAndTime, lastSentAt, participants, unreadMessages } from './model'
import { threadChangeInvalidates } from './queries'
import pageStyles from '../../shared/page.module.css'
import buttonStyles from '../../ui/button.module.css'
import styles from './messages.module.css'

interface Props {
  threads: CitizenMessageThread[]
  myAccountId: string
  selectedId: string | null
  hasMore: boolean
  loadingMore: boolean
  loadMore: () => void
  onArchived: (threadId: string) => void
}

/** The received threads, newest first; the next page loads as its end scrolls into view, or by the button */
export function ThreadList({ threads, myAccountId, selectedId, hasMore, loadingMore, loadMore, onArchived }: Props) {
  const t = useMessageTexts()
  const end = useRef<HTMLDivElement>(null)
  const [archiving, setArchiving] = useState<string | null>(null)
  useEffect(() => {
    const el = end.current
    if (!el || !hasMore) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingMore) loadMore()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, loadingMore, loadMore])
  if (threads.length === 0) return <p className={`${pageStyles.card} ${styles.placeholder}`}>{t.emptyInbox}</p>
  return (
    <div>
      <ul className={styles.list} aria-label={t.inbox}>
        {threads.map((thread) => (
          <ThreadRow
            key={thread.id}
            thread={thread}
            myAccountId={myAccountId}
            selected={thread.id === selectedId}
            onDelete={() => setArchiving(thread.id)}
          />
        ))}
      </ul>
      {hasMore && (
        <div ref={end} className={styles.loadMore}>
          <Button onClick={loadMore} disabled={loadingMore}>
            {t.loadMore}
          </Button>
        </div>
      )}
      {archiving && (
        <ArchiveDialog
          threadId={archiving}
          onClose={() => setArchiving(null)}
          onArchived={() => onArchived(archiving)}
        />
      )}
    </div>
  )
}

function ThreadRow({
  thread,
  myAccountId,
  selected,
  onDelete,
}: {
  thread: CitizenMessageThread
  myAccountId: string
  selected: boolean
  onDelete: () => void
}) {
  const t = useMessageTexts()
  const unread = unreadMessages(thread, myAccountId) > 0
  const sentAt = lastSentAt(thread)
  const names = participants(thread, myAccountId)
    .map((a) => a.name)
    .join(', ')
  const regular = thread.type === 'Regular' ? thread : null
  const last = regular?.messages.at(-1)
  const title = regular ? regular.title : t.redactedTitle
  const hasAttachments = regular?.messages.some((m) => m.attachments.length > 0) ?? false
  const classes = [styles.row, unread ? styles.unreadRow : '', selected ? styles.selected : ''].filter(Boolean)
  // The offline copy's list: archiving needs the server (the page's notice says why)
  const offline = !useOnline()
  return (
    <li className={classes.join(' ')} data-thread-id={thread.id}>
      <Link className={styles.rowLink} to={`/messages/${thread.id}`} aria-current={selected ? 'true' : undefined}>
        <span className={styles.rowTop}>
          <span className={styles.participants}>
            {unread && <span className={styles.unreadDot} role="img" aria-label={t.unread} />}
            {names}
          </span>
          {sentAt && <span>{dayAndTime(sentAt, t.time.at)}</span>}
        </span>
        <strong className={styles.rowTitle}>{title}</strong>
        {last && <span className={styles.preview}>{previewOf(last.content)}</span>}
        <ThreadBadges thread={thread} hasAttachments={hasAttachments} />
      </Link>
      {/* At the row's foot beside the badges: never over the names, and no "×" that reads as close */}
      <button
        type="button"
        className={`${buttonStyles.iconButton} ${styles.rowDelete}`}
        aria-label={`${t.reader.archive}: ${title}`}
        disabled={offline}
        onClick={onDelete}
      >
        <TrashIcon size={20} />
      </button>
    </li>
  )
}

export function ThreadBadges({ thread, hasAttachments }: { thread: CitizenMessageThread; hasAttachments?: boolean }) {
  const t = useMessageTexts()
  const sensitive = thread.type === 'Redacted' || thread.sensitive
  return (
    <span className={styles.badges}>
      {thread.type === 'Regular' && (
        <span className={styles.badge}>{thread.messageType === 'BULLETIN' ? t.badges.bulletin : t.badges.message}</span>
      )}
      {thread.urgent && <span className={`${styles.badge} ${styles.urgent}`}>{t.badges.urgent}</span>}
      {sensitive && <span className={styles.badge}>{t.badges.sensitive}</span>}
      {hasAttachments && <span className={styles.badge}>{t.attachment}</span>}
    </span>
  )
}

/** The guardian's "delete": asks first and says where the thread goes */
export function ArchiveDialog({
  threadId,
  onClose,
  onArchived,
}: {
  threadId: string
  onClose: () => void
  onArchived: () => void
}) {
  const t = useMessageTexts()
  const { t: common } = useTranslation()
  const archive = useApiMutation({
    mutationFn: () => apiCall('archiveThread', { params: { threadId } }),
    invalidates: threadChangeInvalidates,
    failureTitle: t.reader.archiveFailed,
    onSettled: onClose,
    // Not mutate's own onSuccess: the refetch may find the thread gone and replace the reader (with
    // this dialog) before it would run, leaving the address on the archived thread
    onSucceeded: () => {
      toast(t.reader.archived)
      onArchived()
    },
  })
  return (
    <Dialog
      title={t.reader.archiveTitle}
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button onClick={onClose}>{common.common.cancel}</Button>
          <Button variant="danger" disabled={archive.isPending} onClick={() => archive.mutate(undefined)}>
            {t.reader.archiveConfirm}
          </Button>
        </>
      }
    >
      <p>{t.reader.archiveText}</p>
    </Dialog>
  )
}
