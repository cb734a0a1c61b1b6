import { absenceApplicationActions, type AbsenceApplicationStatus } from '@citizen/contract'

/**
 * Who may do what with an absence application (reference §7): the child's carers read them and
 * send new ones (children/service.ts childRelation decides who they are); only the one who sent
 * an application withdraws it, and only while it waits for a decision. The rule itself is the
 * contract's (the web shows the Cancel button by the same actions).
 */

export type AbsenceApplicationAction = 'READ' | 'DELETE'

export interface AbsenceApplicationFacts {
  status: AbsenceApplicationStatus
  createdBy: string
}

/** What a carer of the child may do with the application */
export function applicationActions(userId: string, f: AbsenceApplicationFacts): AbsenceApplicationAction[] {
  return ['READ', ...absenceApplicationActions(userId, f)]
}

export const mayApplication = (action: AbsenceApplicationAction, userId: string, f: AbsenceApplicationFacts) =>
  applicationActions(userId, f).includes(action)
