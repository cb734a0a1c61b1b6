import { apiQuery } from '../../api/client'

export const absenceApplicationKeys = {
  all: ['absence-applications'] as const,
  ofChild: (childId: string) => [...absenceApplicationKeys.all, 'child', childId] as const,
  possible: (childId: string) => [...absenceApplicationKeys.all, 'possible', childId] as const,
}

export const absenceApplicationsQuery = (childId: string) =>
  apiQuery(absenceApplicationKeys.ofChild(childId), 'getAbsenceApplications', { query: { childId } })

/** The ranges an application may cover (the child's preschool from today on) */
export const possibleRangesQuery = (childId: string) =>
  apiQuery(absenceApplicationKeys.possible(childId), 'getAbsenceApplicationPossibleRanges', { query: { childId } })
