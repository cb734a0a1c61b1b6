import { useId, useRef, useState, type RefObject } from 'react'
import { useMapTexts } from './i18n'
import { CloseIcon } from '../../ui/icons'
import type { SearchBoxProps } from './search-combobox'
import buttonStyles from '../../ui/button.module.css'
import styles from './map.module.css'

type ComboBoxModule = typeof import('./search-combobox')
let loading: Promise<ComboBoxModule> | null = null
let loaded: ComboBoxModule | null = null
const loadComboBox = () => {
  loading ??= import('./search-combobox').then((m) => (loaded = m))
  loading.catch(() => (loading = null))
  return loading
}

/**
 * The search field of the map. The combobox with its suggestions (react-aria-components, the
 * page's heaviest widget after the map) is fetched when a pointer or the focus comes to the field
 * and then takes its place, keeping the text and the focus; until then the field is a plain one
 * that looks, is named and takes typing the same (the menus of the header do the same).
 */
export function SearchBox(props: SearchBoxProps) {
  const [module, setModule] = useState<ComboBoxModule | null>(loaded)
  const plain = useRef<HTMLInputElement>(null)
  const [focusOnMount, setFocusOnMount] = useState(false)
  const load = () => {
    if (module) return
    loadComboBox()
      .then((m) => {
        setFocusOnMount(plain.current !== null && document.activeElement === plain.current)
        setModule(m)
      })
      .catch(() => {
        // the plain field keeps working for typing; the next pointer or focus tries again
      })
  }
  if (module) return <module.default {...props} focusOnMount={focusOnMount} />
  return <PlainSearchField {...props} inputRef={plain} onIntent={load} />
}

function PlainSearchField({
  text,
  onTextChange,
  onClear,
  inputRef,
  onIntent,
}: SearchBoxProps & { inputRef: RefObject<HTMLInputElement | null>; onIntent: () => void }) {
  const mt = useMapTexts()
  const [focused, setFocused] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const listId = useId()
  const hint = text.trim().length < 3 ? mt.keywordRequired : mt.searching
  return (
    <div className={styles.search} onPointerEnter={onIntent} onTouchStart={onIntent}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {mt.searchLabel}
      </label>
      <div className={styles.searchField}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={hintId}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={mt.searchPlaceholder}
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          onFocus={() => {
            setFocused(true)
            onIntent()
          }}
          onBlur={() => setFocused(false)}
        />
        {text && <ClearSearchButton label={mt.clearSearch} onClear={onClear} />}
      </div>
      <span id={hintId} className={styles.searchHint} aria-live="polite">
        {focused || text ? hint : ''}
      </span>
      {/* The suggestions' place, empty and hidden until the combobox takes over */}
      <div id={listId} role="listbox" aria-label={mt.searchLabel} hidden />
    </div>
  )
}

/** Empties the search field: the light box's and the combobox's */
export function ClearSearchButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.iconButton} ${styles.clearButton}`}
      aria-label={label}
      onClick={onClear}
    >
      <CloseIcon />
    </button>
  )
}
