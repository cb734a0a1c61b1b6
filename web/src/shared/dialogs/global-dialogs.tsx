import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'

interface DialogContent {
  kind: 'error' | 'info' | 'confirm'
  title: string
  text?: string
  /** confirm: the button that goes on, and what it does */
  confirmLabel?: string
  onConfirm?: () => void
}

interface GlobalDialogs {
  /** An error always says what happened: without a text it gets the unexpected-error text */
  showError: (content: { title: string; text: string }) => void
  /** An info may be its title alone ("Application sent") */
  showInfo: (content: { title: string; text?: string }) => void
  /** Asks before something that cannot be undone: says what will happen; cancel is the default */
  confirm: (content: { title: string; text: string; confirmLabel: string; onConfirm: () => void }) => void
}

const Context = createContext<GlobalDialogs | null>(null)

/** The error and info modal dialogs (spec 000 "Global elements"), callable from any page. */
export function GlobalDialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [content, setContent] = useState<DialogContent | null>(null)
  const showError = useCallback(
    (c: { title: string; text: string }) =>
      setContent({ title: c.title, text: c.text.trim() || t.common.errors.unexpectedText, kind: 'error' }),
    [t],
  )
  const showInfo = useCallback((c: { title: string; text?: string }) => setContent({ ...c, kind: 'info' }), [])
  const confirm = useCallback(
    (c: { title: string; text: string; confirmLabel: string; onConfirm: () => void }) =>
      setContent({ ...c, kind: 'confirm' }),
    [],
  )
  const value = useMemo(() => ({ showError, showInfo, confirm }), [showError, showInfo, confirm])
  return (
    <Context.Provider value={value}>
      {children}
      {content && (
        <Dialog
          title={content.title}
          role={content.kind === 'error' ? 'alertdialog' : 'dialog'}
          onClose={() => setContent(null)}
          actions={
            content.kind === 'confirm' ? (
              <>
                <Button onClick={() => setContent(null)}>{t.common.cancel}</Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    setContent(null)
                    content.onConfirm?.()
                  }}
                >
                  {content.confirmLabel}
                </Button>
              </>
            ) : (
              <Button variant="primary" onClick={() => setContent(null)}>
                {t.common.ok}
              </Button>
            )
          }
        >
          {content.text && <p>{content.text}</p>}
        </Dialog>
      )}
    </Context.Provider>
  )
}

export function useGlobalDialogs(): GlobalDialogs {
  const ctx = useContext(Context)
  if (!ctx) throw new Error('useGlobalDialogs outside GlobalDialogsProvider')
  return ctx
}
