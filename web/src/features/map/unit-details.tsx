import { useEffect, useRef } from 'react'
import type { PublicUnit } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { useMapTexts } from './i18n'
import { ArrowLeftIcon } from '../../ui/icons'
import { formatDistance } from './distances'
import { isNotAcceptingApplications, sortCareTypes } from './filters'
import { routePlannerUrl } from './route-planner'
import type { AddressSuggestion } from './queries'
import styles from './map.module.css'

export function UnitDetails({
  unit,
  address,
  distance,
  straightLine,
  onBack,
}: {
  unit: PublicUnit
  address: AddressSuggestion | null
  distance: number | null | undefined
  straightLine: boolean
  onBack: () => void
}) {
  const { t, lang } = useTranslation()
  const mt = useMapTexts()
  const heading = useRef<HTMLHeadingElement>(null)
  // Move focus to the opened details so keyboard and screen reader users land on them
  useEffect(() => heading.current?.focus(), [unit.id])
  const provider = mt.providerTypes[unit.providerType]
  return (
    <section className={styles.details} aria-labelledby="unit-details-title">
      <button type="button" className={styles.backToSearch} onClick={onBack}>
        <ArrowLeftIcon />
        {mt.backToSearch}
      </button>
      <h2 id="unit-details-title" ref={heading} tabIndex={-1}>
        {unit.name}
      </h2>
      {isNotAcceptingApplications(unit) && <p className={styles.note}>{mt.notAcceptingApplications}</p>}
      <dl className={styles.facts}>
        <dt>{mt.address}</dt>
        <dd>
          {[unit.streetAddress, [unit.postalCode, unit.postOffice].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')}
        </dd>
        {address && (
          <>
            <dt>{straightLine ? mt.straightDistance : mt.walkingDistance}</dt>
            <dd>{formatDistance(distance, lang)}</dd>
          </>
        )}
        <dt>{mt.careTypesLabel}</dt>
        <dd>
          {sortCareTypes(unit.type)
            .map((c) => mt.unitCareTypes[c])
            .join(', ')}
        </dd>
        <dt>{mt.unitLanguage}</dt>
        <dd>{mt.languages[unit.language]}</dd>
        <dt>{mt.provider}</dt>
        <dd>
          {provider}
          {unit.providerType === 'PRIVATE_SERVICE_VOUCHER' && (
            <>
              {' – '}
              <a href={mt.voucherInfoUrl} target="_blank" rel="noreferrer">
                {mt.voucherInfo} <span className="visually-hidden">{t.common.newWindow}</span>
              </a>
            </>
          )}
        </dd>
        <dt>{mt.shiftCare}</dt>
        <dd>{unit.providesShiftCare ? mt.yes : mt.no}</dd>
      </dl>
      <ul className={styles.links}>
        {unit.url && (
          <li>
            <a href={unit.url} target="_blank" rel="noreferrer">
              {mt.homepage} <span className="visually-hidden">{t.common.newWindow}</span>
            </a>
          </li>
        )}
        {address && unit.location && (
          <li>
            <a
              href={routePlannerUrl(
                {
                  name: [address.streetAddress, address.postOffice].filter(Boolean).join(', '),
                  location: address.coordinates,
                },
                { name: unit.name, location: unit.location },
                lang,
                new Date(),
              )}
              target="_blank"
              rel="noreferrer"
            >
              {mt.routePlanner} <span className="visually-hidden">{t.common.newWindow}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
