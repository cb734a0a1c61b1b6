import { lazy } from 'react'

/**
 * What other features may use of the map: the Leaflet unit map (loaded on demand), e.g. the
 * application editor's unit picker.
 */
export const UnitMap = lazy(() => import('./map-view'))
export { useMapTexts } from './i18n'
