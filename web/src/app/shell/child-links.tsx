import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import type { Child } from '@citizen/contract/web'

/** How a child is named in the menus: the name used every day and the last name. */
export function childName(c: Child): string {
  return `${c.preferredName || c.firstName.split(' ')[0]} ${c.lastName}`
}

/** One link per child, for the phone menu, with what `after` shows beside it (its unread count). */
export function ChildLinks({ items, after }: { items: Child[]; after: (c: Child) => ReactNode }) {
  return items.map((c) => (
    <li key={c.id}>
      <NavLink to={`/children/${c.id}`}>
        {childName(c)}
        {after(c)}
      </NavLink>
    </li>
  ))
}
