import { describe, expect, it } from 'vitest'
import { childrenRefusal } from './policy'

describe('childrenRefusal', () => {
  const table: [string, string[], string[], number | null][] = [
    ['own children', ['a', 'b'], ['b', 'a'], null],
    ['no children asked', ['a'], [], null],
    ['one not the calendar’s', ['a'], ['a', 'x'], 404],
    ['a citizen without children', [], ['a'], 404],
  ]
  it.each(table)('%s', (_, own, requested, status) => {
    expect(childrenRefusal(own, requested)?.status ?? null).toBe(status)
  })
})
