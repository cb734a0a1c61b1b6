import { forwardRef } from 'react'
import { Link } from 'react-router'
import { absenceApplicationPath } from '@citizen/contract/web'
import { webConfig } from '../../shared/config'
import { Alert } from '../../ui/alert'
import { useCalendarTexts } from './i18n'

/**
 * The "more than five absence days from preschool" block of the absence and reservation modals
 * (spec 001 §5, §8): per blocked child a link to the child's absence application form, or, with
 * absence applications off, the words to contact the unit.
 */
export const PreschoolBlock = forwardRef<HTMLDivElement, { children: { id: string; name: string }[] }>(
  function PreschoolBlock({ children }, ref) {
    const t = useCalendarTexts()
    return (
      <div ref={ref} tabIndex={-1}>
        <Alert kind="warning" live>
          <p>{t.absences.preschoolBlock}</p>
          <ul>
            {children.map((c) => (
              <li key={c.id}>
                {webConfig.absenceApplications ? (
                  <Link to={absenceApplicationPath(c.id)}>{t.absences.preschoolApplication(c.name)}</Link>
                ) : (
                  t.absences.preschoolContact(c.name)
                )}
              </li>
            ))}
          </ul>
        </Alert>
      </div>
    )
  },
)
