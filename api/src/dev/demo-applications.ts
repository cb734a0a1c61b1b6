import type { ApplicationStatus, ApplicationType, PlacementType } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { addDays } from '@citizen/contract'
import { insertDevApplication } from './applications'

/**
 * The demo municipality's application data: club and preschool terms of this and the next school
 * year (relative to today, so they never go stale), service need options in fi/sv/en, and
 * applications of the demo families in the states the applications list can show.
 */

/** The school year (starting in August) that today belongs to */
function schoolYearOf(today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return month >= 8 ? year : year - 1
}

const range = (start: string, end: string) => `[${start},${end}]`
const multirange = (ranges: [string, string][]) => `{${ranges.map(([s, e]) => range(s, e)).join(',')}}`

/**
 * Club terms August-May with applications from March; preschool terms with the Finnish term from
 * mid-August, the extended term (connected daycare) from the first of August, applications from
 * January. The next year's preschool applications are open already now.
 */
export async function insertDemoTerms(tx: Tx, today: string): Promise<void> {
  const y = schoolYearOf(today)
  const years = [y, y + 1]
  await tx
    .insertInto('club_term')
    .values(
      years.map((sy) => ({
        term: range(`${sy}-08-10`, `${sy + 1}-05-31`),
        application_period: range(`${sy}-03-01`, `${sy + 1}-05-31`),
        term_breaks: multirange([[`${sy}-12-21`, `${sy + 1}-01-06`]]),
      })),
    )
    .execute()
  const nextJanuary = `${y + 1}-01-08`
  const openNow = addDays(today, -7) < nextJanuary ? addDays(today, -7) : nextJanuary
  await tx
    .insertInto('preschool_term')
    .values(
      years.map((sy) => ({
        finnish_preschool: range(`${sy}-08-11`, `${sy + 1}-05-29`),
        swedish_preschool: range(`${sy}-08-13`, `${sy + 1}-05-29`),
        extended_term: range(`${sy}-08-01`, `${sy + 1}-05-29`),
        application_period: range(sy === y ? `${sy}-01-08` : openNow, `${sy + 1}-05-29`),
        term_breaks: multirange([
          [`${sy}-10-19`, `${sy}-10-23`],
          [`${sy}-12-22`, `${sy + 1}-01-06`],
        ]),
      })),
    )
    .execute()
}

const option = (
  order: number,
  placementType: PlacementType,
  names: [fi: string, sv: string, en: string],
  extra: { default?: boolean; partDay?: boolean; partWeek?: boolean; fee?: number; hours?: number } = {},
) => ({
  name_fi: names[0],
  name_sv: names[1],
  name_en: names[2],
  valid_placement_type: placementType,
  default_option: extra.default ?? false,
  valid_from: '2020-01-01',
  valid_to: null,
  show_for_citizen: true,
  display_order: order,
  part_day: extra.partDay ?? false,
  part_week: extra.partWeek ?? false,
  fee_coefficient: extra.fee ?? 1,
  daycare_hours_per_month: extra.hours ?? null,
})

const demoServiceNeedOptions = [
  option(1, 'DAYCARE', ['Kokopäiväinen, yli 25 h/vko', 'Heldag, över 25 h/vecka', 'Full day, over 25 h a week'], {
    default: true,
    hours: 140,
  }),
  option(
    2,
    'DAYCARE',
    ['Kokopäiväinen, enintään 25 h/vko', 'Heldag, högst 25 h/vecka', 'Full day, at most 25 h a week'],
    { fee: 0.6, hours: 100 },
  ),
  option(
    3,
    'DAYCARE_PART_TIME',
    ['Osapäiväinen, enintään 5 h/pv', 'Halvdag, högst 5 h/dag', 'Part day, at most 5 h a day'],
    { default: true, partDay: true, fee: 0.6, hours: 100 },
  ),
  option(
    4,
    'DAYCARE_PART_TIME',
    ['Osapäiväinen, enintään 20 h/vko', 'Halvdag, högst 20 h/vecka', 'Part day, at most 20 h a week'],
    { partDay: true, partWeek: true, fee: 0.5, hours: 80 },
  ),
  option(
    5,
    'PRESCHOOL_DAYCARE',
    [
      'Esiopetus ja liittyvä varhaiskasvatus, yli 20 h/vko',
      'Förskola och anslutande småbarnspedagogik, över 20 h/vecka',
      'Pre-primary and connected early childhood education, over 20 h a week',
    ],
    { default: true, hours: 100 },
  ),
  option(
    6,
    'PRESCHOOL_DAYCARE',
    [
      'Esiopetus ja liittyvä varhaiskasvatus, enintään 20 h/vko',
      'Förskola och anslutande småbarnspedagogik, högst 20 h/vecka',
      'Pre-primary and connected early childhood education, at most 20 h a week',
    ],
    { fee: 0.5, hours: 80 },
  ),
  option(7, 'PRESCHOOL_CLUB', ['Esiopetus ja kerho', 'Förskola och klubb', 'Pre-primary education and club'], {
    default: true,
    fee: 0,
  }),
  option(8, 'CLUB', ['Kerho, 2–3 päivää viikossa', 'Klubb, 2–3 dagar i veckan', 'Club, 2–3 days a week'], {
    default: true,
    fee: 0,
  }),
]

