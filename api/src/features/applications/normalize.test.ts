import { describe, expect, it } from 'vitest'
import { validateApplicationForm } from '@citizen/contract'
import { facts, daycareForm, preschoolForm, clubForm } from '@citizen/contract/application-rules-fixtures'
import { normalizeForm } from './normalize'

describe('normalizeForm', () => {
  it('strips what a club application does not carry', () => {
    const form = clubForm()
    form.child.allergies = 'pähkinä'
    form.child.diet = 'vegaani'
    form.otherPartner = { firstName: 'A', lastName: 'B', socialSecurityNumber: '051188-904Y' }
    form.otherChildren = [{ firstName: 'C', lastName: 'D', socialSecurityNumber: '300922A906H' }]
    form.preferences.urgent = true
    form.preferences.preparatory = true
    form.preferences.serviceNeed = {
      startTime: '',
      endTime: '',
      shiftCare: true,
      partTime: true,
      serviceNeedOption: null,
    }
    form.clubDetails = null
    const n = normalizeForm(form, 'CLUB')
    expect(n.child).toMatchObject({ allergies: '', diet: '' })
    expect(n.otherPartner).toBeNull()
    expect(n.otherChildren).toEqual([])
    expect(n.preferences).toMatchObject({
      urgent: false,
      preparatory: false,
      serviceNeed: null,
      connectedDaycarePreferredStartDate: null,
    })
    expect(n.clubDetails).toEqual({ wasOnDaycare: false, wasOnClubCare: false })
  })

  it('keeps the other guardian’s phone and email only with NOT_AGREED', () => {
    const form = daycareForm()
    form.secondGuardian = { agreementStatus: 'AGREED', phoneNumber: '0401', email: 'a@b.fi' }
    expect(normalizeForm(form, 'DAYCARE').secondGuardian).toEqual({
      agreementStatus: 'AGREED',
      phoneNumber: '',
      email: '',
    })
    form.secondGuardian = { agreementStatus: 'NOT_AGREED', phoneNumber: '0401', email: 'a@b.fi' }
    expect(normalizeForm(form, 'DAYCARE').secondGuardian).toEqual(form.secondGuardian)
  })

  it('allows part time and urgency only for daycare, preparatory only for preschool, club details only for clubs', () => {
    const form = preschoolForm()
    form.preferences.urgent = true
    form.preferences.preparatory = true
    form.preferences.serviceNeed!.partTime = true
    form.clubDetails = { wasOnDaycare: true, wasOnClubCare: true }
    const n = normalizeForm(form, 'PRESCHOOL')
    expect(n.preferences).toMatchObject({ urgent: false, preparatory: true })
    expect(n.preferences.serviceNeed!.partTime).toBe(false)
    expect(n.clubDetails).toBeNull()
    const d = normalizeForm(
      {
        ...daycareForm(),
        preferences: {
          ...daycareForm().preferences,
          preparatory: true,
          urgent: true,
          connectedDaycarePreferredStartDate: '2026-06-01',
        },
      },
      'DAYCARE',
    )
    expect(d.preferences).toMatchObject({ urgent: true, preparatory: false, connectedDaycarePreferredStartDate: null })
  })

  it('upper-cases identity codes and drops an empty future address', () => {
    const form = daycareForm()
    form.preferences.siblingBasis = { siblingName: 'Ella', siblingSsn: ' 300922a906h ', siblingUnit: '' }
    form.otherChildren = [{ firstName: 'Ella', lastName: 'K', socialSecurityNumber: '300922a906h' }]
    form.child.futureAddress = { street: ' ', postalCode: '', postOffice: '', movingDate: null }
    const n = normalizeForm(form, 'DAYCARE')
    expect(n.preferences.siblingBasis!.siblingSsn).toBe('300922A906H')
    expect(n.otherChildren[0]!.socialSecurityNumber).toBe('300922A906H')
    expect(n.child.futureAddress).toBeNull()
    expect(validateApplicationForm(n, facts())).toEqual([])
  })
})
