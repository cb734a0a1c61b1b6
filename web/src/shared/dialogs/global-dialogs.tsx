import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'

interface Choice {
  label: string
  onChoose: () => void
}

interface DialogContent {
  kind: 'error' | 'info' | 'confirm' | 'choose'
  title: string
  text?: string
  /** confirm: the button that goes on, and what it does */
  confirmLabel?: string
  onConfirm?: () => void
  /** choose: the ways to go on, the default first */
  choices?: Choice[]
}

interface GlobalDialogs {
  /** An error always says what happened: without a text it gets the unexpected-error text */
  showError: (content: { title: string; text: string }) => void
  /** An info may be its title alone ("Application sent") */
  showInfo: (content: { title: string; text?: string }) => void
  /** Asks before something that cannot be undone: says what will happen; cancel is the default */
  confirm: (content: { title: string; text: string; confirmLabel: string; onConfirm: () => void }) => void
  /**
   * Asks which of two or more ways to go on: the first is the default (focused, primary), then the
   * others, then cancel (also Escape), which does none of them
   */
  choose: (content: { title: string; text: string; choices: Choice[] }) => void
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
  const choose = useCallback(
    (c: { title: string; text: string; choices: Choice[] }) => setContent({ ...c, kind: 'choose' }),
    [],
  )
  const value = useMemo(() => ({ showError, showInfo, confirm, choose }), [showError, showInfo, confirm, choose])
  const close = (then?: () => void) => () => {
    setContent(null)
    then?.()
  }
  return (
    <Context.Provider value={value}>
      {children}
      {content && (
        <Dialog
          title={content.title}
          role={content.kind === 'error' ? 'alertdialog' : 'dialog'}
          onClose={close()}
          actions={
            content.kind === 'confirm' ? (
              <>
                <Button onClick={close()}>{t.common.cancel}</Button>
                <Button variant="danger" onClick={close(content.onConfirm)}>
                  {content.confirmLabel}
                </Button>
              </>
            ) : content.kind === 'choose' ? (
              <>
                {content.choices?.map((c, i) => (
                  <Button key={c.label} variant={i === 0 ? 'primary' : undefined} onClick={close(c.onChoose)}>
                    {c.label}
                  </Button>
                ))}
                <Button onClick={close()}>{t.common.cancel}</Button>
              </>
            ) : (
              <Button variant="primary" onClick={close()}>
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
