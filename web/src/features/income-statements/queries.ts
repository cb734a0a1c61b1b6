import { queryOptions } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../../api/client'

export const incomeKeys = {
  all: ['income-statements'] as const,
  own: (page: number) => [...incomeKeys.all, 'own', page] as const,
  ofChild: (childId: string, page: number) => [...incomeKeys.all, 'child', childId, page] as const,
  detail: (id: string) => [...incomeKeys.all, 'detail', id] as const,
  startDates: (childId: string | null) => [...incomeKeys.all, 'start-dates', childId] as const,
  partner: () => [...incomeKeys.all, 'partner'] as const,
  children: () => [...incomeKeys.all, 'children'] as const,
}

export const ownStatementsQuery = (page: number) =>
  apiQuery(incomeKeys.own(page), 'getIncomeStatements', { query: { page } })

export const childStatementsQuery = (childId: string, page: number) =>
  apiQuery(incomeKeys.ofChild(childId, page), 'getChildIncomeStatements', { params: { childId }, query: { page } })

export const statementQuery = (incomeStatementId: string) =>
  apiQuery(incomeKeys.detail(incomeStatementId), 'getIncomeStatement', { params: { incomeStatementId } })

/** The start dates of the person's statements (a new one may not start on any of them) */
export const startDatesQuery = (childId: string | null) =>
  queryOptions({
    queryKey: incomeKeys.startDates(childId),
    queryFn: () =>
      childId
        ? apiCall('getChildIncomeStatementStartDates', { params: { childId } })
        : apiCall('getIncomeStatementStartDates'),
  })

export const partnerQuery = apiQuery(incomeKeys.partner(), 'getIncomeStatementPartner')

/** spec 002 §9: the children list is cached 24 hours */
export const incomeChildrenQuery = apiQuery(
  incomeKeys.children(),
  'getIncomeStatementChildren',
  {},
  24 * 60 * 60 * 1000,
)
