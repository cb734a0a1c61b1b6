import { useEffect, useRef, useState } from 'react'
import { useOnline } from '../../shared/online'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { CitizenMessageThread, RedactedThread, RegularThread } from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { strongLoginUrl } from '../../shared/auth'
import { AsyncBoundary } from '../../shared/async-boundary'
import { hasKept } from '../../shared/kept-input'
import { lazyComponent, preloadOnIntent } from '../../shared/lazy-component'
import { usePreloadWhenIdle } from '../../shared/after-interactive'
import { Button, ButtonAnchor } from '../../ui/button'
import { MoreIcon } from '../../ui/icons'
import { MenuButton, type MenuEntry } from '../../ui/menu-button'
import { useMessageTexts } from './i18n'
import { dayAndTime, replyDraftKey, unreadMessages } from './model'
import { threadChangeInvalidates } from './queries'
import { headerCountKeys } from '../../shared/header-counts'
import { ArchiveDialog, ThreadBadges } from './thread-list'
import pageStyles from '../../shared/page.module.css'
import styles from './messages.module.css'
import { AttachmentLinks } from '../../shared/uploads/attachment-links'

// The reply brings the form widgets: loaded with the reader, apart from the page's first chunk
// The reply's code (its text and choice widgets) when a reply is begun or on intent, not to show a button
const ReplyEditor = lazyComponent(() => import('./reply-editor'))

interface Props {
  thread: CitizenMessageThread
  myAccountId: string
  onArchived: () => void
}

export function ThreadReader({ thread, myAccountId, onArchived }: Props) {
  return thread.type === 'Redacted' ? (
    <Redacted thread={thread} />
  ) : (
    <Regular thread={thread} myAccountId={myAccountId} onArchived={onArchived} />
  )
}

/** A sensitive thread on a weak session: the strong login brings the guardian back to it */
function Redacted({ thread }: { thread: RedactedThread }) {
  const t = useMessageTexts()
  return (
    <section className={`${pageStyles.card} ${styles.reader}`} aria-labelledby="thread-title">
      <h2 id="thread-title">{t.redactedTitle}</h2>
      <ThreadBadges thread={thread} />
      {thread.sender && <p className={styles.sender}>{thread.sender.name}</p>}
      <p>{t.redactedText}</p>
      <ButtonAnchor variant="primary" href={strongLoginUrl(`/messages/${thread.id}`)}>
        {t.strongLogin}
      </ButtonAnchor>
    </section>
  )
}

/** Opening marks the thread read; the menu's count drops at once, before the server answers */
function useMarkRead(thread: RegularThread, myAccountId: string) {
  const client = useQueryClient()
  const unread = unreadMessages(thread, myAccountId)
  const markRead = useApiMutation({
    mutationFn: (threadId: string) => apiCall('markThreadRead', { params: { threadId } }),
    invalidates: threadChangeInvalidates,
    invalidateOnError: true,
  })
  const marked = useRef<string | null>(null)
  const { mutate } = markRead
  useEffect(() => {
    // Once per opening: marking it unread on purpose must not read it again as the list refreshes
    if (marked.current === thread.id) return
    marked.current = thread.id
    if (unread === 0) return
    client.setQueryData<{ count: number }>(
      headerCountKeys.messages,
      (old) => old && { count: Math.max(0, old.count - unread) },
    )
    mutate(thread.id)
  }, [thread.id, unread, client, mutate])
}

/** Scrolls to a message of the thread and focuses it; false when it is not shown (yet) */
function focusMessage(id: string | undefined): boolean {
  const el = id ? document.getElementById(`message-${id}`) : null
  el?.scrollIntoView({ block: 'start' })
  el?.focus({ preventScroll: true })
  return el !== null
}

