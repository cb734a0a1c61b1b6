import { describe, expect, it } from 'vitest'
import type { ApplicationStatus, ApplicationType } from '@citizen/contract'
import {
  applicationRole,
  countsAsNotification,
  isDecidable,
  isDuplicate,
  isTransferApplication,
  mayApplyForChild,
  mayManageAttachments,
  permittedActions,
  type ApplicationFacts,
} from './policy'

const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'SENT',
  hideFromGuardian: false,
  isOwner: false,
  isListedOtherGuardian: false,
  allowOtherGuardianAccess: false,
  isGuardianOrFosterParent: true,
  livesWithApplicantAndChild: false,
  hasPendingDecision: false,
  ...overrides,
})

const owner = { isOwner: true }
const otherWithAccess = { isListedOtherGuardian: true, allowOtherGuardianAccess: true }

describe('applicationRole and permittedActions', () => {
  it.each<[string, Partial<ApplicationFacts>, ReturnType<typeof applicationRole>, string[]]>([
    ['the applicant', owner, 'OWNER', ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS']],
    ['the other guardian with access', otherWithAccess, 'OTHER_GUARDIAN', ['READ', 'READ_DECISIONS']],
    ['the other guardian without access', { isListedOtherGuardian: true }, null, []],
    ['a guardian not listed (e.g. a draft)', { allowOtherGuardianAccess: true }, null, []],
    ['the other guardian no longer a guardian', { ...otherWithAccess, isGuardianOrFosterParent: false }, null, []],
    ['the applicant of a hidden application', { ...owner, hideFromGuardian: true }, null, []],
    ['the other guardian of a hidden application', { ...otherWithAccess, hideFromGuardian: true }, null, []],
    ['a stranger', {}, null, []],
  ])('%s', (_, f, role, actions) => {
    expect(applicationRole(facts(f))).toBe(role)
    expect(permittedActions(facts(f))).toEqual(actions)
  })

  it.each<[ApplicationStatus, string[]]>([
    ['CREATED', ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS']],
    ['SENT', ['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS']],
    ['WAITING_PLACEMENT', ['READ', 'READ_DECISIONS']],
    ['WAITING_DECISION', ['READ', 'READ_DECISIONS']],
    ['WAITING_UNIT_CONFIRMATION', ['READ', 'READ_DECISIONS']],
    ['WAITING_MAILING', ['READ', 'READ_DECISIONS']],
    ['WAITING_CONFIRMATION', ['READ', 'READ_DECISIONS']],
    ['ACTIVE', ['READ', 'READ_DECISIONS']],
    ['REJECTED', ['READ', 'READ_DECISIONS']],
    ['CANCELLED', ['READ', 'READ_DECISIONS']],
  ])('the applicant may edit and delete only while CREATED or SENT: %s', (status, actions) => {
    expect(permittedActions(facts({ ...owner, status }))).toEqual(actions)
    expect(mayManageAttachments(facts({ ...owner, status }))).toBe(actions.includes('UPDATE'))
  })
})

describe('decisions: decidable and the notification count', () => {
  it.each<[string, Partial<ApplicationFacts>, boolean, boolean]>([
    // [who, facts, decidable, notification]
    ['the applicant with a pending decision', { ...owner, hasPendingDecision: true }, true, true],
    ['the applicant without a pending decision', owner, false, true],
    [
      'the other guardian at the same address',
      { ...otherWithAccess, livesWithApplicantAndChild: true, hasPendingDecision: true },
      true,
      true,
    ],
    ['the other guardian elsewhere', { ...otherWithAccess, hasPendingDecision: true }, false, false],
    [
      'the other guardian at the same address without access',
      { isListedOtherGuardian: true, livesWithApplicantAndChild: true, hasPendingDecision: true },
      false,
      false,
    ],
    ['a stranger at the same address', { livesWithApplicantAndChild: true, hasPendingDecision: true }, false, false],
  ])('%s', (_, f, decidable, notification) => {
    expect(isDecidable(facts({ status: 'WAITING_CONFIRMATION', ...f }))).toBe(decidable)
    expect(countsAsNotification(facts({ status: 'WAITING_CONFIRMATION', ...f }))).toBe(notification)
  })

  it('counts only applications waiting for confirmation', () => {
    for (const status of ['SENT', 'ACTIVE', 'WAITING_MAILING'] as const) {
      expect(countsAsNotification(facts({ ...owner, status, hasPendingDecision: true }))).toBe(false)
    }
  })
})

describe('creating and duplicates', () => {
  it.each([
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('guardian %s, valid foster parent %s: may apply %s', (isGuardian, isValidFosterParent, expected) => {
    expect(mayApplyForChild({ isGuardian, isValidFosterParent })).toBe(expected)
  })

  it.each<[string, ApplicationStatus, boolean, boolean]>([
    ['DAYCARE', 'CREATED', false, true],
    ['DAYCARE', 'SENT', false, true],
    ['DAYCARE', 'WAITING_PLACEMENT', false, true],
    ['DAYCARE', 'WAITING_CONFIRMATION', false, true],
    ['DAYCARE', 'ACTIVE', false, false],
    ['DAYCARE', 'REJECTED', false, false],
    ['DAYCARE', 'CANCELLED', false, false],
    ['DAYCARE', 'SENT', true, false], // hidden from the guardian
    ['PRESCHOOL', 'SENT', false, false], // another type
  ])('an existing %s in %s (hidden %s) makes a new DAYCARE a duplicate: %s', (type, status, hidden, expected) => {
    expect(isDuplicate('DAYCARE', [{ type: type as 'DAYCARE', status, hideFromGuardian: hidden }])).toBe(expected)
  })

  it('never counts club applications as duplicates', () => {
    expect(isDuplicate('CLUB', [{ type: 'CLUB', status: 'SENT', hideFromGuardian: false }])).toBe(false)
  })
})

describe('transfer applications', () => {
  it.each<[ApplicationType, string[], boolean]>([
    ['DAYCARE', ['DAYCARE'], true],
    ['DAYCARE', ['DAYCARE_PART_TIME'], true],
    ['DAYCARE', ['PRESCHOOL_DAYCARE'], false],
    ['PRESCHOOL', ['PRESCHOOL_DAYCARE'], true],
    ['PRESCHOOL', ['PREPARATORY'], true],
    ['PRESCHOOL', ['DAYCARE'], false],
    ['CLUB', ['CLUB', 'DAYCARE'], false],
    ['DAYCARE', [], false],
  ])('a %s application with placements %j is a transfer: %s', (type, placements, expected) => {
    expect(isTransferApplication(type, placements)).toBe(expected)
  })
})
