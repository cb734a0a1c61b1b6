import { beforeEach, describe, expect, it } from 'vitest'
import { addDays, childErrors, type PlacementGroup, type Persona } from '@citizen/contract'
import { csrf, demoReads, loginAs, persona, personIdOf, today, useTestApp } from '../../../test/harness'

// The placement termination of the child page (reference §5), split from child-page.test.ts
const t = useTestApp()
const { load, child, get, unitId, auditRows } = demoReads(t)
let personas: Persona[]

const terminate = (childId: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/citizen/children/${childId}/placements/terminate`,
    headers: { cookie, ...csrf },
    payload: payload as object,
  })

describe('POST /citizen/children/{childId}/placements/terminate', () => {
  beforeEach(async () => {
    personas = await load()
  })

  const placementsOf = (childId: string) =>
    t.db.selectFrom('placement').selectAll().where('child_id', '=', childId).orderBy('start_date').execute()

  it('ends the placement at the last day, cancels transfer applications and deletes later reservations', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const cookie = await loginAs(t.app, p.ssn)
    const mikko = await personIdOf(t.db, personas, 'three-children-1')
    const lastDay = addDays(today(), 10)
    const transfer = await t.db
      .insertInto('application')
      .values({
        type: 'DAYCARE',
        status: 'SENT',
        guardian_id: mikko,
        child_id: onni.id,
        document: JSON.stringify({}),
        sent_date: today(),
        transfer_application: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .deleteFrom('attendance_reservation')
      .where('child_id', '=', onni.id)
      .where('date', 'in', [lastDay, addDays(lastDay, 5)])
      .execute()
    await t.db
      .insertInto('attendance_reservation')
      .values([
        { child_id: onni.id, date: addDays(lastDay, 5), created_by_type: 'CITIZEN' },
        { child_id: onni.id, date: lastDay, start_time: '08:00', end_time: '09:00', created_by_type: 'CITIZEN' },
      ])
      .execute()
    const res = await terminate(onni.id, cookie, {
      type: 'DAYCARE',
      unitId: await unitId('Päiväkoti Aurinkoinen'),
      terminationDate: lastDay,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const [placement] = await placementsOf(onni.id)
    expect(placement).toMatchObject({ end_date: lastDay, termination_requested_date: today(), terminated_by: mikko })
    const application = await t.db
      .selectFrom('application')
      .select('status')
      .where('id', '=', transfer.id)
      .executeTakeFirstOrThrow()
    expect(application.status).toBe('CANCELLED')
    // The reservations after the last day are gone; the last day's is kept
    const reserved = (
      await t.db.selectFrom('attendance_reservation').select('date').where('child_id', '=', onni.id).execute()
    ).map((r) => r.date)
    expect(reserved.filter((date) => date > lastDay)).toEqual([])
    expect(reserved.filter((date) => date === lastDay)).toHaveLength(1)
    const serviceNeeds = await t.db
      .selectFrom('service_need')
      .select('end_date')
      .where('placement_id', '=', placement!.id)
      .execute()
    expect(serviceNeeds.every((s) => s.end_date <= lastDay)).toBe(true)
    // The page shows the terminated state
    const groups = (await get(`/api/citizen/children/${onni.id}/placements`, cookie)).json() as {
      placements: PlacementGroup[]
    }
    expect(groups.placements[0]!.placements[0]).toMatchObject({
      endDate: lastDay,
      terminationRequestedDate: today(),
      terminatedBy: { id: mikko, name: 'Mikko Korhonen' },
    })
    const audit = (await auditRows('PLACEMENT_TERMINATE')).at(-1)!
    expect(audit).toMatchObject({ actor_person_id: mikko, target_person_ids: [onni.id] })
    expect(audit.target_ids).toMatchObject({ placement: [placement!.id], application: [transfer.id] })
  })

  it('cancels a placement that starts after the last day', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const aurinkoinen = await unitId('Päiväkoti Aurinkoinen')
    const [current] = await placementsOf(onni.id)
    // A second daycare placement after the current one
    await t.db
      .updateTable('placement')
      .set({ end_date: addDays(today(), 30) })
      .where('id', '=', current!.id)
      .execute()
    await t.db
      .insertInto('placement')
      .values({
        child_id: onni.id,
        unit_id: aurinkoinen,
        type: 'DAYCARE',
        start_date: addDays(today(), 31),
        end_date: addDays(today(), 200),
      })
      .execute()
    const res = await terminate(onni.id, await loginAs(t.app, p.ssn), {
      type: 'DAYCARE',
      unitId: aurinkoinen,
      terminationDate: today(),
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await placementsOf(onni.id)
    expect(after.map((pl) => [pl.id, pl.end_date])).toEqual([[current!.id, today()]])
  })

  it('ends only the paid daycare: the preschool part continues as its own placement', async () => {
    const p = persona(personas, 'preschool')
    const eino = child('preschool', 'Eino')
    const [before] = await placementsOf(eino.id)
    const cookie = await loginAs(t.app, p.ssn)
    const groups = (await get(`/api/citizen/children/${eino.id}/placements`, cookie)).json() as {
      placements: PlacementGroup[]
    }
    expect(groups.placements).toMatchObject([{ type: 'PRESCHOOL', terminatable: true }])
    const lastDay = addDays(today(), 5)
    const res = await terminate(eino.id, cookie, {
      type: 'PRESCHOOL',
      unitId: await unitId('Päiväkoti Aurinkoinen'),
      terminationDate: lastDay,
      terminateDaycareOnly: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await placementsOf(eino.id)
    expect(after.map((pl) => [pl.type, pl.start_date, pl.end_date])).toEqual([
      ['PRESCHOOL_DAYCARE', before!.start_date, lastDay],
      ['PRESCHOOL', addDays(lastDay, 1), before!.end_date],
    ])
    // The group placement continues on the new placement
    const groupPlacements = await t.db
      .selectFrom('daycare_group_placement')
      .select(['placement_id', 'start_date', 'end_date'])
      .where(
        'placement_id',
        'in',
        after.map((pl) => pl.id),
      )
      .orderBy('start_date')
      .execute()
    expect(groupPlacements.map((g) => [g.placement_id, g.end_date])).toEqual([
      [after[0]!.id, lastDay],
      [after[1]!.id, before!.end_date],
    ])
  })

  it('offers nothing more once the last day is today, and refuses ending it again (400)', async () => {
    const p = persona(personas, 'preschool')
    const eino = child('preschool', 'Eino')
    const cookie = await loginAs(t.app, p.ssn)
    const unit = await unitId('Päiväkoti Aurinkoinen')
    const groups = async () =>
      ((await get(`/api/citizen/children/${eino.id}/placements`, cookie)).json() as { placements: PlacementGroup[] })
        .placements
    expect(await groups()).toMatchObject([{ terminatable: true, daycareOnlyTerminatable: true }])
    // Two steps: the paid daycare ends today, then the whole group
    const daycare = { type: 'PRESCHOOL', unitId: unit, terminationDate: today(), terminateDaycareOnly: true }
    expect((await terminate(eino.id, cookie, daycare)).statusCode).toBe(200)
    expect(await groups()).toMatchObject([{ terminatable: true, daycareOnlyTerminatable: false }])
    const again = await terminate(eino.id, cookie, daycare)
    expect(again.statusCode).toBe(400)
    expect(again.json().errorCode).toBe(childErrors.nothingToTerminate)
    const whole = { type: 'PRESCHOOL', unitId: unit, terminationDate: today() }
    expect((await terminate(eino.id, cookie, whole)).statusCode).toBe(200)
    expect(await groups()).toMatchObject([{ endDate: today(), terminatable: false, daycareOnlyTerminatable: false }])
    const audits = (await auditRows('PLACEMENT_TERMINATE')).length
    const third = await terminate(eino.id, cookie, whole)
    expect(third.statusCode).toBe(400)
    expect(third.json().errorCode).toBe(childErrors.nothingToTerminate)
    expect(await auditRows('PLACEMENT_TERMINATE')).toHaveLength(audits)
  })

  it('refuses a last day before today or after the placements end (400)', async () => {
    const p = persona(personas, 'three-children-1')
    const onni = child('three-children-1', 'Onni')
    const cookie = await loginAs(t.app, p.ssn)
    const unit = await unitId('Päiväkoti Aurinkoinen')
    for (const date of [addDays(today(), -1), addDays(today(), 251)]) {
      const res = await terminate(onni.id, cookie, { type: 'DAYCARE', unitId: unit, terminationDate: date })
      expect(res.statusCode, date).toBe(400)
      expect(res.json().errorCode).toBe(childErrors.invalidTerminationDate)
    }
    for (const body of [
      {},
      { type: 'DAYCARE', unitId: unit },
      { type: 'NURSERY', unitId: unit, terminationDate: today() },
    ]) {
      expect((await terminate(onni.id, cookie, body)).statusCode).toBe(400)
    }
    const [placement] = await placementsOf(onni.id)
    expect(placement!.end_date).toBe(addDays(today(), 250))
  })

  it('answers 403 PLACEMENT_TERMINATION_DISABLED for a unit without the feature', async () => {
    const p = persona(personas, 'three-children-1')
    const ella = child('three-children-1', 'Ella')
    const res = await terminate(ella.id, await loginAs(t.app, p.ssn), {
      type: 'DAYCARE',
      unitId: await unitId('Päiväkoti Metsätähti'),
      terminationDate: today(),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe(childErrors.terminationDisabled)
  })

  it('answers 404 for a group the child does not have and for another family’s child; 403 for a weak login', async () => {
    const onni = child('three-children-1', 'Onni')
    const unit = await unitId('Päiväkoti Aurinkoinen')
    const body = { type: 'DAYCARE', unitId: unit, terminationDate: today() }
    const mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn)
    expect((await terminate(onni.id, mikko, { ...body, type: 'CLUB' })).statusCode).toBe(404)
    expect((await terminate(onni.id, mikko, { ...body, unitId: crypto.randomUUID() })).statusCode).toBe(404)
    const stranger = await loginAs(t.app, persona(personas, 'one-child').ssn)
    const foreign = await terminate(onni.id, stranger, body)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body).not.toContain('Onni')
    const weak = await terminate(onni.id, await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK'), body)
    expect(weak.statusCode).toBe(403)
    const [placement] = await placementsOf(onni.id)
    expect(placement!.end_date).toBe(addDays(today(), 250))
    expect(await auditRows('PLACEMENT_TERMINATE')).toEqual([])
  })
})
