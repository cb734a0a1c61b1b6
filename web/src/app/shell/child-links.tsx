import { NavLink } from 'react-router'
import type { Child } from '@citizen/contract/web'

/** One link per child, for the desktop dropdown and the phone menu. */
export function ChildLinks({ items }: { items: Child[] }) {
  return items.map((c) => (
    <li key={c.id}>
      <NavLink to={`/children/${c.id}`}>
        {c.preferredName || c.firstName.split(' ')[0]} {c.lastName}
      </NavLink>
    </li>
  ))
}
