import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Coordinates, PublicUnit } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { useMapTexts } from './i18n'
import { Alert } from '../../ui/alert'
import { ArrowLeftIcon } from '../../ui/icons'
import { Loading } from '../../ui/spinner'
import { useUser } from '../../shared/auth'
import { usePageTitle } from '../../shared/page-title'
import { AsyncBoundary } from '../../shared/async-boundary'
import { whenInteractive } from '../../shared/after-interactive'
import { webConfig } from '../../shared/config'
import { arrangeByDistance, straightDistance, walkingLookupCandidates } from './distances'
import { defaultFilters, filterUnits, type MapFilters } from './filters'
import { publicUnitsQuery, usePublicUnits, useWalkingDistances, type AddressSuggestion } from './queries'
import { SearchBox } from './search-box'
import { FilterPanel } from './filter-panel'
import { UnitList } from './unit-list'
import { UnitDetails } from './unit-details'
import styles from './map.module.css'

// Leaflet is the heaviest part of the page (43 KiB gzip); the panel renders and works without it
const loadMapView = () => import('./map-view')
const MapView = lazy(loadMapView)
const preloadMapView = () => void loadMapView().catch(() => {})

// Below 900 px the map and the list take turns (map.module.css)
const wideQuery = '(min-width: 900px)'
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(wideQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isWide = () => window.matchMedia(wideQuery).matches

export default function MapPage() {
  const { t, lang } = useTranslation()
  const mt = useMapTexts()
  usePageTitle(mt.title)
  const user = useUser()
  const [filters, setFilters] = useState<MapFilters>(defaultFilters)
  const [showMoreFilters, setShowMoreFilters] = useState(false)
  const [searchText, setSearchText] = useState('')
  const [address, setAddress] = useState<AddressSuggestion | null>(null)
  const [selectedUnitId, setSelectedUnitId] = useState<string | null>(null)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list')
  // A phone opens on the list: the map (Leaflet, its markers and tiles) is made when first shown.
  // A desktop shows the list first and makes the map beside it at the browser's first idle moment
  // after the list is there: the list, search and filters are the whole page's use without the map,
  // which is not a part of the page's first load (docs/performance.md, "Page weight").
  const wide = useSyncExternalStore(subscribeWide, isWide)
  const [mapShown, setMapShown] = useState(false)
  const [listShown, setListShown] = useState(false)
  const mapMounted = (wide && listShown) || mapShown || phoneView === 'map'

  const unitsQuery = usePublicUnits(filters.careType)
  const unitsArrived = unitsQuery.data !== undefined || unitsQuery.isError
  useEffect(() => {
    if (wide && unitsArrived && !listShown) return whenInteractive(() => setListShown(true))
  }, [wide, unitsArrived, listShown])
  const units = useMemo(() => filterUnits(unitsQuery.data ?? [], filters, lang), [unitsQuery.data, filters, lang])
  const origin = address?.coordinates ?? null
  const candidates = useMemo(() => (origin ? walkingLookupCandidates(units, origin) : []), [units, origin])
  const walking = useWalkingDistances(origin, candidates)
  const walkingMap = webConfig.map.walkingDistances && !walking.isError ? (walking.data ?? null) : null
  const waitingForWalking =
    webConfig.map.walkingDistances && origin !== null && walking.isPending && walking.fetchStatus !== 'idle'
  const selectedUnit =
    units.find((u) => u.id === selectedUnitId) ?? (unitsQuery.data ?? []).find((u) => u.id === selectedUnitId) ?? null

  const openDetails = (unit: PublicUnit) => {
    setSelectedUnitId(unit.id)
    setDetailsOpen(true)
    setPhoneView('list')
  }
  const distanceTo = (unit: PublicUnit): number | null | undefined => {
    if (!origin || !unit.location) return null
    if (walkingMap) return walkingMap.has(unit.id) ? walkingMap.get(unit.id) : null
    return straightDistance(origin, unit.location)
  }

  return (
    <div className={styles.page}>
      <div className={styles.panel} data-phone-hidden={phoneView === 'map'}>
        <Link to={user ? '/applications' : '/login'} className={styles.back}>
          <ArrowLeftIcon />
          {mt.back}
        </Link>
        <h1 className={styles.title}>{mt.title}</h1>
        {detailsOpen && selectedUnit ? (
          <UnitDetails
            unit={selectedUnit}
            address={address}
            distance={distanceTo(selectedUnit)}
            straightLine={walkingMap === null}
            onBack={() => setDetailsOpen(false)}
          />
        ) : (
          <>
            <SearchBox
              units={units}
              text={searchText}
              onTextChange={setSearchText}
              onSelectUnit={(unit) => {
                setSearchText(unit.name)
                openDetails(unit)
              }}
              onSelectAddress={(a) => {
                setAddress(a)
                setSearchText([a.streetAddress, a.postOffice].filter(Boolean).join(', '))
              }}
              onClear={() => {
                setSearchText('')
                setAddress(null)
                setSelectedUnitId(null)
                setDetailsOpen(false)
              }}
            />
            <FilterPanel
              filters={filters}
              onChange={setFilters}
              showMore={showMoreFilters}
              onShowMoreChange={setShowMoreFilters}
            />
            {walking.isError && <Alert kind="warning">{mt.distanceFailed}</Alert>}
            <AsyncBoundary variant="inline" minHeight="12rem">
              {waitingForWalking ? (
                <Loading label={t.common.loading} />
              ) : (
                <UnitResults filters={filters} origin={origin} walkingMap={walkingMap} onSelect={openDetails} />
              )}
            </AsyncBoundary>
          </>
        )}
      </div>
      <div className={styles.mapArea} data-phone-hidden={phoneView === 'list'}>
        {wide && !mapMounted && <Loading label={t.common.loading} />}
        {mapMounted && (
          <Suspense fallback={<Loading label={t.common.loading} />}>
            <MapView
              units={units}
              selectedUnitId={selectedUnitId}
              address={address}
              label={mt.mapLabel}
              showDetailsLabel={mt.showDetails}
              visible={phoneView === 'map'}
              onSelectUnit={setSelectedUnitId}
              onShowDetails={(id) => {
                const unit = units.find((u) => u.id === id)
                if (unit) openDetails(unit)
              }}
            />
          </Suspense>
        )}
      </div>
      {/* Below 900 px the map and the list take turns */}
      <div className={styles.viewSwitch} role="group" aria-label={mt.viewSwitch}>
        <button type="button" aria-pressed={phoneView === 'list'} onClick={() => setPhoneView('list')}>
          {mt.listView}
        </button>
        <button
          type="button"
          aria-pressed={phoneView === 'map'}
          // The map's code is fetched when the button is about to be pressed
          onPointerEnter={preloadMapView}
          onFocus={preloadMapView}
          onClick={() => {
            setPhoneView('map')
            setMapShown(true)
          }}
        >
          {mt.mapView}
        </button>
      </div>
    </div>
  )
}

/**
 * The list of units, under the page's AsyncBoundary: it waits for the units of the care type
 * (the map and the search box show them as they come) and filters and orders them itself.
 */
function UnitResults({
  filters,
  origin,
  walkingMap,
  onSelect,
}: {
  filters: MapFilters
  origin: Coordinates | null
  walkingMap: Map<string, number | null> | null
  onSelect: (unit: PublicUnit) => void
}) {
  const { lang } = useTranslation()
  const { data } = useSuspenseQuery(publicUnitsQuery(filters.careType))
  const units = useMemo(() => filterUnits(data, filters, lang), [data, filters, lang])
  const arranged = useMemo(
    () => (origin ? arrangeByDistance(units, origin, walkingMap) : null),
    [units, origin, walkingMap],
  )
  return <UnitList units={units} arranged={arranged} onSelect={onSelect} />
}
