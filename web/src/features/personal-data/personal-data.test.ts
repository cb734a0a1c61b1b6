import { describe, expect, it } from 'vitest'
import type { CitizenUserDetails } from '@citizen/contract/web'
import { detailsUpdate, initialDetails, isDetailsDraft } from './details-form'
import { visibleNotificationSettings } from '@citizen/contract/web'
import { disabledList as disabledIn, enabledByGroup as enabledIn } from './notification-settings'

const details = (over: Partial<CitizenUserDetails> = {}): CitizenUserDetails => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Anna Maria',
  lastName: 'Virtanen',
  preferredName: '',
  streetAddress: 'Koivukuja 3',
  postalCode: '40100',
  postOffice: 'Esimerkkilä',
  phone: '0401234567',
  backupPhone: '',
  email: null,
  weakLoginUsername: null,
  ...over,
})

describe('the details form', () => {
  it('starts from the stored details, the first first name as the preferred one when none is chosen', () => {
    expect(initialDetails(details())).toEqual({
      preferredName: 'Anna',
      phone: '0401234567',
      backupPhone: '',
      email: '',
      noEmail: false,
    })
    expect(initialDetails(details({ preferredName: 'Maria', email: 'a@b.fi' })).preferredName).toBe('Maria')
    // '' was stored on purpose ("I have no email"); null was never asked
    expect(initialDetails(details({ email: '' })).noEmail).toBe(true)
  })
  it('sends no email as an empty one and trims what was typed', () => {
    const draft = { preferredName: 'Anna', phone: ' 040 123 ', backupPhone: '', email: 'x@y.fi', noEmail: true }
    expect(detailsUpdate(draft)).toEqual({ preferredName: 'Anna', phone: '040 123', backupPhone: '', email: '' })
    expect(detailsUpdate({ ...draft, noEmail: false, email: ' a@b.fi ' }).email).toBe('a@b.fi')
  })
  it('restores only kept input of its shape', () => {
    expect(isDetailsDraft(initialDetails(details()))).toBe(true)
    expect(isDetailsDraft({ phone: '1' })).toBe(false)
    expect(isDetailsDraft(null)).toBe(false)
  })
})

describe('the notification settings form', () => {
  const groups = visibleNotificationSettings({ discussionReservations: true })
  const enabledByGroup = enabledIn.bind(null, groups)
  const disabledList = disabledIn.bind(null, groups)
  it('ticks what is not disabled and saves the unticked as the disabled list', () => {
    const draft = enabledByGroup(['MESSAGE_NOTIFICATION', 'DECISION_NOTIFICATION'])
    expect(draft.messages).toEqual(['BULLETIN_NOTIFICATION'])
    expect(draft.decisionsAndDocuments).not.toContain('DECISION_NOTIFICATION')
    expect(disabledList(draft, ['MESSAGE_NOTIFICATION', 'DECISION_NOTIFICATION']).sort()).toEqual([
      'DECISION_NOTIFICATION',
      'MESSAGE_NOTIFICATION',
    ])
    expect(disabledList(enabledByGroup([]), [])).toEqual([])
  })
  it('keeps a hidden type as it was stored (discussion times with the feature off)', () => {
    const off = visibleNotificationSettings({ discussionReservations: false })
    const saved = disabledIn(off, enabledIn(off, ['DISCUSSION_TIME_NOTIFICATION']), ['DISCUSSION_TIME_NOTIFICATION'])
    expect(saved).toEqual(['DISCUSSION_TIME_NOTIFICATION'])
  })
  it('shows the discussion times setting with the feature on, and never lists TRANSACTIONAL', () => {
    expect(groups.find((g) => g.group === 'calendar')!.types).toEqual([
      'CALENDAR_EVENT_NOTIFICATION',
      'ATTENDANCE_RESERVATION_NOTIFICATION',
      'DISCUSSION_TIME_NOTIFICATION',
    ])
    const draft = enabledByGroup([])
    draft.calendar = draft.calendar.filter((type) => type !== 'DISCUSSION_TIME_NOTIFICATION')
    expect(disabledList(draft, [])).toEqual(['DISCUSSION_TIME_NOTIFICATION'])
    expect(disabledList(enabledByGroup([]), [])).not.toContain('TRANSACTIONAL')
  })
})
