import { useEffect, useRef, useState } from 'react'
import { useHref, useNavigate } from 'react-router'
import {
  Button,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  type Selection,
} from 'react-aria-components'
import type { MenuButtonProps } from './menu-button'
import styles from './menu.module.css'

/** The menu behind MenuButton; loaded on demand, so only MenuButton imports it. */
export function Menu({ trigger, label, items, selected, openAtStart }: MenuButtonProps & { openAtStart: boolean }) {
  const navigate = useNavigate()
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  // Standing in for the button pressed before the library came: its focus first, then the menu
  // (which gives the focus back to the button when it closes)
  useEffect(() => {
    if (!openAtStart) return
    button.current?.focus()
    setOpen(true)
  }, [openAtStart])
  return (
    // Links in the menu move within the app rather than load the page anew
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button ref={button} className={styles.trigger} aria-label={label}>
          {trigger}
        </Button>
        <Popover className={styles.panel} placement="bottom end" offset={4}>
          <AriaMenu
            aria-label={label}
            className={styles.menu}
            items={items}
            selectionMode={selected ? 'single' : 'none'}
            selectedKeys={selected ? [selected] : []}
            disallowEmptySelection
            onSelectionChange={(keys: Selection) => {
              const key = keys === 'all' ? null : [...keys][0]
              items.find((i) => i.id === key)?.onAction?.()
            }}
          >
            {(item) => (
              <MenuItem
                id={item.id}
                href={item.href}
                textValue={item.textValue}
                onAction={selected ? undefined : item.onAction}
                className={item.current ? `${styles.item} ${styles.current}` : styles.item}
              >
                {item.label}
              </MenuItem>
            )}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  )
}
