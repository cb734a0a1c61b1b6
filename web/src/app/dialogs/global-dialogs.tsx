import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'

interface DialogContent {
  kind: 'error' | 'info'
  title: string
  text: string
}

interface GlobalDialogs {
  showError: (content: Omit<DialogContent, 'kind'>) => void
  showInfo: (content: Omit<DialogContent, 'kind'>) => void
}

const Context = createContext<GlobalDialogs | null>(null)

/** The error and info modal dialogs (spec 000 "Global elements"), callable from any page. */
export function GlobalDialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [content, setContent] = useState<DialogContent | null>(null)
  const showError = useCallback((c: Omit<DialogContent, 'kind'>) => setContent({ ...c, kind: 'error' }), [])
  const showInfo = useCallback((c: Omit<DialogContent, 'kind'>) => setContent({ ...c, kind: 'info' }), [])
  const value = useMemo(() => ({ showError, showInfo }), [showError, showInfo])
  return (
    <Context.Provider value={value}>
      {children}
      {content && (
        <Dialog
          title={content.title}
          role={content.kind === 'error' ? 'alertdialog' : 'dialog'}
          onClose={() => setContent(null)}
          actions={
            <Button variant="primary" onClick={() => setContent(null)}>
              {t.common.ok}
            </Button>
          }
        >
          <p>{content.text}</p>
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
