import { useTranslation } from '../../i18n'
import { CheckboxGroup, Checkbox, RadioGroup } from '../../ui/choice-group'
import { Disclosure } from '../../ui/disclosure'
import { providerFilters, type MapCareType, type MapFilters } from './filters'
import styles from './map.module.css'

const careTypes: MapCareType[] = ['DAYCARE', 'CLUB', 'PRESCHOOL']
const languages = ['fi', 'sv'] as const

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
  return (
    <div className={styles.filters}>
      <RadioGroup
        label={t.map.careType}
        options={careTypes.map((c) => ({ value: c, label: t.map.careTypes[c] }))}
        value={filters.careType}
        onChange={(careType) => onChange({ ...filters, careType })}
      />
      <CheckboxGroup
        horizontal
        label={t.map.language}
        options={languages.map((l) => ({ value: l, label: t.map.languages[l] }))}
        value={filters.languages}
        onChange={(chosen) => onChange({ ...filters, languages: chosen })}
      />
      <Disclosure
        title={showMore ? t.map.showLessFilters : t.map.showMoreFilters}
        expanded={showMore}
        onExpandedChange={onShowMoreChange}
      >
        <CheckboxGroup
          horizontal
          label={t.map.providerType}
          options={providerFilters.map((p) => ({ value: p, label: t.map.providerTypes[p] }))}
          value={filters.providers}
          onChange={(providers) => onChange({ ...filters, providers })}
        />
        <Checkbox
          label={t.map.shiftCareOnly}
          checked={filters.shiftCareOnly}
          onChange={(shiftCareOnly) => onChange({ ...filters, shiftCareOnly })}
        />
      </Disclosure>
    </div>
  )
}
