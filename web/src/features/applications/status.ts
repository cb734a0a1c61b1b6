import type { ApplicationStatus } from '@citizen/contract/web'

export type StatusDisplay =
  'CREATED' | 'SENT' | 'PROCESSING' | 'WAITING_CONFIRMATION' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED'

/**
 * spec 000 "Application status" display mapping: WAITING_* (except confirmation) are being
 * processed; ACTIVE is pending while decisions can still be answered, else accepted.
 */
export function statusDisplay(status: ApplicationStatus, decidable: boolean): StatusDisplay {
  switch (status) {
    case 'CREATED':
    case 'SENT':
    case 'WAITING_CONFIRMATION':
    case 'REJECTED':
    case 'CANCELLED':
      return status
    case 'ACTIVE':
      return decidable ? 'WAITING_CONFIRMATION' : 'ACCEPTED'
    default:
      return 'PROCESSING'
  }
}

export type StatusShape = 'pencil' | 'send' | 'hourglass' | 'exclamation' | 'check' | 'cross' | 'ban'

/**
 * Each shown status has its own mark: a shape and a colour, so the status is never told by colour
 * alone. Colours are dark enough for text contrast (4.5:1) on white (status.test.ts checks).
 */
export const statusMarks: Record<StatusDisplay, { shape: StatusShape; colour: string }> = {
  CREATED: { shape: 'pencil', colour: '#4a4a4a' },
  SENT: { shape: 'send', colour: '#0050bb' },
  PROCESSING: { shape: 'hourglass', colour: '#6a3fa0' },
  WAITING_CONFIRMATION: { shape: 'exclamation', colour: '#8f5400' },
  ACCEPTED: { shape: 'check', colour: '#1b6e2d' },
  REJECTED: { shape: 'cross', colour: '#b00020' },
  CANCELLED: { shape: 'ban', colour: '#0f0f0f' },
}

/** spec 000: a draft is editable, and a sent application while UPDATE is permitted. */
export function isEditable(status: ApplicationStatus, actions: readonly string[]): boolean {
  return status === 'CREATED' || (status === 'SENT' && actions.includes('UPDATE'))
}
