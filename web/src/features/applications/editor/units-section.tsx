import { Suspense, useEffect, useState } from 'react'
import { preferredStartDateError } from '@citizen/contract/web'
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/choice-group'
import { SelectField } from '../../../ui/form'
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '../../../ui/icons'
import { useApplicationUnits } from '../queries'
import { UnitMap, useMapTexts } from '../../map/public'
import { Loading } from '../../../ui/spinner'
import { useEditor, SSN_FIELD } from './editor-context'
import { FormTextField } from '../../../shared/form/fields'
import { filterByLanguage, languagesAmong, type UnitLanguage } from './unit-languages'
import { rulesFacts } from './validation'
import styles from './editor.module.css'

const MAX_UNITS = 3

/** spec 000 editor section 2: sibling basis and 1-3 preferred units in order. */
export function UnitsSection() {
  const { application, form, state, update, errorOf, validation, t, bind } = useEditor()
  const common = useTranslation().t
  const mapTexts = useMapTexts()
  const e = t.editor
  const p = state.form.preferences
  const unitType = application.type === 'PRESCHOOL' ? (p.preparatory ? 'PREPARATORY' : 'PRESCHOOL') : application.type
  const shiftCare = p.serviceNeed?.shiftCare ?? false
  // The units are looked up for the last start date the application may have: a date being typed
  // passes through years like 0002 and 0202, whose answer would remove the chosen units
  const [unitsDate, setUnitsDate] = useState(p.preferredStartDate)
  if (p.preferredStartDate !== unitsDate && !preferredStartDateError(p.preferredStartDate, rulesFacts(validation)))
    setUnitsDate(p.preferredStartDate)
  const units = useApplicationUnits(unitType, unitsDate, shiftCare)
  const [choice, setChoice] = useState('')
  const [showMap, setShowMap] = useState(false)
  const [removed, setRemoved] = useState<string[]>([])
  const [languages, setLanguages] = useState<UnitLanguage[]>([])

  // spec: preferred units not offered on the chosen start date are removed with a warning
  const offered = units.data
  useEffect(() => {
    if (!offered) return
    const gone = form.getValues('form.preferences.preferredUnits').filter((u) => !offered.some((o) => o.id === u.id))
    if (gone.length === 0) return
    setRemoved(gone.map((u) => u.name))
    update(
      (d) =>
        void (d.form.preferences.preferredUnits = d.form.preferences.preferredUnits.filter((u) =>
          offered.some((o) => o.id === u.id),
        )),
    )
  }, [offered, form, update])

  const chosen = p.preferredUnits
  const move = (from: number, to: number) =>
    update((d) => {
      const list = d.form.preferences.preferredUnits
      const [item] = list.splice(from, 1)
      list.splice(to, 0, item!)
    })
  const addUnit = (unitId: string) => {
    const unit = units.data?.find((u) => u.id === unitId)
    if (!unit || chosen.some((c) => c.id === unit.id) || chosen.length >= MAX_UNITS) return
    update((d) => void d.form.preferences.preferredUnits.push({ id: unit.id, name: unit.name }))
    // A unit added: the list is touched and its error (none now) follows
    void form.trigger('form.preferences.preferredUnits')
  }
  // The dropdown and the map offer the units of the chosen languages that are not chosen yet
  const offeredLanguages = languagesAmong(units.data ?? [])
  const choosable = filterByLanguage(units.data ?? [], languages).filter((u) => !chosen.some((c) => c.id === u.id))
  // A choice hidden by the language filter is no choice
  const selected = choosable.some((u) => u.id === choice) ? choice : ''
  const toggleLanguage = (l: UnitLanguage) =>
    setLanguages((ls) => (ls.includes(l) ? ls.filter((x) => x !== l) : [...ls, l]))
  return (
    <>
      <Checkbox
        label={e.siblingBasis}
        checked={state.siblingBasis}
        onChange={(v) => update((d) => void (d.siblingBasis = v))}
      />
      {state.siblingBasis && (
        <>
          <FormTextField {...bind} name="form.preferences.siblingBasis.siblingName" label={e.siblingName} required />
          <FormTextField
            {...bind}
            name="form.preferences.siblingBasis.siblingSsn"
            label={e.siblingSsn}
            required
            {...SSN_FIELD}
          />
          {application.type === 'PRESCHOOL' && (
            <FormTextField {...bind} name="form.preferences.siblingBasis.siblingUnit" label={e.siblingUnit} required />
          )}
        </>
      )}

      <h3>{e.preferredUnits}</h3>
      <p>
        {e.preferredUnitsInfo}{' '}
        <Link to="/map" target="_blank" rel="noreferrer">
          {e.showOnMap} <span className="visually-hidden">{common.common.newWindow}</span>
        </Link>
      </p>
      {removed.length > 0 && (
        <Alert kind="warning" live>
          {e.unitsRemoved(removed.join(', '))}
        </Alert>
      )}
      {!p.preferredStartDate ? (
        <p>{e.startDateFirst}</p>
      ) : (
        <>
          <ol aria-label={e.preferredUnits} className={styles.chosenUnits}>
            {chosen.map((u, i) => (
              <li key={u.id}>
                <span className={styles.chosenUnit}>
                  <strong>{u.name}</strong>
                  <span className={styles.unitButtons}>
                    <Button aria-label={e.moveUp(u.name)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                      <ChevronUpIcon />
                    </Button>
                    <Button
                      aria-label={e.moveDown(u.name)}
                      disabled={i === chosen.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <ChevronDownIcon />
                    </Button>
                    <Button
                      aria-label={e.remove(u.name)}
                      onClick={() =>
                        update((d) => void (d.form.preferences.preferredUnits = chosen.filter((x) => x.id !== u.id)))
                      }
                    >
                      <CloseIcon />
                    </Button>
                  </span>
                </span>
              </li>
            ))}
          </ol>
          {/* One language alone gives nothing to choose between */}
          {chosen.length < MAX_UNITS && offeredLanguages.length > 1 && (
            <fieldset className={styles.languageFilter}>
              <legend>{mapTexts.language}</legend>
              <div className={styles.chips}>
                {offeredLanguages.map((l) => (
                  <button
                    key={l}
                    type="button"
                    className={styles.chip}
                    aria-pressed={languages.includes(l)}
                    onClick={() => toggleLanguage(l)}
                  >
                    {mapTexts.languages[l]}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          {chosen.length >= MAX_UNITS ? (
            <p>{e.maxUnits}</p>
          ) : (
            <div className={styles.unitPicker}>
              <SelectField
                label={e.chooseUnit}
                placeholder={e.chooseUnitPlaceholder}
                value={selected}
                onChange={setChoice}
                options={choosable.map((u) => ({ value: u.id, label: `${u.name}, ${u.streetAddress}` }))}
                error={errorOf('form.preferences.preferredUnits')}
              />
              <Button
                disabled={!selected}
                onClick={() => {
                  addUnit(selected)
                  setChoice('')
                }}
                style={{ marginBottom: 'var(--space-m)' }}
              >
                {e.chooseUnit}
              </Button>
            </div>
          )}
          <Button aria-expanded={showMap} onClick={() => setShowMap((v) => !v)}>
            {showMap ? e.hideMap : e.chooseOnMap}
          </Button>
          {showMap && (
            <div style={{ height: 420, marginTop: 'var(--space-m)' }}>
              <Suspense fallback={<Loading label={e.chooseOnMap} />}>
                <UnitMap
                  units={choosable}
                  selectedUnitId={null}
                  address={null}
                  label={e.chooseOnMap}
                  showDetailsLabel={e.chooseUnit}
                  visible
                  onSelectUnit={() => {}}
                  onShowDetails={addUnit}
                />
              </Suspense>
            </div>
          )}
        </>
      )}
    </>
  )
}
