import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import type { PublicUnit } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { CloseIcon } from '../../ui/icons'
import { matchUnitsByName } from './filters'
import { useAddressSearch, type AddressSuggestion } from './queries'
import styles from './map.module.css'

// spec 002: search input is debounced by 500 ms
const DEBOUNCE_MS = 500

type Option = { kind: 'unit'; unit: PublicUnit } | { kind: 'address'; address: AddressSuggestion }

interface Props {
  units: PublicUnit[]
  text: string
  onTextChange: (text: string) => void
  onSelectUnit: (unit: PublicUnit) => void
  onSelectAddress: (address: AddressSuggestion) => void
  onClear: () => void
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * Combobox (ARIA 1.2 pattern) searching unit names and addresses: arrow keys move through the
 * suggestions, Enter chooses, Escape closes.
 */
export function SearchBox({ units, text, onTextChange, onSelectUnit, onSelectAddress, onClear }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebounced(text, DEBOUNCE_MS)
  const searchable = query.trim().length >= 3
  const addresses = useAddressSearch(query)
  const unitMatches = matchUnitsByName(units, query).slice(0, 8)
  const addressMatches = searchable ? (addresses.data ?? []) : []
  const options: Option[] = [
    ...unitMatches.map((unit) => ({ kind: 'unit' as const, unit })),
    ...addressMatches.map((address) => ({ kind: 'address' as const, address })),
  ]
  const waiting = text.trim().length >= 3 && (text !== query || addresses.isFetching)
  const showList = open && searchable && options.length > 0

  useEffect(() => setActive(-1), [query])

  const choose = (option: Option) => {
    setOpen(false)
    if (option.kind === 'unit') onSelectUnit(option.unit)
    else onSelectAddress(option.address)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((a) => Math.min(options.length - 1, a + 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => Math.max(0, a - 1))
    } else if (e.key === 'Enter' && showList && active >= 0) {
      e.preventDefault()
      choose(options[active]!)
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }

  const hint = !text.trim()
    ? t.map.keywordRequired
    : text.trim().length < 3
      ? t.map.keywordRequired
      : waiting
        ? t.map.searching
        : addresses.isError
          ? t.map.addressSearchFailed
          : options.length === 0
            ? t.map.noResults
            : ''

  const optionId = (i: number) => `${id}-option-${i}`
  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className={styles.searchLabel}>
        {t.map.searchLabel}
      </label>
      <div className={styles.searchField}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={t.map.searchPlaceholder}
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={t.map.clearSearch}
            onClick={() => {
              onClear()
              setOpen(false)
            }}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.searchHint} aria-live="polite">
        {open || text ? hint : ''}
      </p>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t.map.searchLabel}
        className={styles.suggestions}
        hidden={!showList}
      >
        {options.map((option, i) => (
          <li
            key={
              option.kind === 'unit'
                ? option.unit.id
                : `${option.address.streetAddress}-${option.address.postalCode}-${i}`
            }
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.activeOption : undefined}
            // mousedown, not click: the input must not lose focus before the choice is made
            onMouseDown={(e) => {
              e.preventDefault()
              choose(option)
            }}
          >
            {option.kind === 'unit' ? (
              <>
                <span className={styles.optionKind}>{t.map.unitsGroup}</span>
                {option.unit.name}
              </>
            ) : (
              <>
                <span className={styles.optionKind}>{t.map.addressesGroup}</span>
                {option.address.streetAddress}
                {option.address.postOffice ? `, ${option.address.postOffice}` : ''}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
