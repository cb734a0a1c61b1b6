import { useId } from 'react'
import { useTranslation } from '../../i18n'
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons'
import { providerFilters, type MapCareType, type MapFilters } from './filters'
import styles from './map.module.css'

const careTypes: MapCareType[] = ['DAYCARE', 'CLUB', 'PRESCHOOL']
const languages = ['fi', 'sv'] as const

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

export function FilterPanel({
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
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={styles.filters}>
      <fieldset className={styles.fieldset}>
        <legend>{t.map.careType}</legend>
        <div className={styles.radios}>
          {careTypes.map((c) => (
            <label key={c} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-care-type`}
                checked={filters.careType === c}
                onChange={() => onChange({ ...filters, careType: c })}
              />
              {t.map.careTypes[c]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t.map.language}</legend>
        <div className={styles.chips}>
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              className={styles.chip}
              aria-pressed={filters.languages.includes(l)}
              onClick={() => onChange({ ...filters, languages: toggle(filters.languages, l) })}
            >
              {t.map.languages[l]}
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className={styles.moreFilters}
        aria-expanded={showMore}
        aria-controls={`${id}-more`}
        onClick={() => onShowMoreChange(!showMore)}
      >
        {showMore ? t.map.showLessFilters : t.map.showMoreFilters}
        {showMore ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </button>
      <div id={`${id}-more`} hidden={!showMore}>
        <fieldset className={styles.fieldset}>
          <legend>{t.map.providerType}</legend>
          <div className={styles.chips}>
            {providerFilters.map((p) => (
              <button
                key={p}
                type="button"
                className={styles.chip}
                aria-pressed={filters.providers.includes(p)}
                onClick={() => onChange({ ...filters, providers: toggle(filters.providers, p) })}
              >
                {t.map.providerTypes[p]}
              </button>
            ))}
          </div>
        </fieldset>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={filters.shiftCareOnly}
            onChange={(e) => onChange({ ...filters, shiftCareOnly: e.target.checked })}
          />
          {t.map.shiftCareOnly}
        </label>
      </div>
    </div>
  )
}
