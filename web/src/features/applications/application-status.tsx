import type { ApplicationStatus } from '@citizen/contract/web'
import { useApplicationTexts } from './i18n'
import { statusDisplay, statusMarks, type StatusShape } from './status'
import styles from './applications.module.css'

/** A mark inside the status's circle */
const circled = (d: string) => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d={d} />
  </>
)

const shapes: Record<StatusShape, React.ReactNode> = {
  pencil: <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z" />,
  send: <path d="M22 2 11 13M22 2l-7 20-4-9-9-4Z" />,
  hourglass: <path d="M6 2h12M6 22h12M7 2v4l5 6-5 6v4M17 2v4l-5 6 5 6v4" />,
  exclamation: circled('M12 7v6M12 17h.01'),
  check: circled('m7.5 12.5 3 3 6-6.5'),
  cross: circled('m15 9-6 6M9 9l6 6'),
  ban: circled('m5 5 14 14'),
}

export function ApplicationStatusLabel({ status, decidable }: { status: ApplicationStatus; decidable: boolean }) {
  const t = useApplicationTexts()
  const display = statusDisplay(status, decidable)
  const mark = statusMarks[display]
  return (
    <span className={styles.status} style={{ color: mark.colour }} data-status={display}>
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.25}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={styles.statusIcon}
      >
        {shapes[mark.shape]}
      </svg>
      {t.statuses[display]}
    </span>
  )
}
