import { describe, expect, it } from 'vitest'
import { dailyMinutes, exceedsPartTimeDay, parseClockTime } from './service-need'

describe('parseClockTime', () => {
  it.each([
    ['8', '08:00'],
    ['08', '08:00'],
    ['8.30', '08:30'],
    ['8:30', '08:30'],
    ['8,30', '08:30'],
    ['16.30', '16:30'],
    ['16:30', '16:30'],
    [' 7.05 ', '07:05'],
    ['0', '00:00'],
    ['23.59', '23:59'],
    ['830', '08:30'],
    ['1630', '16:30'],
  ])('understands %j as %s', (text, time) => expect(parseClockTime(text)).toBe(time))

  it.each(['', ' ', '24', '24:00', '8.60', '8.3', '8:300', '16-30', 'klo 8', '12345', 'abc', '-1'])(
    'refuses %j',
    (text) => expect(parseClockTime(text)).toBeNull(),
  )
})

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
