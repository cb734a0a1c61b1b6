import { NavLink } from 'react-router'
import { useTranslation } from '../../i18n'
import { CalendarIcon, ChildIcon, MessageIcon } from '../../ui/icons'
import { CountBadge } from '../../ui/count-badge'
import type { HeaderCounts } from '../../shared/header-counts'
import type { NavigationModel } from './nav-model'

/** The first links of the desktop header and of the phone's bottom bar (with icons): calendar, messages, the only child */
export function MainLinks({
  nav,
  counts,
  className,
  icons,
}: {
  nav: NavigationModel
  counts: HeaderCounts
  className: string | undefined
  icons: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      {nav.showCalendar && (
        <li>
          <NavLink className={className} to="/calendar">
            {icons && <CalendarIcon size={22} />}
            {t.header.calendar}
          </NavLink>
        </li>
      )}
      {nav.showMessages && (
        <li>
          <NavLink className={className} to="/messages">
            {icons && <MessageIcon size={22} />}
            {t.header.messages}
            <CountBadge count={counts.messages} />
          </NavLink>
        </li>
      )}
      {nav.children.length === 1 && (
        <li>
          <NavLink className={className} to={`/children/${nav.children[0]!.id}`}>
            {icons && <ChildIcon size={22} />}
            {t.header.children}
            <CountBadge count={counts.documentsTotal} />
          </NavLink>
        </li>
      )}
    </>
  )
}
