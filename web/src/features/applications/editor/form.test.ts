import { describe, expect, it } from 'vitest'
import { createdApplication } from './editor-fixtures'
import { editorResolver, shownErrors, touchedPaths } from './form'
import { initialState } from './model'
import type { ValidationContext } from './validation'

const application = createdApplication()
application.form.guardian.phoneNumber = '040 123'
application.form.guardian.email = 'anna@example.com'
application.form.otherChildren = [{ firstName: 'Onni', lastName: '', socialSecurityNumber: '010101-123N' }]
application.form.preferences.preferredUnits = [{ id: 'u', name: 'Unit' }]

const fullDay = {
  id: 'o',
  nameFi: 'Kokopäiväinen',
  nameSv: 'Heldag',
  nameEn: 'Full day',
  validPlacementType: 'DAYCARE',
} as const

const context: ValidationContext = {
  type: 'DAYCARE',
  status: 'CREATED',
  savedStartDate: null,
  today: '2026-11-22',
  clubTerms: [],
  preschoolTerms: [],
  serviceNeedOptions: [{ ...fullDay, validFrom: '2026-01-01', validTo: null }],
  askOtherGuardianAgreement: false,
}

const resolve = async (state: ReturnType<typeof initialState>) =>
  editorResolver(state, context, { fields: {}, shouldUseNativeValidation: false })

describe('the editor resolver', () => {
  it('nests each error by its path, as react-hook-form reads them, and flattens back', async () => {
    const result = await resolve(initialState(application))
    expect(result.values).toEqual({})
    const errors = result.errors as Record<string, any>
    expect(errors.form.preferences.preferredStartDate).toEqual({ type: 'required', message: 'required' })
    // An array index is a key of the path: the first child's last name
    expect(errors.form.otherChildren['0'].lastName.type).toBe('required')
    expect(shownErrors(result.errors)).toEqual({
      'form.preferences.preferredStartDate': 'required',
      'form.preferences.serviceNeed.serviceNeedOption': 'choose',
      'form.otherChildren.0.lastName': 'required',
    })
  })

  it('answers the values when nothing is wrong', async () => {
    const state = initialState(application)
    state.form.preferences.serviceNeed!.serviceNeedOption = fullDay
    state.form.preferences.preferredStartDate = '2027-01-01'
    state.form.otherChildren[0]!.lastName = 'Järvinen'
    const result = await resolve(state)
    expect(result.errors).toEqual({})
    expect(result.values).toBe(state)
  })

  it('keeps the optional parts editable while their boxes are unticked', () => {
    const state = initialState(application)
    expect(state.childMoving).toBe(false)
    expect(state.form.child.futureAddress).toEqual({ street: '', postalCode: '', postOffice: '', movingDate: null })
    expect(state.form.otherPartner).toEqual({ firstName: '', lastName: '', socialSecurityNumber: '' })
  })
})

describe('touchedPaths', () => {
  it('lists the touched leaves by path, array indexes included', () => {
    expect(
      touchedPaths({ verifyEmail: true, form: { guardian: { email: true }, otherChildren: [{ firstName: true }] } }),
    ).toEqual(['verifyEmail', 'form.guardian.email', 'form.otherChildren.0.firstName'])
    expect(touchedPaths({})).toEqual([])
  })
})
