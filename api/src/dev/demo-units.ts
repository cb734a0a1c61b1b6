import type { Tx } from '../platform/db/database'
import { addDays, type ProviderType } from '@citizen/contract'
import { countAddresses, upsertAddresses, type NewAddress } from '../features/map/queries'

/**
 * The demo municipality's units and street addresses for the public map: every care type,
 * provider type and language, some with shift care, some with home pages, one without a
 * location, one private unit without application periods, one closed in the past, one whose
 * daycare applications have ended and one taking applications only from next month. The units
 * lie within about 6 km of the map's default centre (62.26 N, 25.26 E), at least 650 m apart so
 * that their markers do not hide one another at the initial zoom.
 */

const POST_OFFICE = 'ESIMERKKILÄ'
const ALL_PILOT_FEATURES = [
  'MESSAGING',
  'RESERVATIONS',
  'VASU_AND_PEDADOC',
  'PLACEMENT_TERMINATION',
  'SERVICE_APPLICATIONS',
]
const MUNICIPAL_FEATURES = ['MESSAGING', 'RESERVATIONS', 'VASU_AND_PEDADOC']

type ApplyPeriods = { club: string | null; daycare: string | null; preschool: string | null }

interface DemoUnit {
  name: string
  type: string[]
  providerType: ProviderType
  language: 'fi' | 'sv'
  streetAddress: string
  postalCode: string
  /** null: no location (not on the map) */
  location: [lat: number, lon: number] | null
  pilotFeatures?: string[]
  shiftCare?: boolean
  url?: string
  phone?: string
  email?: string
  /** Default: from 2020-03-01 on for the periods the care types need */
  periods?: (today: string) => Partial<ApplyPeriods>
  closedDaysAgo?: number
  opensInDays?: number
}

const OPEN_SINCE_2020 = '[2020-03-01,)'
const municipalUrl = (slug: string) => `https://www.example.fi/varhaiskasvatus/${slug}`

