import { useQuery } from '@tanstack/react-query'
import { childDocumentPath } from '@citizen/contract/web'
import { Link } from 'react-router'
import { useUser } from '../../shared/auth'
import { Alert } from '../../ui/alert'
import { useDocumentTexts } from './i18n'
import { unansweredDocumentsQuery } from './queries'

/**
 * The calendar's "staff asked you to fill in a document" notice (reference §8 /unanswered), one a
 * document, with its link to fill it in; a weak login is told that filling in needs a strong one.
 * A failure to read them hides them: the calendar matters more.
 */
export function UnansweredDocumentsNotice() {
  const documents = useQuery(unansweredDocumentsQuery).data ?? []
  if (documents.length === 0) return null
  return <Notices documents={documents} />
}

function Notices({ documents }: { documents: { id: string; child: { firstName: string; lastName: string } }[] }) {
  const t = useDocumentTexts()
  const weak = useUser()?.authLevel !== 'STRONG'
  return (
    <>
      {documents.map((d) => (
        <Alert key={d.id} kind="info">
          <p>
            {t.notice.text(`${d.child.firstName} ${d.child.lastName}`)}
            {weak && ` ${t.notice.weak}`}
          </p>
          <Link to={childDocumentPath(d.id, { returnTo: 'calendar', readOnly: false })}>{t.notice.link}</Link>
        </Alert>
      ))}
    </>
  )
}
