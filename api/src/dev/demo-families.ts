import type { PlacementType } from '@citizen/contract'

/**
 * The demo families (demo-municipality.ts loads them): guardians and foster parents, their
 * children and each child's placement, in days from today. Persona keys are the family's key
 * (with -1, -2 when there are two adults).
 */
export interface DemoPerson {
  firstName: string
  lastName: string
  dateOfBirth: string
  individual: number
  streetAddress: string
  postalCode: string
  email?: string | null
  /** Default: the email (verified) */
  verifiedEmail?: string | null
  phone?: string
  /** The language of the person's emails (null: Finnish, the municipality's) */
  language?: 'fi' | 'sv' | 'en'
}

interface DemoFamily {
  key: string
  guardians: DemoPerson[]
  /** Guardians that live elsewhere (separated parents) */
  fosterParents?: DemoPerson[]
  children: (DemoPerson & {
    placement?: { unit: string; type: PlacementType; startInDays: number; endInDays: number }
  })[]
  weakLogin?: { username: string; password: string }
}

export const families: DemoFamily[] = [
  {
    key: 'one-child',
    guardians: [
      {
        firstName: 'Aino',
        lastName: 'Virtanen',
        dateOfBirth: '1990-03-14',
        individual: 901,
        streetAddress: 'Koivukuja 3 A 4',
        postalCode: '40100',
        email: 'aino.virtanen@example.com',
        phone: '0401234561',
      },
    ],
    children: [
      {
        firstName: 'Eetu',
        lastName: 'Virtanen',
        dateOfBirth: '2022-05-02',
        individual: 902,
        streetAddress: 'Koivukuja 3 A 4',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -200, endInDays: 700 },
      },
    ],
  },
  {
    key: 'three-children',
    guardians: [
      {
        firstName: 'Mikko',
        lastName: 'Korhonen',
        dateOfBirth: '1986-08-21',
        individual: 903,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        email: 'mikko.korhonen@example.com',
        phone: '0401234562',
      },
      {
        firstName: 'Sanna',
        lastName: 'Korhonen',
        dateOfBirth: '1988-11-05',
        individual: 904,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        email: 'sanna.korhonen@example.com',
        phone: '0401234563',
      },
    ],
    children: [
      {
        firstName: 'Onni',
        lastName: 'Korhonen',
        dateOfBirth: '2020-01-17',
        individual: 905,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -600, endInDays: 250 },
      },
      {
        firstName: 'Ella',
        lastName: 'Korhonen',
        dateOfBirth: '2022-09-30',
        individual: 906,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Metsätähti', type: 'DAYCARE_PART_TIME', startInDays: -100, endInDays: 900 },
      },
      {
        firstName: 'Veeti',
        lastName: 'Korhonen',
        dateOfBirth: '2024-06-11',
        individual: 907,
        streetAddress: 'Rantatie 12',
        postalCode: '40200',
        placement: { unit: 'Päiväkoti Metsätähti', type: 'DAYCARE', startInDays: 20, endInDays: 1500 },
      },
    ],
  },
  {
    key: 'separated-guardians',
    guardians: [
      {
        firstName: 'Jussi',
        lastName: 'Nieminen',
        dateOfBirth: '1984-02-09',
        individual: 908,
        streetAddress: 'Myllytie 7 B 12',
        postalCode: '40320',
        email: 'jussi.nieminen@example.com',
        phone: '0401234564',
        language: 'sv',
      },
      {
        firstName: 'Laura',
        lastName: 'Mäkinen',
        dateOfBirth: '1987-07-23',
        individual: 909,
        streetAddress: 'Kirkkokatu 25 C 30',
        postalCode: '40100',
        email: 'laura.makinen@example.com',
        phone: '0401234565',
        language: 'sv',
      },
    ],
    children: [
      {
        firstName: 'Helmi',
        lastName: 'Nieminen',
        dateOfBirth: '2021-04-04',
        individual: 910,
        streetAddress: 'Myllytie 7 B 12',
        postalCode: '40320',
        placement: { unit: 'Daghemmet Solrosen', type: 'DAYCARE', startInDays: -300, endInDays: 600 },
      },
    ],
    // Username-and-password login whose username is an old address: the personal details page
    // suggests updating it to the verified email
    weakLogin: { username: 'jussi.nieminen@vanha.example.com', password: 'Esimerkki-Salasana-2026!' },
  },
  {
    key: 'foster-parent',
    guardians: [],
    fosterParents: [
      {
        firstName: 'Riitta',
        lastName: 'Laine',
        dateOfBirth: '1975-12-01',
        individual: 911,
        streetAddress: 'Peltokatu 2',
        postalCode: '40400',
        email: 'riitta.laine@example.com',
        phone: '0401234566',
      },
    ],
    children: [
      {
        firstName: 'Aleksi',
        lastName: 'Heikkinen',
        dateOfBirth: '2021-10-15',
        individual: 912,
        streetAddress: 'Peltokatu 2',
        postalCode: '40400',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -150, endInDays: 500 },
      },
    ],
  },
  {
    key: 'weak-login',
    guardians: [
      {
        firstName: 'Pekka',
        lastName: 'Hämäläinen',
        dateOfBirth: '1982-05-30',
        individual: 913,
        streetAddress: 'Harjukatu 9',
        postalCode: '40100',
        email: 'pekka.hamalainen@example.com',
        phone: '0401234567',
      },
    ],
    children: [
      {
        firstName: 'Siiri',
        lastName: 'Hämäläinen',
        dateOfBirth: '2021-02-18',
        individual: 914,
        streetAddress: 'Harjukatu 9',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: -400, endInDays: 400 },
      },
    ],
    weakLogin: { username: 'pekka.hamalainen@example.com', password: 'Esimerkki-Salasana-2026!' },
  },
  {
    key: 'no-email',
    guardians: [
      {
        firstName: 'Tuula',
        lastName: 'Koskinen',
        dateOfBirth: '1979-09-12',
        individual: 915,
        streetAddress: 'Satamakatu 4 A 1',
        postalCode: '40500',
        email: null,
        phone: '0401234568',
      },
    ],
    children: [
      {
        firstName: 'Venla',
        lastName: 'Koskinen',
        dateOfBirth: '2020-12-24',
        individual: 916,
        streetAddress: 'Satamakatu 4 A 1',
        postalCode: '40500',
        placement: { unit: 'Kerho Kipinä', type: 'CLUB', startInDays: -80, endInDays: 190 },
      },
    ],
  },
  {
    key: 'no-placements',
    guardians: [
      {
        firstName: 'Matti',
        lastName: 'Järvinen',
        dateOfBirth: '1991-01-28',
        individual: 917,
        streetAddress: 'Kuusitie 15',
        postalCode: '40600',
        // Unverified: "send code" on the personal details page
        email: 'matti.jarvinen@example.com',
        verifiedEmail: null,
        phone: '0401234569',
      },
    ],
    children: [
      {
        firstName: 'Lilja',
        lastName: 'Järvinen',
        dateOfBirth: '2024-03-03',
        individual: 918,
        streetAddress: 'Kuusitie 15',
        postalCode: '40600',
      },
    ],
  },
  {
    // Preschool (issue 16's calendar states): Aada in preschool only (a fixed schedule, term
    // breaks), Eino in preschool with connected daycare (reservations, preschool days)
    key: 'preschool',
    guardians: [
      {
        firstName: 'Kaisa',
        lastName: 'Lehtonen',
        dateOfBirth: '1989-04-19',
        individual: 919,
        streetAddress: 'Asemakatu 6',
        postalCode: '40100',
        email: 'kaisa.lehtonen@example.com',
        phone: '0401234570',
      },
    ],
    children: [
      {
        firstName: 'Aada',
        lastName: 'Lehtonen',
        dateOfBirth: '2020-07-03',
        individual: 920,
        streetAddress: 'Asemakatu 6',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'PRESCHOOL', startInDays: -110, endInDays: 300 },
      },
      {
        firstName: 'Eino',
        lastName: 'Lehtonen',
        dateOfBirth: '2020-07-03',
        individual: 921,
        streetAddress: 'Asemakatu 6',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'PRESCHOOL_DAYCARE', startInDays: -110, endInDays: 300 },
      },
    ],
  },
  {
    // The child page's "will start" notice: Oona's first placement opens in two months
    key: 'starting-later',
    guardians: [
      {
        firstName: 'Heidi',
        lastName: 'Salonen',
        dateOfBirth: '1992-06-15',
        individual: 922,
        streetAddress: 'Puistokatu 9',
        postalCode: '40100',
        email: 'heidi.salonen@example.com',
        phone: '0401234571',
      },
    ],
    children: [
      {
        firstName: 'Oona',
        lastName: 'Salonen',
        dateOfBirth: '2024-09-01',
        individual: 923,
        streetAddress: 'Puistokatu 9',
        postalCode: '40100',
        placement: { unit: 'Päiväkoti Aurinkoinen', type: 'DAYCARE', startInDays: 60, endInDays: 1000 },
      },
    ],
  },
]