const demoUnits: DemoUnit[] = [
  // The four units the demo families are placed in (tests and e2e refer to them by name)
  {
    name: 'Päiväkoti Aurinkoinen',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Aurinkotie 5',
    postalCode: '40100',
    location: [62.2628, 25.2571],
    pilotFeatures: ALL_PILOT_FEATURES,
  },
  {
    name: 'Päiväkoti Metsätähti',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Metsäpolku 14',
    postalCode: '40200',
    location: [62.2551, 25.2746],
    pilotFeatures: ['MESSAGING', 'RESERVATIONS'],
    shiftCare: true,
  },
  {
    name: 'Daghemmet Solrosen',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Solrosvägen 2',
    postalCode: '40320',
    location: [62.2689, 25.2402],
    pilotFeatures: ['MESSAGING', 'RESERVATIONS', 'VASU_AND_PEDADOC'],
  },
  // A club without reservations: its families get messages but no calendar
  {
    name: 'Kerho Kipinä',
    type: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Seuratie 1',
    postalCode: '40500',
    location: [62.2502, 25.2399],
    pilotFeatures: ['MESSAGING'],
  },

  // Municipal daycare centres
  {
    name: 'Päiväkoti Kielo',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Kielotie 8',
    postalCode: '40250',
    location: [62.2735, 25.2835],
    url: municipalUrl('kielo'),
    phone: '014 266 1101',
    email: 'paivakoti.kielo@example.fi',
  },
  {
    name: 'Päiväkoti Satakieli',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Laulurastaantie 4',
    postalCode: '40270',
    location: [62.283, 25.264],
    url: municipalUrl('satakieli'),
    phone: '014 266 1102',
  },
  {
    name: 'Päiväkoti Kuunsilta',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Kuutamokuja 2',
    postalCode: '40400',
    location: [62.237, 25.256],
    shiftCare: true,
    phone: '014 266 1103',
    email: 'paivakoti.kuunsilta@example.fi',
  },
  {
    name: 'Päiväkoti Vaahteramäki',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Vaahterakatu 6',
    postalCode: '40420',
    location: [62.243, 25.218],
    url: municipalUrl('vaahteramaki'),
  },
  {
    name: 'Päiväkoti Kompassi',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Suuntatie 7',
    postalCode: '40520',
    location: [62.23, 25.24],
    shiftCare: true,
    phone: '014 266 1104',
  },
  {
    name: 'Päiväkoti Tähtitaivas',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Tähtitie 15',
    postalCode: '40630',
    location: [62.299, 25.266],
    shiftCare: true,
    url: municipalUrl('tahtitaivas'),
  },
  {
    name: 'Päiväkoti Sammakko',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Lammenranta 9',
    postalCode: '40350',
    location: [62.25, 25.195],
  },
  {
    name: 'Päiväkoti Ruusupuisto',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Ruusukatu 12',
    postalCode: '40200',
    location: [62.249, 25.283],
    phone: '014 266 1105',
  },
  // Daycare applications ended a month ago; preschool applications still open
  {
    name: 'Päiväkoti Kangas',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Kangaskatu 3',
    postalCode: '40740',
    location: [62.236, 25.295],
    periods: (today) => ({ daycare: `[2020-03-01,${addDays(today, -30)}]` }),
  },
  // A new unit: opens in two months, applications from next month
  {
    name: 'Päiväkoti Kultakello',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Kultakellontie 1',
    postalCode: '40640',
    location: [62.29, 25.315],
    opensInDays: 60,
    periods: (today) => ({ daycare: `[${addDays(today, 30)},)` }),
  },
  // Closed in the past: never on the map
  {
    name: 'Päiväkoti Kotikallio',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Kalliokatu 4',
    postalCode: '40400',
    location: [62.243, 25.266],
    closedDaysAgo: 60,
  },
  // Evacuation premises without coordinates: in the lists, not on the map
  {
    name: 'Päiväkoti Sateenkaari (väistötilat)',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Väliaikaistie 1',
    postalCode: '40100',
    location: null,
  },
  {
    name: 'Daghemmet Humlan',
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Humlegårdsvägen 5',
    postalCode: '40330',
    location: [62.279, 25.229],
    url: municipalUrl('humlan'),
    email: 'daghemmet.humlan@example.fi',
  },

  // Family daycare and group family daycare
  {
    name: 'Perhepäivähoito Mäkelä',
    type: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Mäkeläntie 21',
    postalCode: '40600',
    location: [62.289, 25.242],
  },
  {
    name: 'Perhepäivähoito Salminen',
    type: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Salmenkuja 6',
    postalCode: '40400',
    location: [62.2395, 25.277],
    shiftCare: true,
  },
  {
    name: 'Familjedagvård Lindqvist',
    type: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Strandvägen 14',
    postalCode: '40330',
    location: [62.2845, 25.213],
  },
  {
    name: 'Familjedagvård Berg',
    type: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Bergsgatan 8',
    postalCode: '40320',
    location: [62.259, 25.226],
  },
  {
    name: 'Ryhmäperhepäiväkoti Mustikka',
    type: ['GROUP_FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Mustikkapolku 5',
    postalCode: '40640',
    location: [62.295, 25.285],
  },
  {
    name: 'Ryhmäperhepäiväkoti Pihlaja',
    type: ['GROUP_FAMILY'],
    providerType: 'PURCHASED',
    language: 'fi',
    streetAddress: 'Pihlajatie 12',
    postalCode: '40700',
    location: [62.226, 25.282],
    shiftCare: true,
  },
  {
    name: 'Ryhmäperhepäiväkoti Myllynkivi',
    type: ['GROUP_FAMILY'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Kivijalantie 3',
    postalCode: '40250',
    location: [62.261, 25.304],
    url: 'https://www.example.com/myllynkivi',
  },
  {
    name: 'Ryhmis Tenavat',
    type: ['GROUP_FAMILY'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    streetAddress: 'Tenavantie 3',
    postalCode: '40700',
    location: [62.22, 25.27],
    url: 'https://www.example.com/tenavat',
  },

  // Purchased, private and service voucher units
  {
    name: 'Päiväkoti Tuulenpesä',
    type: ['CENTRE'],
    providerType: 'PURCHASED',
    language: 'fi',
    streetAddress: 'Tuulimyllyntie 11',
    postalCode: '40340',
    location: [62.244, 25.293],
  },
  {
    name: 'Päiväkoti Lumikello',
    type: ['CENTRE'],
    providerType: 'PURCHASED',
    language: 'fi',
    streetAddress: 'Lumikellontie 3',
    postalCode: '40740',
    location: [62.225, 25.26],
    shiftCare: true,
  },
  {
    name: 'Daghemmet Lärkan',
    type: ['CENTRE', 'PRESCHOOL'],
    providerType: 'PURCHASED',
    language: 'sv',
    streetAddress: 'Lärkstigen 3',
    postalCode: '40350',
    location: [62.258, 25.21],
    url: 'https://www.example.com/larkan',
  },
  {
    name: 'Päiväkoti Kanerva',
    type: ['CENTRE'],
    providerType: 'EXTERNAL_PURCHASED',
    language: 'fi',
    streetAddress: 'Kanervatie 1',
    postalCode: '40800',
    location: [62.22, 25.33],
  },
  {
    name: 'Päiväkoti Touhula Esimerkkilä',
    type: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    streetAddress: 'Kauppakatu 18',
    postalCode: '40100',
    location: [62.268, 25.225],
    url: 'https://www.example.com/touhula-esimerkkila',
  },
  {
    name: 'Päiväkoti Pilke Rantapuisto',
    type: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    streetAddress: 'Rantapuistonkatu 7',
    postalCode: '40200',
    location: [62.2505, 25.259],
    shiftCare: true,
    url: 'https://www.example.com/pilke-rantapuisto',
  },
  {
    name: 'Daghemmet Vitsippan',
    type: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'sv',
    streetAddress: 'Vitsippsvägen 4',
    postalCode: '40330',
    location: [62.279, 25.2],
    url: 'https://www.example.com/vitsippan',
  },
  {
    name: 'Päiväkoti Pikku Karhu',
    type: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Karhunkierros 3',
    postalCode: '40530',
    location: [62.233, 25.306],
    url: 'https://www.example.com/pikkukarhu',
  },
  {
    name: 'Päiväkoti Pikku Pöllö',
    type: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Pöllönkuja 2',
    postalCode: '40250',
    location: [62.268, 25.325],
  },
  {
    name: 'Päiväkoti Hiekkalinna',
    type: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Hiekkarannantie 2',
    postalCode: '40500',
    location: [62.244, 25.237],
    shiftCare: true,
  },
  // Private and not taking applications through the municipality: no periods at all
  {
    name: 'Montessoripäiväkoti Omena',
    type: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Omenatie 6',
    postalCode: '40270',
    location: [62.286, 25.287],
    url: 'https://www.example.com/montessori-omena',
    periods: () => ({ club: null, daycare: null, preschool: null }),
  },

  // Pre-primary and preparatory education in schools
  {
    name: 'Esikoulu Kuusikko',
    type: ['PRESCHOOL'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    streetAddress: 'Kuusikonpolku 2',
    postalCode: '40600',
    location: [62.293, 25.26],
  },
  {
    name: 'Keskustan koulun esiopetus',
    type: ['PRESCHOOL', 'PREPARATORY_EDUCATION'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    streetAddress: 'Koulukatu 10',
    postalCode: '40100',
    location: [62.27, 25.264],
    url: municipalUrl('keskustan-koulu'),
  },
  {
    name: 'Harjun koulun valmistava opetus',
    type: ['PREPARATORY_EDUCATION'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    streetAddress: 'Koulurinne 30',
    postalCode: '40100',
    location: [62.26, 25.288],
  },
  {
    name: 'Förskolan Ekorren',
    type: ['PRESCHOOL'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'sv',
    streetAddress: 'Ekorrvägen 9',
    postalCode: '40320',
    location: [62.272, 25.214],
  },
  {
    name: 'Förskolan Fyren',
    type: ['PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Fyrvägen 2',
    postalCode: '40350',
    location: [62.265, 25.193],
  },

  // Clubs
  {
    name: 'Kerho Sirkus',
    type: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Torikatu 3',
    postalCode: '40100',
    location: [62.256, 25.242],
  },
  {
    name: 'Leikkipuistokerho Vekara',
    type: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    streetAddress: 'Puistotie 4',
    postalCode: '40250',
    location: [62.28, 25.305],
  },
  {
    name: 'Klubben Stjärnan',
    type: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    streetAddress: 'Stjärnvägen 1',
    postalCode: '40330',
    location: [62.276, 25.247],
  },
  {
    name: 'Metsäkerho Mörri',
    type: ['CLUB'],
    providerType: 'PRIVATE',
    language: 'fi',
    streetAddress: 'Metsätie 40',
    postalCode: '40640',
    location: [62.303, 25.28],
    url: 'https://www.example.com/metsakerho-morri',
  },
]

const defaultPeriods = (type: string[]): ApplyPeriods => ({
  club: type.includes('CLUB') ? OPEN_SINCE_2020 : null,
  daycare: type.some((t) => t === 'CENTRE' || t === 'FAMILY' || t === 'GROUP_FAMILY') ? OPEN_SINCE_2020 : null,
  preschool: type.some((t) => t === 'PRESCHOOL' || t === 'PREPARATORY_EDUCATION') ? OPEN_SINCE_2020 : null,
})

/** Inserts the demo units in one statement; answers their ids by name. */
export async function insertDemoUnits(tx: Tx, careAreaId: string, today: string): Promise<Map<string, string>> {
  const rows = await tx
    .insertInto('unit')
    .values(
      demoUnits.map((u) => {
        const periods = { ...defaultPeriods(u.type), ...u.periods?.(today) }
        return {
          name: u.name,
          care_area_id: careAreaId,
          type: u.type,
          provider_type: u.providerType,
          language: u.language,
          street_address: u.streetAddress,
          postal_code: u.postalCode,
          post_office: POST_OFFICE,
          latitude: u.location?.[0] ?? null,
          longitude: u.location?.[1] ?? null,
          url: u.url ?? null,
          phone: u.phone ?? null,
          email: u.email ?? null,
          opening_date: u.opensInDays === undefined ? '2010-01-01' : addDays(today, u.opensInDays),
          closing_date: u.closedDaysAgo === undefined ? null : addDays(today, -u.closedDaysAgo),
          daycare_apply_period: periods.daycare,
          preschool_apply_period: periods.preschool,
          club_apply_period: periods.club,
          provides_shift_care: u.shiftCare ?? false,
          enabled_pilot_features: u.pilotFeatures ?? (u.providerType === 'MUNICIPAL' ? MUNICIPAL_FEATURES : []),
        }
      }),
    )
    .returning(['id', 'name'])
    .execute()
  const ids = new Map(rows.map((r) => [r.name, r.id]))
  // Opening hours (the calendar's reservable times): weekdays 06:30-17:30; shift care units
  // also take shift care children round the clock every day
  await tx
    .insertInto('unit_operation_time')
    .values(
      demoUnits.flatMap((u) => [
        ...[1, 2, 3, 4, 5].map((weekday) => ({
          unit_id: ids.get(u.name)!,
          shift_care: false,
          weekday,
          start_time: '06:30',
          end_time: '17:30',
        })),
        ...(u.shiftCare
          ? [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              unit_id: ids.get(u.name)!,
              shift_care: true,
              weekday,
              start_time: '00:00',
              end_time: '23:59',
            }))
          : []),
      ]),
    )
    .execute()
  return ids
}

// Streets for the address search: the families' home streets and a few more. Each runs from
// house number 1 at (lat, lon) in one direction, about 25 m per number.
const homeStreets: { name: string; postalCode: string; lat: number; lon: number; bearing: number; count: number }[] = [
  { name: 'Koivukuja', postalCode: '40100', lat: 62.2645, lon: 25.2505, bearing: 90, count: 24 },
  { name: 'Rantatie', postalCode: '40200', lat: 62.2522, lon: 25.2668, bearing: 60, count: 40 },
  { name: 'Myllytie', postalCode: '40320', lat: 62.2712, lon: 25.2355, bearing: 120, count: 30 },
  { name: 'Kirkkokatu', postalCode: '40100', lat: 62.2598, lon: 25.2535, bearing: 0, count: 40 },
  { name: 'Peltokatu', postalCode: '40400', lat: 62.2418, lon: 25.2592, bearing: 90, count: 30 },
  { name: 'Harjukatu', postalCode: '40100', lat: 62.2655, lon: 25.266, bearing: 30, count: 30 },
  { name: 'Satamakatu', postalCode: '40500', lat: 62.2478, lon: 25.2455, bearing: 150, count: 20 },
  { name: 'Kuusitie', postalCode: '40600', lat: 62.2905, lon: 25.25, bearing: 45, count: 30 },
  { name: 'Itäinen Rantakatu', postalCode: '40200', lat: 62.2535, lon: 25.279, bearing: 10, count: 30 },
  { name: 'Asemakatu', postalCode: '40100', lat: 62.2575, lon: 25.26, bearing: 100, count: 30 },
  { name: 'Kalevankatu', postalCode: '40100', lat: 62.266, lon: 25.245, bearing: 170, count: 30 },
  { name: 'Sepänkatu', postalCode: '40320', lat: 62.27, lon: 25.25, bearing: 80, count: 24 },
  { name: 'Urheilukatu', postalCode: '40200', lat: 62.256, lon: 25.288, bearing: 0, count: 24 },
  { name: 'Storgatan', postalCode: '40330', lat: 62.277, lon: 25.22, bearing: 90, count: 24 },
  { name: 'Skolvägen', postalCode: '40330', lat: 62.28, lon: 25.228, bearing: 160, count: 20 },
]

/** Metres per degree of latitude; a degree of longitude is this times cos(latitude) */
const METRES_PER_DEGREE = 111_195
const STEP_METRES = 25

function streetAddresses(): NewAddress[] {
  const addresses = new Map<string, NewAddress>()
  const add = (a: NewAddress) => addresses.set(a.streetAddress.toLowerCase(), a)
  const along = (lat: number, lon: number, bearing: number, steps: number): [number, number] => {
    const b = (bearing * Math.PI) / 180
    const dLat = (Math.cos(b) * steps * STEP_METRES) / METRES_PER_DEGREE
    const dLon = (Math.sin(b) * steps * STEP_METRES) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
    return [round(lat + dLat), round(lon + dLon)]
  }
  for (const s of homeStreets) {
    for (let n = 1; n <= s.count; n++) {
      const [latitude, longitude] = along(s.lat, s.lon, s.bearing, n - 1)
      add({ streetAddress: `${s.name} ${n}`, postalCode: s.postalCode, postOffice: POST_OFFICE, latitude, longitude })
    }
  }
  // Each unit's street, with the unit's own number at the unit's location
  demoUnits.forEach((u, i) => {
    const m = /^(.*\S)\s+(\d+)$/.exec(u.streetAddress)
    if (!u.location || !m) return
    const [, street, number] = m as unknown as [string, string, string]
    const bearing = (i * 47) % 180
    for (let n = 1; n <= Math.max(12, Number(number) + 4); n++) {
      const [latitude, longitude] = along(u.location[0], u.location[1], bearing, n - Number(number))
      add({ streetAddress: `${street} ${n}`, postalCode: u.postalCode, postOffice: POST_OFFICE, latitude, longitude })
    }
  })
  return [...addresses.values()]
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6

/**
 * The demo street addresses, unless the table already has addresses (imported real ones are
 * kept as they are).
 */
export async function insertDemoAddresses(tx: Tx): Promise<void> {
  if ((await countAddresses(tx)) > 0) return
  await upsertAddresses(tx, streetAddresses())
}
