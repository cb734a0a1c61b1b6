import { describe, expect, it } from 'vitest'
import { createdApplication } from './editor-fixtures'
import { initialState, toFormUpdate } from './model'

const application = createdApplication()

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
