import { describe, expect, it } from 'vitest'
import { dailyMinutes, exceedsPartTimeDay } from './service-need'

describe('the part-time day', () => {
  it('counts minutes, past midnight too', () => {
    expect(dailyMinutes('08:00', '13:00')).toBe(300)
    expect(dailyMinutes('22:00', '02:00')).toBe(240)
    expect(dailyMinutes('8', '13:00')).toBeNull()
  })
  it('is at most 5 hours', () => {
    expect(exceedsPartTimeDay({ partTime: true, startTime: '09:00', endTime: '17:00' })).toBe(true)
    expect(exceedsPartTimeDay({ partTime: true, startTime: '08:00', endTime: '13:01' })).toBe(true)
    expect(exceedsPartTimeDay({ partTime: true, startTime: '08:00', endTime: '13:00' })).toBe(false)
    expect(exceedsPartTimeDay({ partTime: false, startTime: '07:00', endTime: '17:00' })).toBe(false)
    // Without both times there is nothing to measure
    expect(exceedsPartTimeDay({ partTime: true, startTime: '09:00', endTime: '' })).toBe(false)
  })
})
