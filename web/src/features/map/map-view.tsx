import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './map-view.css'
import type { PublicUnit } from '@citizen/contract/web'
import { webConfig } from '../../shared/config'
import type { AddressSuggestion } from './queries'

// spec 002 section 9
const INITIAL_ZOOM = 12
const ADDRESS_ZOOM = 14

const unitIcon = (selected: boolean) =>
  L.divIcon({
    className: '',
    html: `<div class="unit-marker${selected ? ' selected' : ''}"></div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -15],
  })

const addressIcon = L.divIcon({
  className: '',
  html: '<svg class="address-marker" viewBox="0 0 20 38" aria-hidden="true"><path d="M10 0C4.5 0 0 4.5 0 10c0 7.5 10 28 10 28s10-20.5 10-28C20 4.5 15.5 0 10 0z" fill="#b00020"/><circle cx="10" cy="10" r="4" fill="#fff"/></svg>',
  iconSize: [20, 38],
  iconAnchor: [10, 38],
})

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

function popupContent(unit: PublicUnit, showDetailsLabel: string, onShowDetails: () => void): HTMLElement {
  const root = document.createElement('div')
  const name = document.createElement('span')
  name.className = 'map-popup-name'
  name.textContent = unit.name
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'map-popup-button'
  button.textContent = showDetailsLabel
  button.addEventListener('click', onShowDetails)
  root.append(name, document.createTextNode(unit.streetAddress), document.createElement('br'), button)
  return root
}

interface Props {
  units: PublicUnit[]
  selectedUnitId: string | null
  address: AddressSuggestion | null
  label: string
  showDetailsLabel: string
  /** True while the map is on screen (the phone layout hides it behind the list) */
  visible: boolean
  onSelectUnit: (unitId: string) => void
  onShowDetails: (unitId: string) => void
}

/**
 * Leaflet map of the units: clicking a marker selects the unit and opens a popup; a chosen
 * address gets its own marker and the map flies to it. Units without a location are not shown.
 */
export default function MapView({
  units,
  selectedUnitId,
  address,
  label,
  showDetailsLabel,
  visible,
  onSelectUnit,
  onShowDetails,
}: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const unitLayer = useRef<L.LayerGroup | null>(null)
  const markers = useRef(new Map<string, L.Marker>())
  const addressMarker = useRef<L.Marker | null>(null)
  const callbacks = useRef({ onSelectUnit, onShowDetails })
  callbacks.current = { onSelectUnit, onShowDetails }

  useEffect(() => {
    if (!container.current) return
    const m = L.map(container.current, {
      center: [webConfig.map.center.lat, webConfig.map.center.lon],
      zoom: INITIAL_ZOOM,
      zoomAnimation: !reducedMotion(),
      fadeAnimation: !reducedMotion(),
      markerZoomAnimation: !reducedMotion(),
    })
    L.tileLayer(webConfig.map.tileUrl, { attribution: webConfig.map.tileAttribution, maxZoom: 18 }).addTo(m)
    unitLayer.current = L.layerGroup().addTo(m)
    map.current = m
    return () => {
      m.remove()
      map.current = null
    }
  }, [])

  // Markers are made when the units change; a selection only restyles them
  useEffect(() => {
    const layer = unitLayer.current
    if (!layer) return
    layer.clearLayers()
    markers.current.clear()
    for (const unit of units) {
      if (!unit.location) continue
      const marker = L.marker([unit.location.lat, unit.location.lon], {
        icon: unitIcon(false),
        title: unit.name,
        alt: unit.name,
        keyboard: true,
      })
        .bindPopup(popupContent(unit, showDetailsLabel, () => callbacks.current.onShowDetails(unit.id)))
        .on('click', () => callbacks.current.onSelectUnit(unit.id))
      marker.addTo(layer)
      markers.current.set(unit.id, marker)
    }
  }, [units, showDetailsLabel])

  useEffect(() => {
    const m = map.current
    if (!m) return
    for (const [id, marker] of markers.current) marker.setIcon(unitIcon(id === selectedUnitId))
    const marker = selectedUnitId ? markers.current.get(selectedUnitId) : undefined
    if (!marker) return
    m.panTo(marker.getLatLng(), { animate: !reducedMotion() })
    if (!marker.isPopupOpen()) marker.openPopup()
  }, [selectedUnitId, units, showDetailsLabel])

  useEffect(() => {
    const m = map.current
    if (!m) return
    addressMarker.current?.remove()
    addressMarker.current = null
    if (!address) return
    const at: L.LatLngTuple = [address.coordinates.lat, address.coordinates.lon]
    addressMarker.current = L.marker(at, {
      icon: addressIcon,
      title: address.streetAddress,
      alt: address.streetAddress,
      keyboard: false,
    }).addTo(m)
    if (reducedMotion()) m.setView(at, ADDRESS_ZOOM)
    else m.flyTo(at, ADDRESS_ZOOM)
  }, [address])

  // A map laid out while hidden has no size; measure again when it is shown
  useEffect(() => {
    if (visible) map.current?.invalidateSize()
  }, [visible])

  return <div ref={container} className="unit-map" role="region" aria-label={label} />
}
