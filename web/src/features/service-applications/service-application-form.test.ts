import { describe, expect, it } from 'vitest'
import type { ServiceNeedOptionBasics } from '@citizen/contract/web'
import {
  emptyServiceApplication,
  isServiceApplicationForm,
  optionName,
  optionsDate,
  serviceApplicationErrors,
  serviceApplicationRequest,
} from './service-application-form'

const today = '2026-03-10'
const option: ServiceNeedOptionBasics = {
  id: '00000000-0000-0000-0000-000000000001',
  nameFi: 'Lyhyt',
  nameSv: 'Kort',
  nameEn: 'Short',
  validPlacementType: 'DAYCARE',
  partWeek: false,
  validity: { start: '2020-01-01', end: null },
}
const valid = { startDate: '2026-04-01', serviceNeedOptionId: option.id, additionalInfo: '' }

describe('serviceApplicationErrors', () => {
  it('needs a start, an option, and an explanation for a start on another day than the 1st', () => {
    expect(serviceApplicationErrors(emptyServiceApplication, { today, options: null })).toEqual({
      startDate: 'required',
      serviceNeedOptionId: 'required',
    })
    expect(serviceApplicationErrors(valid, { today, options: [option] })).toEqual({})
    expect(serviceApplicationErrors({ ...valid, startDate: '2026-04-02' }, { today, options: [option] })).toEqual({
      additionalInfo: 'explainDate',
    })
    expect(
      serviceApplicationErrors(
        { ...valid, startDate: '2026-04-02', additionalInfo: 'Vuorotyö' },
        { today, options: [option] },
      ),
    ).toEqual({})
    expect(serviceApplicationErrors({ ...valid, startDate: '2026-03-01' }, { today, options: [option] })).toEqual({
      startDate: 'dateTooEarly',
    })
  })

  it('refuses an option not offered on the start date', () => {
    expect(serviceApplicationErrors(valid, { today, options: [] })).toEqual({ serviceNeedOptionId: 'required' })
  })
})

describe('the form helpers', () => {
  it('loads options only for a whole day from today on', () => {
    expect(optionsDate({ ...valid, startDate: null }, today)).toBeNull()
    expect(optionsDate({ ...valid, startDate: '2026-03-09' }, today)).toBeNull()
    expect(optionsDate(valid, today)).toBe('2026-04-01')
  })

  it('sends the trimmed additional info', () => {
    expect(serviceApplicationRequest('c', { ...valid, additionalInfo: '  x  ' })).toEqual({
      childId: 'c',
      startDate: '2026-04-01',
      serviceNeedOptionId: option.id,
      additionalInfo: 'x',
    })
  })

  it('recognises kept input and names the option in the language', () => {
    expect(isServiceApplicationForm(valid)).toBe(true)
    expect(isServiceApplicationForm({ startDate: 1 })).toBe(false)
    expect([optionName(option, 'fi'), optionName(option, 'sv'), optionName(option, 'en')]).toEqual([
      'Lyhyt',
      'Kort',
      'Short',
    ])
  })
})
