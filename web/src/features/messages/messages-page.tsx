import { lazy, Suspense, useEffect, useState } from 'react'
import { useOnline } from '../../shared/online'
import { OfflineCopyNotice } from '../../shared/offline-copy/notice'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { usePrefetchQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useUser } from '../../shared/auth'
import { useMediaQuery } from '../../shared/media-query'
import { usePageTitle } from '../../shared/page-title'
import { Button } from '../../ui/button'
import { ArrowLeftIcon } from '../../ui/icons'
import { useMessageTexts } from './i18n'
import { myAccountQuery, receivedQuery } from './queries'
import { ThreadList } from './thread-list'
import { ThreadReader } from './thread-reader'
import pageStyles from '../../shared/page.module.css'
import styles from './messages.module.css'

// The editor brings the form widgets and the upload control: loaded when it opens
const NewMessageEditor = lazy(() => import('./new-message-editor'))

/** From this width the list and the reader side by side; narrower, one at a time */
const WIDE = '(min-width: 800px)'

/** spec 001 "Messages screen" (/messages and /messages/:threadId) */
export default function MessagesPage() {
  const t = useMessageTexts()
  usePageTitle(t.title)
  usePrefetchQuery(myAccountQuery)
  return (
    <AsyncBoundary
      fallback={
        <div className={pageStyles.page}>
          <TitleBar editorOpen />
        </div>
      }
    >
      <Messages />
    </AsyncBoundary>
  )
}

function TitleBar({ editorOpen }: { editorOpen: boolean }) {
  const t = useMessageTexts()
  const user = useUser()
  const [, setParams] = useSearchParams()
  const offline = !useOnline()
  return (
    <div className={styles.titleBar}>
      <h1>{t.title}</h1>
      {user?.user.accessibleFeatures.composeNewMessage && (
        <Button variant="primary" disabled={editorOpen || offline} onClick={() => setParams({ editorVisible: 'true' })}>
          {t.newMessage}
        </Button>
      )}
    </div>
  )
}

function Messages() {
  const t = useMessageTexts()
  const { threadId = null } = useParams()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = useSuspenseInfiniteQuery(receivedQuery)
  const { data: account } = useSuspenseQuery(myAccountQuery)
  const wide = useMediaQuery(WIDE)
  const threads = query.data.pages.flatMap((p) => p.data)
  const selected = threadId ? (threads.find((x) => x.id === threadId) ?? null) : null
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  // A thread opened by its address may be on a later page: load on until it is found
  const missing = threadId !== null && selected === null
  useEffect(() => {
    if (missing && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [missing, hasNextPage, isFetchingNextPage, fetchNextPage])
  const editorOpen = params.get('editorVisible') === 'true'
  // A sent message's row in the list takes the focus (the editor that had it is gone); a phone
  // reading a thread goes back to the list for it
  const [sentThread, setSentThread] = useState<string | null>(null)
  const closeEditor = (sentThreadId?: string) => {
    if (sentThreadId) setSentThread(sentThreadId)
    if (sentThreadId && threadId && !wide) void navigate('/messages')
    else
      setParams((p) => {
        p.delete('editorVisible')
        return p
      })
  }
  useEffect(() => {
    // Not while the modal editor is still open: the page behind it takes no focus
    if (!sentThread || editorOpen) return
    const row = document.querySelector<HTMLElement>(`[data-thread-id="${sentThread}"] a`)
    if (!row) return
    row.focus()
    setSentThread(null)
  }, [sentThread, threads, editorOpen])
  const onArchived = (id: string) => {
    if (id === threadId) void navigate('/messages')
  }
  const list = (
    <ThreadList
      threads={threads}
      myAccountId={account.accountId}
      selectedId={threadId}
      hasMore={hasNextPage}
      loadingMore={isFetchingNextPage}
      loadMore={() => void fetchNextPage()}
      onArchived={onArchived}
    />
  )
  const reader = selected ? (
    <ThreadReader
      key={selected.id}
      thread={selected}
      myAccountId={account.accountId}
      onArchived={() => onArchived(selected.id)}
    />
  ) : (
    <p className={`${pageStyles.card} ${styles.placeholder}`}>
      {threadId && !hasNextPage ? t.threadNotFound : threads.length === 0 ? t.emptyInbox : t.noneSelected}
    </p>
  )
  return (
    <>
      <div className={pageStyles.page}>
        <TitleBar editorOpen={editorOpen} />
        <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
        {threads.length === 0 && !threadId ? (
          list
        ) : wide ? (
          <div className={styles.columns}>
            <div>{list}</div>
            {reader}
          </div>
        ) : threadId ? (
          <div className={styles.single}>
            <Link className={styles.back} to="/messages">
              <ArrowLeftIcon />
              {t.back}
            </Link>
            {reader}
          </div>
        ) : (
          list
        )}
      </div>
      {/* Outside the page: its phone margins would move the full-screen panel */}
      {editorOpen && (
        <AsyncBoundary variant="inline" fallback={null}>
          <Suspense fallback={null}>
            <NewMessageEditor onClose={closeEditor} />
          </Suspense>
        </AsyncBoundary>
      )}
    </>
  )
}
