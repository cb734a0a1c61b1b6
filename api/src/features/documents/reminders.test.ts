import { beforeAll, describe, expect, it } from 'vitest'
import { helsinkiInstant } from '@citizen/contract'
import { useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { expectRenderedWith, templateOutbox } from '../../../test/reminder-outbox'
import { REMINDER_HOUR } from '../../jobs'
import { sendWaitingDocumentReminders } from './reminders'

const t = useTestApp()
const { load, personIdOf, childOf, dev } = demoClient(t)

// The demo is loaded as on Wednesday 3.2.2027: Eetu's document to fill in (Aino is his guardian)
// was published on Monday 1.2. at 10:00 in Helsinki. The job runs on the days chosen at the hour
// the scheduler makes it due (REMINDER_HOUR).
const DEMO_DAY = '2027-02-03'
const runOn = (date: string) => sendWaitingDocumentReminders({ db: t.db, now: helsinkiInstant(date, REMINDER_HOUR) })
const { outbox, reminded, clearOutbox } = templateOutbox(t, 'childDocumentWaiting')

beforeAll(async () => {
  await load(helsinkiInstant(DEMO_DAY, 12))
})

describe('the waiting document reminder', () => {
  it("reminds the child's guardians when a document has waited seven days, once", async () => {
    const aino = await personIdOf('one-child')
    const jussi = await personIdOf('separated-guardians-1')
    const laura = await personIdOf('separated-guardians-2')
    const eetusDocument = (
      await t.db
        .selectFrom('child_document')
        .select('id')
        .where('child_id', '=', childOf('one-child', 'Eetu'))
        .where('status', '=', 'CITIZEN_DRAFT')
        .executeTakeFirstOrThrow()
    ).id
    // Two of Helmi's (Jussi and Laura, in Swedish): published late on 1.2. and just after midnight on 2.2. in Helsinki
    const template = (
      await t.db
        .selectFrom('document_template')
        .select('id')
        .where('type', '=', 'CITIZEN_BASIC')
        .executeTakeFirstOrThrow()
    ).id
    const helmisDocument = (publishedAt: string) =>
      dev('/api/dev/child-documents', {
        childId: childOf('separated-guardians-1', 'Helmi'),
        templateId: template,
        status: 'CITIZEN_DRAFT',
        publishedAt,
      })
    const late = await helmisDocument('2027-02-01T21:30:00Z')
    const nextDay = await helmisDocument('2027-02-01T22:30:00Z')

    expect(await runOn('2027-02-07')).toBe(0)
    expect(await runOn('2027-02-08')).toBe(3)
    const row = (personId: string, language: string, documentId: string) => ({
      person_id: personId,
      language,
      type: 'DOCUMENT_NOTIFICATION',
      params: { documentId },
      dedupe_key: `document-waiting:${documentId}`,
    })
    const byPerson = (a: { person_id: string }, b: { person_id: string }) => a.person_id.localeCompare(b.person_id)
    expect((await outbox()).sort(byPerson)).toEqual(
      [row(aino, 'fi', eetusDocument), row(jussi, 'sv', late), row(laura, 'sv', late)].sort(byPerson),
    )
    // Run again: nothing more; the next day the document of 2.2.
    expect(await runOn('2027-02-08')).toBe(0)
    expect(await runOn('2027-02-09')).toBe(2)
    expect((await outbox()).filter((r) => r.dedupe_key === `document-waiting:${nextDay}`)).toHaveLength(2)

    // Filled in: nothing of it; the setting turned off: not Laura
    await clearOutbox()
    await t.db
      .updateTable('child_document')
      .set({ status: 'COMPLETED', answered_at: new Date(), answered_by: aino })
      .where('id', '=', eetusDocument)
      .execute()
    await t.db
      .updateTable('person')
      .set({ disabled_email_types: ['DOCUMENT_NOTIFICATION'] })
      .where('id', '=', laura)
      .execute()
    expect(await runOn('2027-02-08')).toBe(1)
    expect(await reminded()).toEqual([jussi])
    await t.db.updateTable('person').set({ disabled_email_types: [] }).where('id', '=', laura).execute()
  })

  it('renders the reminder in fi, sv and en with a link to fill in the document', () => {
    const documentId = '00000000-0000-4000-8000-000000000001'
    expectRenderedWith(
      { template: 'childDocumentWaiting', params: { documentId } },
      `https://example.com/child-documents/${documentId}?readOnly=false`,
    )
  })
})
