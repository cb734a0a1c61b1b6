import {
  Button,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components'
import { useTranslation } from '../i18n'
import { CloseIcon } from './icons'
import type { ToastMessage } from './toast'
import buttonStyles from './button.module.css'
import styles from './toast.module.css'

/** Loaded by the first toast() (see toast.tsx). */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

export function Region() {
  const { t } = useTranslation()
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.kind]}`}>
          {/* Read from the page's live region (toast.tsx), not a second time from here */}
          <ToastContent className={styles.content} role="presentation">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className={`${buttonStyles.iconButton} ${styles.close}`} aria-label={t.common.close}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  )
}
