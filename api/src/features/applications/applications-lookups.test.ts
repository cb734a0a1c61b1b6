import { describe, expect, it } from 'vitest'
import { ApplicationsOfChild, type ServiceNeedOption } from '@citizen/contract'
import { today } from '../../../test/harness'
import { useApplicationsTest } from './application-fixtures'

const { t, demo, day, devApplication, details, removeApplications } = useApplicationsTest()
const { as, childOf, personIdOf, call } = demo

describe('lookups', () => {
  it('lists the club and preschool terms of this and next school year', async () => {
    const club = (await call(null, 'GET', '/api/citizen/public/club-terms')).body as {
      term: { start: string; end: string }
      termBreaks: unknown[]
    }[]
    expect(club).toHaveLength(2)
    expect(club[0]!.term.start < club[1]!.term.start).toBe(true)
    expect(club[0]!.term.start.slice(5)).toBe('08-10')
    expect(club[0]!.term.end.slice(5)).toBe('05-31')
    expect(club[0]!.termBreaks).toHaveLength(1)
    const preschool = (await call(null, 'GET', '/api/citizen/public/preschool-terms')).body as {
      extendedTerm: { start: string }
      applicationPeriod: { start: string; end: string }
    }[]
    expect(preschool).toHaveLength(2)
    // Next year's preschool applications are open now
    expect(preschool[1]!.applicationPeriod.start <= today() && today() <= preschool[1]!.applicationPeriod.end).toBe(
      true,
    )
  })

  it('lists service need options by placement type in display order, in three languages', async () => {
    const res = await call(
      null,
      'GET',
      '/api/citizen/public/service-needs/options?placementTypes=DAYCARE_PART_TIME,DAYCARE',
    )
    const list = res.body as ServiceNeedOption[]
    expect(list.map((o) => o.validPlacementType)).toEqual([
      'DAYCARE',
      'DAYCARE',
      'DAYCARE_PART_TIME',
      'DAYCARE_PART_TIME',
    ])
    expect(list[0]).toEqual({
      id: expect.any(String),
      nameFi: 'Kokopäiväinen, yli 25 h/vko',
      nameSv: 'Heldag, över 25 h/vecka',
      nameEn: 'Full day, over 25 h a week',
      validPlacementType: 'DAYCARE',
      validFrom: '2020-01-01',
      validTo: null,
    })
    expect((await call(null, 'GET', '/api/citizen/public/service-needs/options?placementTypes=SCHOOL')).status).toBe(
      400,
    )
    expect((await call(null, 'GET', '/api/citizen/public/service-needs/options')).status).toBe(400)
  })
})

describe('dev API for applications', () => {
  /** A daycare application for Lilja by Matti (no placements, no other guardian) */
  const liljasDaycare = async (fields: Record<string, unknown>) =>
    devApplication({
      childId: childOf('no-placements', 'Lilja'),
      guardianId: await personIdOf('no-placements'),
      type: 'DAYCARE',
      ...fields,
    })

  it('moves an application through the staff-side steps to waiting for confirmation', async () => {
    const lilja = childOf('no-placements', 'Lilja')
    const id = await liljasDaycare({ form: { partTime: true, preferredStartDate: day(45) } })
    const act = (action: string) => call(null, 'POST', `/api/dev/applications/${id}/actions/${action}`)
    expect((await act('CREATE_PLACEMENT_PLAN')).status).toBe(400)
    for (const action of ['MOVE_TO_WAITING_PLACEMENT', 'CREATE_PLACEMENT_PLAN', 'SEND_DECISIONS'])
      expect((await act(action)).status).toBe(200)
    const row = await t.db
      .selectFrom('application')
      .select(['status', 'checked_by_admin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'WAITING_CONFIRMATION', checked_by_admin: true })
    const decisions = await t.db.selectFrom('decision').selectAll().where('application_id', '=', id).execute()
    expect(decisions).toEqual([
      expect.objectContaining({
        type: 'DAYCARE_PART_TIME',
        status: 'PENDING',
        start_date: day(45),
        sent_date: today(),
        resolved: null,
      }),
    ])
    expect((await act('NOPE')).status).toBe(400)
    const cookie = await as('no-placements')
    expect((await call(cookie, 'GET', '/api/citizen/applications/by-guardian/notifications')).body).toBe(1)
    expect(
      ((await call(cookie, 'GET', '/api/citizen/applications/by-guardian')).body as ApplicationsOfChild[])[0]!
        .decidableApplications,
    ).toEqual([id])
    await removeApplications(lilja)
  })

  it('sends a foster parent’s decisions by mail first, and gives preschool with connected daycare two decisions', async () => {
    const aleksi = childOf('foster-parent', 'Aleksi')
    const fosterId = await personIdOf('foster-parent')
    const id = await devApplication({
      childId: aleksi,
      guardianId: fosterId,
      type: 'PRESCHOOL',
      status: 'WAITING_DECISION',
      form: { connectedDaycare: true },
    })
    const act = (action: string) => call(null, 'POST', `/api/dev/applications/${id}/actions/${action}`)
    expect((await act('SEND_DECISIONS')).status).toBe(200)
    expect(
      (await t.db.selectFrom('application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('WAITING_MAILING')
    expect((await act('CONFIRM_DECISION_MAILED')).status).toBe(200)
    expect(
      (await t.db.selectFrom('application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('WAITING_CONFIRMATION')
    const types = (await t.db.selectFrom('decision').select('type').where('application_id', '=', id).execute())
      .map((d) => d.type)
      .sort()
    expect(types).toEqual(['PRESCHOOL', 'PRESCHOOL_DAYCARE'])
    await t.db.deleteFrom('application').where('id', '=', id).execute()
  })

  it('creates valid applications: a dev application passes the citizen’s own validation', async () => {
    const id = await liljasDaycare({ status: 'CREATED', form: { urgent: true, shiftCare: true } })
    const cookie = await as('no-placements')
    expect((await call(cookie, 'POST', `/api/citizen/applications/${id}/actions/send-application`)).status).toBe(200)
    const sent = await details(cookie, id)
    expect(sent.form.preferences).toMatchObject({ urgent: true, serviceNeed: { shiftCare: true } })
    expect(sent.dueDate).toBeNull() // urgent, no proof yet
    await removeApplications(childOf('no-placements', 'Lilja'))
  })
})
