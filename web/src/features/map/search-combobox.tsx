import { useEffect, useRef, useState } from 'react'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components'
import type { PublicUnit } from '@citizen/contract/web'
import { useMapTexts } from './i18n'
import { matchUnitsByName } from './filters'
import { useAddressSearch, type AddressSuggestion } from './queries'
import { ClearSearchButton } from './search-box'
import styles from './map.module.css'

// spec 002: search input is debounced by 500 ms
const DEBOUNCE_MS = 500

type Option = { id: string; text: string } & (
  { kind: 'unit'; unit: PublicUnit } | { kind: 'address'; address: AddressSuggestion }
)

export interface SearchBoxProps {
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
 * Combobox searching unit names and addresses: arrow keys move through the suggestions, Enter
 * chooses, Escape closes. Typed text stays as typed (it is a search, not a choice from a list).
 * search-box.tsx loads it when the field is about to be used.
 */
export default function SearchComboBox({
  units,
  text,
  onTextChange,
  onSelectUnit,
  onSelectAddress,
  onClear,
  focusOnMount,
}: SearchBoxProps & {
  /** It takes the place of a plain field that has the focus: the focus moves here */
  focusOnMount: boolean
}) {
  const mt = useMapTexts()
  const [focused, setFocused] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const field = input.current
    if (!focusOnMount || !field) return
    field.focus()
    field.setSelectionRange(field.value.length, field.value.length)
    // Once, when it takes the plain field's place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const query = useDebounced(text, DEBOUNCE_MS)
  const searchable = query.trim().length >= 3
  const addresses = useAddressSearch(query)
  const unitMatches = matchUnitsByName(units, query).slice(0, 8)
  const addressMatches = searchable ? (addresses.data ?? []) : []
  const options: Option[] = searchable
    ? [
        ...unitMatches.map((unit) => ({ kind: 'unit' as const, unit, id: `unit-${unit.id}`, text: unit.name })),
        ...addressMatches.map((address, i) => ({
          kind: 'address' as const,
          address,
          id: `address-${i}`,
          text: [address.streetAddress, address.postOffice].filter(Boolean).join(', '),
        })),
      ]
    : []
  const waiting = text.trim().length >= 3 && (text !== query || addresses.isFetching)

  const hint = !text.trim()
    ? mt.keywordRequired
    : text.trim().length < 3
      ? mt.keywordRequired
      : waiting
        ? mt.searching
        : addresses.isError
          ? mt.addressSearchFailed
          : options.length === 0
            ? mt.noResults
            : ''

  return (
    <ComboBox
      className={styles.search}
      items={options}
      inputValue={text}
      onInputChange={onTextChange}
      // A search: text that matches nothing stays, and leaving the field keeps it
      allowsCustomValue
      menuTrigger="focus"
      onFocusChange={setFocused}
      onSelectionChange={(key) => {
        const option = options.find((o) => o.id === key)
        if (!option) return
        if (option.kind === 'unit') onSelectUnit(option.unit)
        else onSelectAddress(option.address)
      }}
    >
      <Label className={styles.searchLabel}>{mt.searchLabel}</Label>
      <div className={styles.searchField}>
        <Input ref={input} placeholder={mt.searchPlaceholder} />
        {text && <ClearSearchButton label={mt.clearSearch} onClear={onClear} />}
      </div>
      <Text slot="description" className={styles.searchHint} aria-live="polite">
        {focused || text ? hint : ''}
      </Text>
      <Popover className={styles.suggestions} offset={0}>
        <ListBox<Option> aria-label={mt.searchLabel}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.text} className={styles.option}>
              <span className={styles.optionKind}>{option.kind === 'unit' ? mt.unitsGroup : mt.addressesGroup}</span>
              {option.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
