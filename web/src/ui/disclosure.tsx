import type { ReactNode } from 'react'
import { Button, Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components'
import { ChevronDownIcon, ChevronUpIcon } from './icons'
import styles from './disclosure.module.css'

/** A button that shows and hides the content under it (react-aria-components Disclosure). */
export function Disclosure({
  title,
  expanded,
  onExpandedChange,
  children,
}: {
  /** The button's text; may change with the state (e.g. "show more" / "show less") */
  title: ReactNode
  expanded: boolean
  onExpandedChange: (expanded: boolean) => void
  children: ReactNode
}) {
  return (
    <AriaDisclosure isExpanded={expanded} onExpandedChange={onExpandedChange} className={styles.disclosure}>
      <Button slot="trigger" className={styles.trigger}>
        {title}
        {expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </Button>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  )
}
