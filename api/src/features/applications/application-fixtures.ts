import { beforeAll, expect } from 'vitest'
import {
  ApplicationDetails,
  addDays,
  formUpdateOf,
  type ApplicationForm,
  type ApplicationFormUpdate,
  type Persona,
  type ServiceNeedOption,
} from '@citizen/contract'
import { today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'

/** A service need option as a form names it */
export const optionOnForm = (o: ServiceNeedOption) => ({
  id: o.id,
  nameFi: o.nameFi,
  nameSv: o.nameSv,
  nameEn: o.nameEn,
  validPlacementType: o.validPlacementType,
})

/** The draft's form made complete as sending accepts it: daycare at the unit, from `start`, full days */
export function filledDaycareForm(
  form: ApplicationForm,
  choice: { unit: { id: string; name: string }; option: ServiceNeedOption; start: string },
): ApplicationFormUpdate {
  const update = formUpdateOf(form)
  return {
    ...update,
    guardian: { ...update.guardian, phoneNumber: '040 123 4569' },
    preferences: {
      ...update.preferences,
      preferredStartDate: choice.start,
      preferredUnits: [choice.unit],
      serviceNeed: {
        startTime: '08:00',
        endTime: '16:00',
        shiftCare: false,
        partTime: false,
        serviceNeedOption: optionOnForm(choice.option),
      },
    },
  }
}

/** The test app with the demo municipality, and the forms and requests the application tests share */
export function useApplicationsTest() {
  const t = useTestApp()
  const demo = demoClient(t)
  const { load, as, childOf, call } = demo
  const data = { personas: [] as Persona[], units: new Map<string, string>(), options: [] as ServiceNeedOption[] }

  const day = (offset: number) => addDays(today(), offset)
  const unit = (name: string) => ({ id: data.units.get(name)!, name })

  async function devApplication(body: Record<string, unknown>): Promise<string> {
    const res = await call(null, 'POST', '/api/dev/applications', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as { id: string }).id
  }

  async function details(cookie: string, id: string): Promise<ApplicationDetails> {
    const res = await call(cookie, 'GET', `/api/citizen/applications/${id}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return ApplicationDetails.parse(res.body)
  }

  const optionFor = (placementType: string) => data.options.find((x) => x.validPlacementType === placementType)!
  const option = (placementType: string) => optionOnForm(optionFor(placementType))

  /** A complete daycare form update for a draft */
  const filledDaycare = (form: ApplicationForm, start = day(60)): ApplicationFormUpdate =>
    filledDaycareForm(form, { unit: unit('Päiväkoti Aurinkoinen'), option: optionFor('DAYCARE'), start })

  /** Matti Järvinen's draft DAYCARE application for Lilja (no other guardian, no placements) */
  async function newDraft(key = 'no-placements', child = 'Lilja', type = 'DAYCARE'): Promise<string> {
    const res = await call(await as(key), 'POST', '/api/citizen/applications', { childId: childOf(key, child), type })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as { id: string }).id
  }

  const removeApplications = async (childId: string) => {
    await t.db.deleteFrom('application').where('child_id', '=', childId).execute()
  }

  beforeAll(async () => {
    data.personas = await load()
    data.units = new Map((await t.db.selectFrom('unit').select(['name', 'id']).execute()).map((u) => [u.name, u.id]))
    data.options = (
      await call(
        null,
        'GET',
        '/api/citizen/public/service-needs/options?placementTypes=DAYCARE,DAYCARE_PART_TIME,PRESCHOOL_DAYCARE,PRESCHOOL_CLUB',
      )
    ).body as ServiceNeedOption[]
  })

  return {
    t,
    demo,
    data,
    day,
    unit,
    devApplication,
    details,
    toUpdate: formUpdateOf,
    option,
    filledDaycare,
    newDraft,
    removeApplications,
  }
}
