import type { ServiceApplicationAction } from '@citizen/contract'

/**
 * Who may do what with a service application (reference §2 and §7): pure functions of the
 * application's facts. Reading is the child's carers' (the service checks the relation first);
 * cancelling is the sender's alone, and only while no decision has been made.
 */

export interface ServiceApplicationFacts {
  /** The guardian who sent it */
  personId: string
  decided: boolean
}

export function serviceApplicationActions(userId: string, f: ServiceApplicationFacts): ServiceApplicationAction[] {
  return !f.decided && f.personId === userId ? ['DELETE'] : []
}

export const mayServiceApplication = (action: ServiceApplicationAction, userId: string, f: ServiceApplicationFacts) =>
  serviceApplicationActions(userId, f).includes(action)
