import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import {
  formatDate,
  formatInstantDate,
  incomePaths,
  incomeStatementActions,
  type IncomeStatementChild,
  type IncomeStatementListItem,
  type PagedIncomeStatements,
} from '@citizen/contract/web'
import { apiCall } from '../../api/client'
import { useApiMutation } from '../../shared/api-mutation'
import { AsyncBoundary } from '../../shared/async-boundary'
import { usePageTitle } from '../../shared/page-title'
import { Alert } from '../../ui/alert'
import { Button, ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { useIncomeStatementTexts, type IncomeStatementTexts } from './i18n'
import { childStatementsQuery, incomeChildrenQuery, incomeKeys, ownStatementsQuery, partnerQuery } from './queries'
import { statementPath } from './paths'
import pageStyles from '../../shared/page.module.css'
import styles from './income-statements.module.css'

/** spec 002 "Income list" (/income): own statements, the partner notice, the children's statements */
export default function IncomeStatementsPage() {
  const t = useIncomeStatementTexts()
  usePageTitle(t.list.title)
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  return (
    <div className={pageStyles.page}>
      <section className={pageStyles.card}>
        <h1>{t.list.title}</h1>
        {t.list.intro.map((p) => (
          <p key={p} className={styles.text}>
            {p}
          </p>
        ))}
      </section>
      <AsyncBoundary minHeight="320px">
        <OwnStatements page={page} onPage={(n) => setParams(n === 1 ? {} : { page: String(n) })} />
      </AsyncBoundary>
      <AsyncBoundary variant="inline" fallback={null}>
        <ChildrenStatements />
      </AsyncBoundary>
    </div>
  )
}

function pageOf(text: string | null): number {
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

function OwnStatements({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useIncomeStatementTexts()
  const [list, partner] = useSuspenseQueries({ queries: [ownStatementsQuery(page), partnerQuery] })
  const p = partner.data.partner
  return (
    <>
      {p && !p.hasIncomeStatement && <Alert kind="info">{t.list.partnerMissing(p.name)}</Alert>}
      <section className={pageStyles.card} aria-labelledby="own-statements">
        <div className={styles.cardHeader}>
          <h2 id="own-statements">{t.list.ownTitle}</h2>
          <ButtonLink variant="primary" to={incomePaths.newStatement}>
            {t.list.newStatement}
          </ButtonLink>
        </div>
        <StatementTable list={list.data} childId={null} empty={t.list.noStatements} />
        <Pager page={page} pages={list.data.pages} onPage={onPage} label={t.list.pager} />
      </section>
    </>
  )
}

function ChildrenStatements() {
  const t = useIncomeStatementTexts()
  const { data: children } = useSuspenseQuery(incomeChildrenQuery)
  if (children.length === 0) return null
  return (
    <>
      <h2 className={styles.sectionTitle}>{t.list.childrenTitle}</h2>
      <p className={styles.sectionText}>{t.list.childrenIntro}</p>
      {children.map((child) => (
        <ChildStatements key={child.id} child={child} />
      ))}
    </>
  )
}

function ChildStatements({ child }: { child: IncomeStatementChild }) {
  const t = useIncomeStatementTexts()
  const [page, setPage] = useState(1)
  const headingId = `child-income-${child.id}`
  const name = `${child.firstName} ${child.lastName}`
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId}>{name}</h3>
        <ButtonLink variant="primary" to={incomePaths.newChildStatement(child.id)}>
          {t.list.newChildStatement}
          <span className="visually-hidden">: {name}</span>
        </ButtonLink>
      </div>
      <AsyncBoundary variant="inline" minHeight="120px" resetKey={page}>
        <ChildStatementList childId={child.id} page={page} onPage={setPage} name={name} />
      </AsyncBoundary>
    </section>
  )
}

function ChildStatementList({
  childId,
  page,
  onPage,
  name,
}: {
  childId: string
  page: number
  onPage: (page: number) => void
  name: string
}) {
  const t = useIncomeStatementTexts()
  const { data } = useSuspenseQuery(childStatementsQuery(childId, page))
  return (
    <>
      <StatementTable list={data} childId={childId} empty={t.list.noChildStatements} />
      <Pager page={page} pages={data.pages} onPage={onPage} label={`${t.list.pager}: ${name}`} />
    </>
  )
}

function StatementTable({
  list,
  childId,
  empty,
}: {
  list: PagedIncomeStatements
  childId: string | null
  empty: string
}) {
  const t = useIncomeStatementTexts()
  if (list.data.length === 0) return <p>{empty}</p>
  const c = t.list.columns
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{c.status}</th>
          <th scope="col">{c.startDate}</th>
          <th scope="col">{c.endDate}</th>
          <th scope="col">{c.created}</th>
          <th scope="col">{c.sent}</th>
          <th scope="col">{c.handler}</th>
          <th scope="col">
            <span className="visually-hidden">{c.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((s) => (
          <StatementRow key={s.id} statement={s} childId={childId} />
        ))}
      </tbody>
    </table>
  )
}

