import { describe, expect, it } from 'vitest'
import type { ApplicationDetails } from '@citizen/contract/web'
import { initialState, toFormUpdate } from './model'

const application = {
  type: 'DAYCARE',
  status: 'CREATED',
  form: {
    child: {
      person: { firstName: 'Lilja', lastName: 'Järvinen', socialSecurityNumber: null },
      dateOfBirth: null,
      address: null,
      futureAddress: null,
      allergies: '',
      diet: '',
      assistanceNeeded: false,
      assistanceDescription: '',
    },
    guardian: {
      person: { firstName: 'Anna', lastName: 'Järvinen', socialSecurityNumber: null },
      address: null,
      futureAddress: null,
      phoneNumber: '',
      email: '',
    },
    secondGuardian: null,
    otherPartner: null,
    otherChildren: [],
    preferences: {
      preferredUnits: [],
      preferredStartDate: null,
      connectedDaycarePreferredStartDate: null,
      serviceNeed: null,
      siblingBasis: null,
      preparatory: false,
      urgent: false,
    },
    maxFeeAccepted: false,
    otherInfo: '',
    clubDetails: null,
  },
} as unknown as ApplicationDetails

describe('toFormUpdate', () => {
  it('sends daily times as HH:mm however they were typed, and keeps what cannot be read for validation', () => {
    const state = initialState(application)
    state.form.preferences.serviceNeed = { ...state.form.preferences.serviceNeed!, startTime: '8', endTime: '16.30' }
    expect(toFormUpdate(state, 'DAYCARE').preferences.serviceNeed).toMatchObject({
      startTime: '08:00',
      endTime: '16:30',
    })
    state.form.preferences.serviceNeed.startTime = 'aamu'
    state.form.preferences.serviceNeed.endTime = ' '
    expect(toFormUpdate(state, 'DAYCARE').preferences.serviceNeed).toMatchObject({ startTime: 'aamu', endTime: '' })
  })
})
