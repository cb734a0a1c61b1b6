import { describe, expect, it } from 'vitest'
import { statusDisplay } from './status'

describe('statusDisplay', () => {
  it.each([
    ['CREATED', false, 'CREATED'],
    ['SENT', false, 'SENT'],
    ['WAITING_PLACEMENT', false, 'PROCESSING'],
    ['WAITING_DECISION', false, 'PROCESSING'],
    ['WAITING_UNIT_CONFIRMATION', false, 'PROCESSING'],
    ['WAITING_MAILING', false, 'PROCESSING'],
    ['WAITING_CONFIRMATION', false, 'WAITING_CONFIRMATION'],
    ['ACTIVE', true, 'WAITING_CONFIRMATION'],
    ['ACTIVE', false, 'ACCEPTED'],
    ['REJECTED', false, 'REJECTED'],
    ['CANCELLED', false, 'CANCELLED'],
  ] as const)('%s (decidable %s) shows as %s', (status, decidable, shown) => {
    expect(statusDisplay(status, decidable)).toBe(shown)
  })
})