function StatementRow({ statement: s, childId }: { statement: IncomeStatementListItem; childId: string | null }) {
  const t = useIncomeStatementTexts()
  const c = t.list.columns
  const [confirming, setConfirming] = useState(false)
  const isDraft = s.status === 'DRAFT'
  const remove = useApiMutation({
    mutationFn: () => apiCall('deleteIncomeStatement', { params: { incomeStatementId: s.id } }),
    invalidates: [incomeKeys.all],
    failureTitle: t.list.deleteFailed,
    success: { title: isDraft ? t.list.deleted : t.list.cancelled },
    onSettled: () => setConfirming(false),
  })
  const path = statementPath(s.id, childId)
  const actions = incomeStatementActions(s)
  const what = t.list.statementOf(formatDate(s.startDate))
  return (
    <tr>
      <td data-label={c.status}>
        <span className={`${styles.status} ${styles[s.status]}`}>{t.statuses[s.status]}</span>
      </td>
      <td data-label={c.startDate}>{formatDate(s.startDate)}</td>
      <td data-label={c.endDate}>{s.endDate ? formatDate(s.endDate) : '–'}</td>
      <td data-label={c.created}>{formatInstantDate(s.createdAt)}</td>
      <td data-label={c.sent}>{s.sentAt ? formatInstantDate(s.sentAt) : '–'}</td>
      <td data-label={c.handler}>{s.handlerName ?? '–'}</td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          {actions.includes('EDIT') ? (
            <ButtonLink to={`${path}/edit`} aria-label={`${t.list.edit}: ${what}`}>
              {t.list.edit}
            </ButtonLink>
          ) : (
            <ButtonLink to={path} aria-label={`${t.list.view}: ${what}`}>
              {t.list.view}
            </ButtonLink>
          )}
          {actions.includes('UPDATE_SENT') && (
            <ButtonLink to={`${path}?update=true`} aria-label={`${t.list.addDetails}: ${what}`}>
              {t.list.addDetails}
            </ButtonLink>
          )}
          {(actions.includes('DELETE') || actions.includes('CANCEL')) && (
            <Button
              onClick={() => setConfirming(true)}
              aria-label={`${isDraft ? t.list.deleteDraft : t.list.cancelSent}: ${what}`}
            >
              {isDraft ? t.list.deleteDraft : t.list.cancelSent}
            </Button>
          )}
        </div>
        {confirming && (
          <DeleteDialog t={t} isDraft={isDraft} pending={remove.isPending} onClose={() => setConfirming(false)}>
            {() => remove.mutate()}
          </DeleteDialog>
        )}
      </td>
    </tr>
  )
}

function DeleteDialog({
  t,
  isDraft,
  pending,
  onClose,
  children: confirm,
}: {
  t: IncomeStatementTexts
  isDraft: boolean
  pending: boolean
  onClose: () => void
  children: () => void
}) {
  return (
    <Dialog
      title={isDraft ? t.list.deleteConfirmTitle : t.list.cancelConfirmTitle}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t.list.keep}</Button>
          <Button variant="danger" onClick={confirm} disabled={pending}>
            {isDraft ? t.list.deleteDraft : t.list.cancelSent}
          </Button>
        </>
      }
    >
      <p>{isDraft ? t.list.deleteConfirmText : t.list.cancelConfirmText}</p>
    </Dialog>
  )
}

/** Pages from 1; hidden with one page (spec 002 "Income list") */
function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
  label: string
}) {
  const t = useIncomeStatementTexts()
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t.list.previous}
      </Button>
      <ul>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'primary' : 'secondary'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t.list.page(n)}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t.list.next}
      </Button>
    </nav>
  )
}