function Regular({
  thread,
  myAccountId,
  onArchived,
}: {
  thread: RegularThread
  myAccountId: string
  onArchived: () => void
}) {
  const t = useMessageTexts()
  const navigate = useNavigate()
  const [archiving, setArchiving] = useState(false)
  const [replying, setReplying] = useState(false)
  // Answering is a thread's likely next step: the reply's code once the thread is shown
  usePreloadWhenIdle([ReplyEditor], thread.canReply)
  useMarkRead(thread, myAccountId)
  const markUnread = useApiMutation({
    mutationFn: () => apiCall('markLastReceivedMessageUnread', { params: { threadId: thread.id } }),
    invalidates: threadChangeInvalidates,
    failureTitle: t.reader.markUnreadFailed,
  })
  const jump = (index: number) => focusMessage(thread.messages.at(index)?.id)
  // A sent reply takes the focus once it is in the thread (the editor it was sent from is gone)
  const [sentReply, setSentReply] = useState<string | null>(null)
  useEffect(() => {
    if (sentReply && focusMessage(sentReply)) setSentReply(null)
  }, [sentReply, thread.messages])
  // After the menu has closed (it gives the focus back to its button first)
  const later = (f: () => void) => () => void setTimeout(f)
  const offline = !useOnline()
  const actions: MenuEntry[] = [
    ...(thread.messages.length > 1
      ? [
          {
            id: 'first',
            label: t.reader.firstMessage,
            textValue: t.reader.firstMessage,
            onAction: later(() => jump(0)),
          },
          { id: 'last', label: t.reader.lastMessage, textValue: t.reader.lastMessage, onAction: later(() => jump(-1)) },
        ]
      : []),
    // Shown from the offline copy: the changes need the server (the page's notice says why)
    ...(offline
      ? []
      : ([
          {
            id: 'unread',
            label: t.reader.markUnread,
            textValue: t.reader.markUnread,
            onAction: () => {
              if (!markUnread.isPending) markUnread.mutate(undefined, { onSuccess: () => void navigate('/messages') })
            },
          },
          { id: 'archive', label: t.reader.archive, textValue: t.reader.archive, onAction: () => setArchiving(true) },
        ] satisfies MenuEntry[])),
  ]
  const childNames = thread.children.map((c) => `${c.preferredName || c.firstName} ${c.lastName}`).join(', ')
  return (
    <section className={`${pageStyles.card} ${styles.reader}`} aria-labelledby="thread-title">
      {/* The text first, as mail apps on phones do: the rarely used actions wait in one menu */}
      <div className={styles.readerHeader}>
        <h2 id="thread-title">{thread.title}</h2>
        {actions.length > 0 && (
          <MenuButton trigger={<MoreIcon size={24} />} label={t.reader.moreActions} items={actions} />
        )}
      </div>
      <ThreadBadges thread={thread} />
      {childNames && (
        <p className={styles.muted}>
          {t.reader.children}: {childNames}
        </p>
      )}
      {thread.messages.map((m) => (
        <article key={m.id} id={`message-${m.id}`} tabIndex={-1} className={styles.message}>
          <div className={styles.messageMeta}>
            <span className={styles.sender}>{m.sender.name}</span>
            <span>{dayAndTime(m.sentAt, t.time.at)}</span>
          </div>
          <p className={styles.muted}>
            {t.reader.recipients}: {(m.recipientNames ?? m.recipients.map((r) => r.name)).join(', ')}
          </p>
          <p className={styles.content}>{m.content}</p>
          {m.attachments.length > 0 && (
            <AttachmentLinks files={m.attachments} className={styles.attachments} label={t.reader.attachments} />
          )}
        </article>
      ))}
      {/* The server says whether it would take a reply (its reply policy), so none is offered in vain */}
      {thread.canReply && !replying && !hasKept(replyDraftKey(thread.id)) ? (
        <div className={styles.actions}>
          <Button
            variant="primary"
            disabled={offline}
            onClick={() => setReplying(true)}
            {...preloadOnIntent(ReplyEditor)}
          >
            {t.reply.open}
          </Button>
        </div>
      ) : thread.canReply ? (
        <AsyncBoundary variant="inline" minHeight="12rem">
          <ReplyEditor
            thread={thread}
            myAccountId={myAccountId}
            open={replying}
            setOpen={setReplying}
            onSent={setSentReply}
          />
        </AsyncBoundary>
      ) : (
        <p className={styles.muted}>{t.reader.noReply}</p>
      )}
      {archiving && <ArchiveDialog threadId={thread.id} onClose={() => setArchiving(false)} onArchived={onArchived} />}
    </section>
  )
}
