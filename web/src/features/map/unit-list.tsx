import { useState } from 'react'
import type { PublicUnit } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { useMapTexts } from './i18n'
import { formatDistance, type ArrangedUnits } from './distances'
import styles from './map.module.css'

function UnitButton({
  unit,
  distance,
  onSelect,
}: {
  unit: PublicUnit
  distance?: string
  onSelect: (u: PublicUnit) => void
}) {
  return (
    <li>
      <button type="button" className={styles.unitButton} onClick={() => onSelect(unit)}>
        <span className={styles.unitName}>{unit.name}</span>
        <span className={styles.unitAddress}>{[unit.streetAddress, unit.postOffice].filter(Boolean).join(', ')}</span>
        {distance !== undefined && <span className={styles.unitDistance}>{distance}</span>}
      </button>
    </li>
  )
}

/** By name without an address; with one, the nearest with distances and the rest on request. */
export function UnitList({
  units,
  arranged,
  onSelect,
}: {
  units: PublicUnit[]
  arranged: ArrangedUnits | null
  onSelect: (unit: PublicUnit) => void
}) {
  const { lang } = useTranslation()
  const mt = useMapTexts()
  const [showRest, setShowRest] = useState(false)
  if (units.length === 0) return <p className={styles.empty}>{mt.noUnits}</p>

  if (!arranged) {
    return (
      <section aria-labelledby="unit-list-title">
        <h2 id="unit-list-title" className={styles.listTitle}>
          {mt.listTitle} <span className={styles.count}>({mt.unitCount(units.length)})</span>
        </h2>
        <ul className={styles.unitList}>
          {units.map((u) => (
            <UnitButton key={u.id} unit={u} onSelect={onSelect} />
          ))}
        </ul>
      </section>
    )
  }
  const distanceLabel = arranged.straightLine ? mt.straightDistance : mt.walkingDistance
  return (
    <section aria-labelledby="unit-list-title">
      <h2 id="unit-list-title" className={styles.listTitle}>
        {arranged.straightLine ? mt.nearestStraightTitle : mt.nearestTitle}
      </h2>
      {arranged.straightLine && <p className={styles.note}>{mt.straightLineNote}</p>}
      <ul className={styles.unitList}>
        {arranged.nearest.map(({ unit, distance }) => (
          <UnitButton
            key={unit.id}
            unit={unit}
            onSelect={onSelect}
            distance={`${distanceLabel}: ${formatDistance(distance, lang)}`}
          />
        ))}
      </ul>
      {arranged.rest.length > 0 &&
        (showRest ? (
          <ul className={styles.unitList}>
            {arranged.rest.map((u) => (
              <UnitButton key={u.id} unit={u} onSelect={onSelect} />
            ))}
          </ul>
        ) : (
          <button type="button" className={styles.showMore} onClick={() => setShowRest(true)}>
            {mt.showMoreUnits} ({arranged.rest.length})
          </button>
        ))}
    </section>
  )
}