export async function insertDemoServiceNeedOptions(tx: Tx): Promise<void> {
  await tx.insertInto('service_need_option').values(demoServiceNeedOptions).execute()
}

interface DemoApplication {
  /** Persona key of the applicant */
  applicant: string
  /** First name of the child in the applicant's family */
  child: string
  type: ApplicationType
  status: ApplicationStatus
  sentDaysAgo?: number
  startInDays?: number
  connectedDaycare?: boolean
  allowOtherGuardianAccess?: boolean
  /** The preferred unit by name; the first unit of the type when left out */
  unit?: string
}

/**
 * Who has which application (each state the list can show):
 * - Mikko Korhonen (three-children-1): Veeti DAYCARE SENT (a transfer: Veeti's daycare starts
 *   soon; the other guardian Sanna may see it), Ella CLUB draft
 * - Aino Virtanen (one-child): Eetu PRESCHOOL with connected daycare, WAITING_DECISION
 * - Jussi Nieminen (separated-guardians-1): Helmi CLUB WAITING_CONFIRMATION with a pending
 *   decision (Laura, living elsewhere, sees it but cannot answer)
 * - Riitta Laine (foster-parent): Aleksi CLUB WAITING_MAILING (a foster parent's decisions go by mail)
 * - Tuula Koskinen (no-email): Venla CLUB ACTIVE (accepted: her club placement comes from it),
 *   and a REJECTED DAYCARE (so the family keeps the features of a club unit only)
 * - Pekka Hämäläinen and Matti Järvinen: none (a child without applications)
 * Open DAYCARE and PRESCHOOL applications block another of the type by the same applicant, so
 * the demo has them only where tests and e2e do not make their own.
 */
const demoApplications: DemoApplication[] = [
  {
    applicant: 'three-children-1',
    child: 'Veeti',
    type: 'DAYCARE',
    status: 'SENT',
    sentDaysAgo: 10,
    startInDays: 130,
    allowOtherGuardianAccess: true,
  },
  { applicant: 'three-children-1', child: 'Ella', type: 'CLUB', status: 'CREATED' },
  {
    applicant: 'one-child',
    child: 'Eetu',
    type: 'PRESCHOOL',
    status: 'WAITING_DECISION',
    sentDaysAgo: 40,
    connectedDaycare: true,
  },
  {
    applicant: 'separated-guardians-1',
    child: 'Helmi',
    type: 'CLUB',
    status: 'WAITING_CONFIRMATION',
    sentDaysAgo: 90,
    startInDays: 30,
    allowOtherGuardianAccess: true,
  },
  { applicant: 'foster-parent', child: 'Aleksi', type: 'CLUB', status: 'WAITING_MAILING', sentDaysAgo: 60 },
  { applicant: 'no-email', child: 'Venla', type: 'CLUB', status: 'ACTIVE', sentDaysAgo: 150, unit: 'Kerho Kipinä' },
  { applicant: 'no-email', child: 'Venla', type: 'DAYCARE', status: 'REJECTED', sentDaysAgo: 200 },
]

export async function insertDemoApplications(
  tx: Tx,
  families: Map<string, { personId: string; children: { id: string; firstName: string }[] }>,
  today: string,
  now: Date,
): Promise<void> {
  for (const a of demoApplications) {
    const applicant = families.get(a.applicant)
    const child = applicant?.children.find((c) => c.firstName === a.child)
    if (!applicant || !child) throw new Error(`Demo application: no ${a.applicant} / ${a.child}`)
    const unit = a.unit
      ? await tx.selectFrom('unit').select('id').where('name', '=', a.unit).executeTakeFirstOrThrow()
      : undefined
    await insertDevApplication(
      tx,
      {
        childId: child.id,
        guardianId: applicant.personId,
        type: a.type,
        status: a.status,
        form: {
          ...(a.startInDays !== undefined ? { preferredStartDate: addDays(today, a.startInDays) } : {}),
          ...(a.connectedDaycare ? { connectedDaycare: true } : {}),
          ...(unit ? { preferredUnitIds: [unit.id] } : {}),
        },
        ...(a.sentDaysAgo !== undefined && a.status !== 'CREATED' ? { sentDate: addDays(today, -a.sentDaysAgo) } : {}),
        allowOtherGuardianAccess: a.allowOtherGuardianAccess ?? false,
        hideFromGuardian: false,
      },
      today,
      now,
    )
  }
}
