import { describe, expect, it } from 'vitest'
import { type ApplicationFormUpdate, type devEmails } from '@citizen/contract'
import type { z } from 'zod'
import { applicationOfChild, today } from '../../../test/harness'
import { addDays, addMonths } from '@citizen/contract'
import { testSsn } from '../../dev/ssn'
import { useApplicationsTest } from './application-fixtures'

const { t, demo, unit, details, toUpdate, option, filledDaycare, newDraft, removeApplications } = useApplicationsTest()
const { as, childOf, personIdOf, call } = demo
type DevEmail = z.infer<typeof devEmails.response>[number]

describe('PUT /api/citizen/applications/:applicationId and send', () => {
  it('validates, sends and computes the sent application’s dates and other guardians', async () => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const filled = filledDaycare((await details(cookie, id)).form)
    const form = { ...filled, guardian: { ...filled.guardian, email: 'matti.new@example.com' } }
    expect(
      await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: true }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect(await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    const sent = await details(cookie, id)
    expect(sent).toMatchObject({
      status: 'SENT',
      sentDate: today(),
      dueDate: addMonths(today(), 4),
      transferApplication: false,
      allowOtherGuardianAccess: true,
      permittedActions: ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'],
    })
    expect(sent.form.preferences.serviceNeed!.serviceNeedOption).toEqual(option('DAYCARE'))
    // The form's phone went to the person's contact details
    const person = await t.db
      .selectFrom('person')
      .select('phone')
      .where('id', '=', sent.guardianId)
      .executeTakeFirstOrThrow()
    expect(person.phone).toBe('040 123 4569')
    // "Application received" went into the outbox, to the address the form gave
    const received = async () =>
      ((await call(cookie, 'GET', '/api/dev/emails')).body as DevEmail[]).filter(
        (e) => e.personId === sent.guardianId && e.subject === 'Hakemuksesi on vastaanotettu',
      )
    expect(await received()).toEqual([
      expect.objectContaining({
        to: 'matti.new@example.com',
        type: 'TRANSACTIONAL',
        language: 'fi',
        status: 'PENDING',
        text: expect.stringContaining('Olemme vastaanottaneet hakemuksesi: Varhaiskasvatushakemus.'),
      }),
    ])
    // Sending twice is refused, and the email stays one
    expect(await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_STATUS' },
    })
    expect(await received()).toHaveLength(1)
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('records the child’s other guardians and marks a transfer application when sending', async () => {
    const cookie = await as('separated-guardians-2')
    const helmi = childOf('separated-guardians-2', 'Helmi')
    const created = await call(cookie, 'POST', '/api/citizen/applications', { childId: helmi, type: 'DAYCARE' })
    const id = (created.body as { id: string }).id
    const draft = await details(cookie, id)
    expect(draft).toMatchObject({ hasOtherGuardian: true, otherGuardianLivesInSameAddress: false })
    const form = filledDaycare(draft.form)
    // The other guardian lives elsewhere: the agreement status is required
    const missing = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, {
      form,
      allowOtherGuardianAccess: false,
    })
    expect(missing).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('secondGuardian.agreementStatus') },
    })
    const agreed = {
      ...form,
      secondGuardian: { agreementStatus: 'AGREED' as const, phoneNumber: '040 1', email: 'x@example.com' },
    }
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form: agreed, allowOtherGuardianAccess: false }))
        .status,
    ).toBe(200)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(200)
    const sent = await details(cookie, id)
    expect(sent).toMatchObject({ transferApplication: true, dueDate: null })
    // Details of the other guardian are kept only with NOT_AGREED
    expect(sent.form.secondGuardian).toEqual({ agreementStatus: 'AGREED', phoneNumber: '', email: '' })
    const others = await t.db
      .selectFrom('application_other_guardian')
      .select('guardian_id')
      .where('application_id', '=', id)
      .execute()
    expect(others.map((o) => o.guardian_id)).toEqual([await personIdOf('separated-guardians-1')])
    await t.db.deleteFrom('application').where('id', '=', id).execute()
  })

  it.each<[string, (f: ApplicationFormUpdate) => void, string]>([
    ['no start date', (f) => void (f.preferences.preferredStartDate = null), 'preferredStartDate'],
    [
      'a start date in the past',
      (f) => void (f.preferences.preferredStartDate = addDays(today(), -1)),
      'preferredStartDate',
    ],
    [
      'a start date over a year ahead',
      (f) => void (f.preferences.preferredStartDate = addDays(addMonths(today(), 12), 1)),
      'preferredStartDate',
    ],
    ['no units', (f) => void (f.preferences.preferredUnits = []), 'preferredUnits'],
    [
      'an unknown unit',
      (f) => void (f.preferences.preferredUnits = [{ id: '00000000-0000-4000-8000-000000000001', name: 'X' }]),
      'preferredUnits',
    ],
    ['no service need option', (f) => void (f.preferences.serviceNeed!.serviceNeedOption = null), 'serviceNeedOption'],
    [
      'a part-time option for full time',
      (f) => void (f.preferences.serviceNeed!.serviceNeedOption = option('DAYCARE_PART_TIME')),
      'serviceNeedOption',
    ],
    ['no phone', (f) => void (f.guardian.phoneNumber = ''), 'guardian.phoneNumber'],
    ['a bad phone', (f) => void (f.guardian.phoneNumber = 'soita minulle'), 'guardian.phoneNumber'],
    ['a bad email', (f) => void (f.guardian.email = 'matti@'), 'guardian.email'],
    ['assistance without description', (f) => void (f.child.assistanceNeeded = true), 'assistanceDescription'],
    [
      'a sibling without ssn',
      (f) => void (f.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: '', siblingUnit: '' }),
      'siblingSsn',
    ],
    [
      'a partner with a bad ssn',
      (f) => void (f.otherPartner = { firstName: 'A', lastName: 'B', socialSecurityNumber: '010101-0000' }),
      'otherPartner.socialSecurityNumber',
    ],
    [
      'another child without names',
      (f) =>
        void (f.otherChildren = [{ firstName: '', lastName: '', socialSecurityNumber: testSsn('2022-09-30', 906) }]),
      'otherChildren.0.firstName',
    ],
    [
      'half a future address',
      (f) => void (f.child.futureAddress = { street: 'Uusikatu 1', postalCode: '', postOffice: '', movingDate: null }),
      'child.futureAddress.postalCode',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const form = filledDaycare((await details(cookie, id)).form)
    change(form)
    const res = await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: false })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' })
    expect((res.body as { message: string }).message).toContain(field)
    // Sending the draft as saved earlier is refused the same way (strict)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(400)
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('sends a preschool application with connected daycare and a club application', async () => {
    const cookie = await as('three-children-1')
    const onni = childOf('three-children-1', 'Onni')
    const preschoolId = await newDraft('three-children-1', 'Onni', 'PRESCHOOL')
    const draft = await details(cookie, preschoolId)
    const start = draft.form.preferences.preferredStartDate!
    const update = toUpdate(draft.form)
    const form: ApplicationFormUpdate = {
      ...update,
      otherChildren: [],
      preferences: {
        ...update.preferences,
        preferredUnits: [unit('Päiväkoti Aurinkoinen'), unit('Esikoulu Kuusikko')],
        connectedDaycarePreferredStartDate: addDays(start, 14),
        serviceNeed: {
          startTime: '',
          endTime: '',
          shiftCare: false,
          partTime: true,
          serviceNeedOption: option('PRESCHOOL_DAYCARE'),
        },
        urgent: true, // daycare only: dropped
      },
    }
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${preschoolId}`, { form, allowOtherGuardianAccess: true }))
        .status,
    ).toBe(200)
    expect(
      (await call(cookie, 'POST', `/api/citizen/applications/${preschoolId}/actions/send-application`)).status,
    ).toBe(200)
    const preschool = await details(cookie, preschoolId)
    expect(preschool).toMatchObject({ status: 'SENT', dueDate: today() })
    expect(preschool.form.preferences).toMatchObject({ urgent: false, serviceNeed: { partTime: false } })

    const clubId = await newDraft('three-children-1', 'Onni', 'CLUB')
    const club = await details(cookie, clubId)
    const terms = (await call(null, 'GET', '/api/citizen/public/club-terms')).body as {
      term: { start: string; end: string }
    }[]
    const clubStart =
      club.form.preferences.preferredStartDate ??
      (terms.find((x) => x.term.start <= today() && today() <= x.term.end) ? today() : terms[1]!.term.start)
    const clubUpdate = toUpdate(club.form)
    const clubForm: ApplicationFormUpdate = {
      ...clubUpdate,
      child: { ...clubUpdate.child, allergies: 'pähkinä', diet: 'vegaani' },
      otherPartner: { firstName: 'Sanna', lastName: 'Korhonen', socialSecurityNumber: testSsn('1988-11-05', 904) },
      preferences: { ...clubUpdate.preferences, preferredStartDate: clubStart, preferredUnits: [unit('Kerho Kipinä')] },
    }
    expect(
      (
        await call(cookie, 'PUT', `/api/citizen/applications/${clubId}`, {
          form: clubForm,
          allowOtherGuardianAccess: false,
        })
      ).status,
    ).toBe(200)
    expect((await call(cookie, 'POST', `/api/citizen/applications/${clubId}/actions/send-application`)).status).toBe(
      200,
    )
    const sentClub = await details(cookie, clubId)
    expect(sentClub.form.child).toMatchObject({ allergies: '', diet: '' })
    expect(sentClub.form).toMatchObject({ otherPartner: null, otherChildren: [] })
    await removeApplications(onni)
  })

  it('refuses to send a daycare application to a unit not taking applications on the start date', async () => {
    const cookie = await as('no-placements')
    const id = await newDraft()
    const form = filledDaycare((await details(cookie, id)).form)
    form.preferences.preferredUnits = [unit('Päiväkoti Kangas')] // daycare applications ended a month ago
    expect(
      (await call(cookie, 'PUT', `/api/citizen/applications/${id}`, { form, allowOtherGuardianAccess: false })).status,
    ).toBe(200)
    const res = await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)
    expect(res).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', message: expect.stringContaining('preferredUnits') },
    })
    // Nothing was sent, so nothing was received
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('dedupe_key', '=', `application-received:${id}`)
      .execute()
    expect(emails).toEqual([])
    await removeApplications(childOf('no-placements', 'Lilja'))
  })

  it('updates a sent application, never to an earlier start date, and not once processing started', async () => {
    const cookie = await as('three-children-1')
    const app = await applicationOfChild(t.db, childOf('three-children-1', 'Veeti'))
    const form = toUpdate(app.document)
    const stored = app.document.preferences.preferredStartDate!
    const earlier = { ...form, preferences: { ...form.preferences, preferredStartDate: addDays(stored, -1) } }
    expect(
      await call(cookie, 'PUT', `/api/citizen/applications/${app.id}`, {
        form: earlier,
        allowOtherGuardianAccess: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'START_DATE_EARLIER' },
    })
    const later = {
      ...form,
      preferences: { ...form.preferences, preferredStartDate: addDays(stored, 7) },
      otherInfo: 'Muutos',
    }
    expect(
      (
        await call(cookie, 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(200)
    expect((await details(cookie, app.id)).form).toMatchObject({
      otherInfo: 'Muutos',
      preferences: { preferredStartDate: addDays(stored, 7) },
    })
    // Another family, the other guardian: 404
    expect(
      (
        await call(await as('one-child'), 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(await as('three-children-2'), 'PUT', `/api/citizen/applications/${app.id}`, {
          form: later,
          allowOtherGuardianAccess: true,
        })
      ).status,
    ).toBe(404)
    // Being processed: 400
    const eetuApp = await applicationOfChild(t.db, childOf('one-child', 'Eetu'))
    expect(
      await call(await as('one-child'), 'PUT', `/api/citizen/applications/${eetuApp.id}`, {
        form: toUpdate(eetuApp.document),
        allowOtherGuardianAccess: false,
      }),
    ).toMatchObject({ status: 400, body: { errorCode: 'INVALID_STATUS' } })
    expect(
      (await call(await as('one-child'), 'POST', `/api/citizen/applications/${eetuApp.id}/actions/send-application`))
        .status,
    ).toBe(400)
    expect(
      (await call(await as('one-child'), 'POST', `/api/citizen/applications/${app.id}/actions/send-application`))
        .status,
    ).toBe(404)
  })
})
