import { expect } from 'vitest'
import { AssistanceDecisionListItem, PreschoolAssistanceDecisionListItem, UnreadCount } from '@citizen/contract'
import type { demoClient } from '../../../test/demo-client'

export const paths = {
  eceList: '/api/citizen/assistance-need-decisions',
  ece: (id: string) => `/api/citizen/children/assistance-need-decision/${id}`,
  eceRead: (id: string) => `/api/citizen/children/assistance-need-decision/${id}/read`,
  eceCounts: '/api/citizen/children/assistance-need-decisions/unread-counts',
  preschoolList: '/api/citizen/assistance-need-preschool-decisions',
  preschool: (id: string) => `/api/citizen/children/assistance-need-preschool-decisions/${id}`,
  preschoolRead: (id: string) => `/api/citizen/children/assistance-need-preschool-decisions/${id}/read`,
  preschoolCounts: '/api/citizen/children/assistance-need-preschool-decisions/unread-counts',
}

/** Fixtures and checked reads of the assistance decision endpoints, through the file's demo client */
export function assistanceDecisionFixtures({ call, dev }: ReturnType<typeof demoClient>) {
  const devEce = (body: Record<string, unknown>) => dev('/api/dev/assistance-decisions', body)
  const devPreschool = (body: Record<string, unknown>) => dev('/api/dev/preschool-assistance-decisions', body)

  async function ok<T>(promise: Promise<{ status: number; body: unknown }>, parse: (v: unknown) => T): Promise<T> {
    const res = await promise
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return parse(res.body)
  }
  const eceList = (cookie: string) =>
    ok(call(cookie, 'GET', paths.eceList), (b) => AssistanceDecisionListItem.array().parse(b))
  const preschoolList = (cookie: string) =>
    ok(call(cookie, 'GET', paths.preschoolList), (b) => PreschoolAssistanceDecisionListItem.array().parse(b))
  const eceCounts = (cookie: string) => ok(call(cookie, 'GET', paths.eceCounts), (b) => UnreadCount.array().parse(b))
  const preschoolCounts = (cookie: string) =>
    ok(call(cookie, 'GET', paths.preschoolCounts), (b) => UnreadCount.array().parse(b))

  return { devEce, devPreschool, ok, eceList, preschoolList, eceCounts, preschoolCounts }
}
