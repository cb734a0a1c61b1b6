import type { ApplicationStatus } from '@citizen/contract/web'

export type StatusDisplay = 'CREATED' | 'SENT' | 'PROCESSING' | 'WAITING_CONFIRMATION' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED'

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

/** The icon tone of a status: attention for the guardian, done, refused, or neutral. */
export function statusTone(display: StatusDisplay): 'neutral' | 'attention' | 'success' | 'danger' {
  if (display === 'WAITING_CONFIRMATION') return 'attention'
  if (display === 'ACCEPTED') return 'success'
  if (display === 'REJECTED' || display === 'CANCELLED') return 'danger'
  return 'neutral'
}

/** spec 000: a draft is editable, and a sent application while UPDATE is permitted. */
export function isEditable(status: ApplicationStatus, actions: readonly string[]): boolean {
  return status === 'CREATED' || (status === 'SENT' && actions.includes('UPDATE'))
}
