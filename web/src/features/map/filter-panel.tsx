import { memo, useId, type ReactNode } from 'react'
import { useMapTexts } from './i18n'
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons'
import { providerFilters, type MapCareType, type MapFilters } from './filters'
import styles from './filter-panel.module.css'

const careTypes: MapCareType[] = ['DAYCARE', 'CLUB', 'PRESCHOOL']
const languages = ['fi', 'sv'] as const

// Native radio buttons and checkboxes (with the look of ui/choice-group), not react-aria's: the
// map is a first page of many visitors and these render with it, so they stay light (issue 15)

// Memoised: the page renders again when the units arrive, and the filters do not change then
export const FilterPanel = memo(function FilterPanel({
  filters,
  onChange,
  showMore,
  onShowMoreChange,
}: {
  filters: MapFilters
  onChange: (filters: MapFilters) => void
  showMore: boolean
  onShowMoreChange: (show: boolean) => void
}) {
  const mt = useMapTexts()
  const panelId = useId()
  const triggerId = useId()
  return (
    <div className={styles.filters}>
      <ChoiceGroup
        type="radio"
        label={mt.careType}
        options={careTypes.map((c) => ({ value: c, label: mt.careTypes[c] }))}
        isChosen={(c) => filters.careType === c}
        onToggle={(careType) => onChange({ ...filters, careType })}
      />
      <ChoiceGroup
        type="checkbox"
        horizontal
        label={mt.language}
        options={languages.map((l) => ({ value: l, label: mt.languages[l] }))}
        isChosen={(l) => filters.languages.includes(l)}
        onToggle={(l, on) => onChange({ ...filters, languages: toggle(filters.languages, l, on) })}
      />
      <button
        type="button"
        id={triggerId}
        className={styles.trigger}
        aria-expanded={showMore}
        aria-controls={panelId}
        onClick={() => onShowMoreChange(!showMore)}
      >
        {showMore ? mt.showLessFilters : mt.showMoreFilters}
        {showMore ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </button>
      <div id={panelId} role="group" aria-labelledby={triggerId} hidden={!showMore}>
        <ChoiceGroup
          type="checkbox"
          horizontal
          label={mt.providerType}
          options={providerFilters.map((p) => ({ value: p, label: mt.providerTypes[p] }))}
          isChosen={(p) => filters.providers.includes(p)}
          onToggle={(p, on) => onChange({ ...filters, providers: toggle(filters.providers, p, on) })}
        />
        <Choice
          type="checkbox"
          label={mt.shiftCareOnly}
          checked={filters.shiftCareOnly}
          onChange={(shiftCareOnly) => onChange({ ...filters, shiftCareOnly })}
        />
      </div>
    </div>
  )
})

function toggle<T>(values: T[], value: T, on: boolean): T[] {
  return on ? (values.includes(value) ? values : [...values, value]) : values.filter((v) => v !== value)
}

function ChoiceGroup<T extends string>({
  type,
  label,
  options,
  horizontal,
  isChosen,
  onToggle,
}: {
  type: 'radio' | 'checkbox'
  label: string
  options: { value: T; label: string }[]
  horizontal?: boolean
  isChosen: (value: T) => boolean
  onToggle: (value: T, on: boolean) => void
}) {
  const name = useId()
  return (
    // A fieldset is a group; for radio buttons it is the radiogroup that holds them
    <fieldset className={styles.group} role={type === 'radio' ? 'radiogroup' : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={horizontal ? styles.row : styles.column}>
        {options.map((o) => (
          <Choice
            key={o.value}
            type={type}
            name={name}
            value={o.value}
            label={o.label}
            checked={isChosen(o.value)}
            onChange={(on) => onToggle(o.value, on)}
          />
        ))}
      </div>
    </fieldset>
  )
}

function Choice({
  type,
  name,
  value,
  label,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox'
  name?: string
  value?: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className={styles.option}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={styles.input}
      />
      <span className={`${styles.indicator} ${type === 'radio' ? styles.radio : styles.box}`} aria-hidden="true">
        {type === 'checkbox' && (
          <svg viewBox="0 0 18 18" width="14" height="14">
            <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        )}
      </span>
      <span>{label}</span>
    </label>
  )
}
