import { useState, type ReactNode } from 'react'
import styles from './menu.module.css'

export interface MenuEntry {
  id: string
  /** What the item shows (may hold icons and badges) */
  label: ReactNode
  /** The item as plain text, for typing to find it */
  textValue: string
  /** A link within the app, or */
  href?: string
  /** an action (e.g. log out) */
  onAction?: () => void
  /** The page the link leads to is the one shown */
  current?: boolean
}

export interface MenuButtonProps {
  /** Content of the trigger button */
  trigger: ReactNode
  /** Accessible name of the trigger (and of the menu) */
  label: string
  items: MenuEntry[]
  /** For a choice of one (e.g. the language): the chosen item's id */
  selected?: string
}

type MenuModule = typeof import('./menu')
let loading: Promise<MenuModule> | null = null
let loaded: MenuModule | null = null
const loadMenu = () => (loading ??= import('./menu').then((m) => (loaded = m)))

/**
 * A button that opens a menu (react-aria-components). The header is on every page, /login
 * included, and /login must stay small: the library is fetched when a pointer or the focus comes
 * to the button, and takes the button's place when it is pressed (swapping it earlier could lose a
 * press half made). Until then the button looks and is named the same.
 */
export function MenuButton(props: MenuButtonProps) {
  const [module, setModule] = useState<MenuModule | null>(loaded)
  const [openAtStart, setOpenAtStart] = useState(false)
  if (module) return <module.Menu {...props} openAtStart={openAtStart} />
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() =>
        void loadMenu().then((m) => {
          setOpenAtStart(true)
          setModule(m)
        })
      }
    >
      {props.trigger}
    </button>
  )
}
