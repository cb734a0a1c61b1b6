import { useQueryClient } from '@tanstack/react-query'
import { useOfflineCopyOn } from '../../shared/offline-copy/setting'
import { Button } from '../../ui/button'
import { usePersonalDataTexts } from './i18n'
import pageStyles from '../../shared/page.module.css'

/**
 * issue 42: the device's offline copy, off by default. The setting lives in this browser; turning
 * it off deletes the copy at once. The copy's code loads with the click, never with the page.
 */
export function OfflineCopySection({ personId }: { personId: string }) {
  const t = usePersonalDataTexts().offlineCopy
  const queryClient = useQueryClient()
  const on = useOfflineCopyOn(personId)
  const copy = () => import('../../shared/offline-copy/copy')
  return (
    <section className={pageStyles.card} aria-labelledby="offline-copy-title">
      <h2 id="offline-copy-title">{t.title}</h2>
      <p id="offline-copy-label">
        <strong>{t.label}</strong>
      </p>
      <p id="offline-copy-state">{on ? t.on : t.off}</p>
      <Button
        aria-describedby="offline-copy-label offline-copy-state"
        onClick={() => void copy().then((m) => (on ? m.turnOff() : m.turnOn(queryClient, personId)))}
      >
        {on ? t.turnOff : t.turnOn}
      </Button>
    </section>
  )
}
