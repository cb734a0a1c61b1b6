import { useRef, useState, type ReactNode } from 'react'
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
 * A button that opens a menu (react-aria-components). The library is loaded on the first pointer,
 * focus or key on the button, not with the page: the header is on every page, /login included,
 * and /login must stay small. Until then the button looks and is named the same.
 */
export function MenuButton(props: MenuButtonProps) {
  const [module, setModule] = useState<MenuModule | null>(loaded)
  const [openAtStart, setOpenAtStart] = useState(false)
  const [focusAtStart, setFocusAtStart] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (module) return <module.Menu {...props} defaultOpen={openAtStart} autoFocus={focusAtStart} />

  const load = () =>
    void loadMenu().then((m) => {
      // The real button takes the place of this one: it takes the focus too
      setFocusAtStart(document.activeElement === button.current)
      setModule(m)
    })
  return (
    <button
      ref={button}
      type="button"
      className={styles.trigger}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      onClick={() => {
        setOpenAtStart(true)
        load()
      }}
    >
      {props.trigger}
    </button>
  )
}
