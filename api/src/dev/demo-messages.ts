import crypto from 'node:crypto'
import { sql } from 'kysely'
import { addDays } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { demoPersonId, type Demo } from './demo-personas'
import { insertMessage } from '../features/messages/command-queries'
import { insertDevMessagingFixtures, sendDevStaffMessage, sendDevStaffReply } from './messages'
import { insertDevApplication } from './applications'

/** A one-page PDF for the demo's attachment */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * The demo's messages (issue 25): every unit with demo children gets a group holding them and a
 * unit supervisor (Kerttu Johtaja of Aurinkoinen, and one in each other unit); the municipality
 * has its finance account. Kaisa Lehtonen (preschool) has a read thread she answered, an unread
 * one from the group with an attachment (when the files are at hand), a bulletin copy, a
 * sensitive thread and one about her application (made here: Aada's transfer to preschool with
 * connected daycare, sent), which she may answer. No emails are queued for the demo.
 */
export async function insertDemoMessages({ tx, today, now, personas, files }: Demo): Promise<void> {
  const placements = await tx
    .selectFrom('placement as pl')
    .innerJoin('unit as u', 'u.id', 'pl.unit_id')
    .select(['pl.child_id', 'pl.unit_id', 'u.name', 'pl.start_date', 'pl.end_date'])
    .where(sql<boolean>`'MESSAGING' = ANY (u.enabled_pilot_features)`)
    .execute()
  const units = [...new Map(placements.map((p) => [p.unit_id, p.name])).entries()]
  const supervisors = new Map(units.map(([unitId]) => [unitId, crypto.randomUUID()]))
  const groups = new Map(units.map(([unitId]) => [unitId, crypto.randomUUID()]))
  const supervisorNames: [string, string][] = [
    ['Kerttu', 'Johtaja'],
    ['Pirjo', 'Esihenkilö'],
    ['Anna', 'Föreståndare'],
    ['Leena', 'Vetäjä'],
  ]
  await insertDevMessagingFixtures(tx, {
    employees: units.map(([unitId], i) => {
      const [firstName, lastName] = supervisorNames[i % supervisorNames.length]!
      return { id: supervisors.get(unitId)!, firstName, lastName }
    }),
    acl: units.map(([unitId]) => ({ employeeId: supervisors.get(unitId)!, unitId, role: 'UNIT_SUPERVISOR' as const })),
    groups: units.map(([unitId, name]) => ({ id: groups.get(unitId)!, unitId, name: `${name}: Sinisiivet` })),
    groupPlacements: placements.map((p) => ({
      childId: p.child_id,
      groupId: groups.get(p.unit_id)!,
      startDate: p.start_date,
      endDate: p.end_date,
    })),
    outOfOffice: [],
    municipalAccounts: [
      { id: crypto.randomUUID(), type: 'FINANCE', name: 'Varhaiskasvatuksen asiakasmaksut' },
      { id: crypto.randomUUID(), type: 'MUNICIPAL', name: 'Kaupunki' },
    ],
  })

  const kaisa = personas.find((p) => p.key === 'preschool')
  if (!kaisa) return
  const kaisaId = await demoPersonId(tx, personas, 'preschool')
  const childIds = kaisa.children.map((c) => c.id)
  const unitId = placements.find((p) => p.child_id === childIds[0])?.unit_id
  if (!unitId) return
  const supervisor = { employeeId: supervisors.get(unitId)! }
  const group = { groupId: groups.get(unitId)! }
  const at = (days: number, hour: number) => new Date(`${addDays(today, days)}T${String(hour).padStart(2, '0')}:00:00Z`)
  const send = (body: Parameters<typeof sendDevStaffMessage>[2]) =>
    sendDevStaffMessage(tx, files, body, now, { notify: false })
  const base = {
    recipientPersonIds: [kaisaId],
    childIds,
    type: 'MESSAGE' as const,
    urgent: false,
    sensitive: false,
    asCopies: false,
    applicationId: null,
    recipientNames: null,
    attachments: [],
  }

  // Read, and answered by Kaisa
  const read = await send({
    ...base,
    sender: supervisor,
    title: 'Syksyn vanhempainilta',
    content: 'Hei! Vanhempainilta pidetään ensi kuussa. Pääsettekö paikalle?',
    sentAt: at(-10, 9).toISOString(),
  })
  const kaisaAccount = await tx
    .selectFrom('message_account')
    .select(['id'])
    .where('person_id', '=', kaisaId)
    .executeTakeFirstOrThrow()
  await tx
    .updateTable('message_recipients')
    .set({ read_at: at(-10, 12) })
    .where('message_id', '=', read.messageIds[0]!)
    .execute()
  const [supervisorAccount] = await tx
    .selectFrom('message_account')
    .select('id')
    .where('employee_id', '=', supervisor.employeeId)
    .execute()
  await insertMessage(tx, {
    threadId: read.threadIds[0]!,
    senderId: kaisaAccount.id,
    senderName: `${kaisa.lastName} ${kaisa.firstName}`,
    content: 'Tulemme molemmat.',
    repliesTo: read.messageIds[0]!,
    recipientIds: [supervisorAccount!.id],
    recipientNames: null,
    now: at(-10, 12),
  })
  await sendDevStaffReply(
    tx,
    read.messageIds[0]!,
    { sender: supervisor, content: 'Kiitos vastauksesta, tervetuloa!', sentAt: at(-9, 8).toISOString() },
    now,
  )
  // Unread, with an attachment
  await send({
    ...base,
    sender: group,
    title: 'Retkipäivä',
    content: 'Lähdemme perjantaina metsäretkelle. Pakkaa mukaan sadevaatteet.\nRetkiohje liitteenä.',
    attachments: [{ name: 'retkiohje.pdf', contentType: 'application/pdf', data: DEMO_PDF.toString('base64') }],
    sentAt: at(-2, 10).toISOString(),
  })
  await send({
    ...base,
    sender: group,
    type: 'BULLETIN',
    asCopies: true,
    title: 'Valokuvaus ensi viikolla',
    content: 'Ryhmäkuvat otetaan tiistaina. Tiedote lähetetään kaikille ryhmän huoltajille.',
    recipientNames: ['Sinisiivet'],
    sentAt: at(-5, 7).toISOString(),
  })
  await send({
    ...base,
    sender: supervisor,
    sensitive: true,
    title: 'Tukitoimet',
    content: 'Sovitaan tapaaminen lapsen tuen tarpeesta.',
    sentAt: at(-1, 13).toISOString(),
  })
  // Her application (a transfer: Aada's preschool with connected daycare, being handled) and
  // the service worker's thread about it, which she may answer while it is handled
  const aada = kaisa.children.find((c) => c.firstName === 'Aada')
  if (!aada) return
  const applicationId = await insertDevApplication(
    tx,
    {
      childId: aada.id,
      guardianId: kaisaId,
      type: 'PRESCHOOL',
      status: 'SENT',
      form: { connectedDaycare: true },
      sentDate: addDays(today, -5),
      allowOtherGuardianAccess: false,
      hideFromGuardian: false,
    },
    today,
    now,
  )
  await send({
    ...base,
    childIds: [aada.id],
    sender: { accountId: (await serviceWorker(tx)).id },
    applicationId,
    title: 'Hakemuksenne',
    content: 'Hakemuksestanne puuttuu liite. Lisätkää se vastaamalla tähän viestiin.',
    sentAt: at(-3, 11).toISOString(),
  })
}

async function serviceWorker(tx: Tx) {
  return tx
    .insertInto('message_account')
    .values({ type: 'SERVICE_WORKER', name: 'Varhaiskasvatuksen palveluohjaus' })
    .returning('id')
    .executeTakeFirstOrThrow()
}
