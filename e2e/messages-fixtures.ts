import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { csrf, expect, isoInDays } from './fixtures'

/** What the messages' e2e specs share: the staff side through the dev API (reference §12). */
async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: csrf, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** The logged-in guardian's first child and its unit today */
export async function firstChild(page: Page): Promise<{ id: string; unitId: string }> {
  const response = await page.request.get('/api/citizen/children', { headers: csrf })
  expect(response.ok()).toBe(true)
  const children = (await response.json()) as { id: string; unit: { id: string } | null }[]
  const child = children.find((c) => c.unit !== null)!
  return { id: child.id, unitId: child.unit!.id }
}

/** A daycare unit of the demo municipality (for a child placed by the test) */
export async function aDaycareUnit(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/citizen/public/units/DAYCARE', { headers: csrf })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { id: string }[])[0]!.id
}

/** Places a child from today for a year, with full shift care (message attachments allowed) */
export async function placeWithShiftCare(request: APIRequestContext, childId: string, unitId: string) {
  await post(request, '/api/dev/calendar', {
    placements: [
      { childId, unitId, type: 'DAYCARE', startDate: isoInDays(-1), endDate: isoInDays(365), shiftCare: 'FULL' },
    ],
  })
}

export const GROUP_NAME = 'Ankat'
export const TEACHER = { firstName: 'Tiina', lastName: 'Opettaja' }

/** A teacher supervising the child's unit and the child's group there (each with a message account) */
export async function staffOf(request: APIRequestContext, child: { id: string; unitId: string }) {
  const employeeId = randomUUID()
  const groupId = randomUUID()
  await post(request, '/api/dev/messaging', {
    employees: [{ id: employeeId, ...TEACHER }],
    acl: [{ employeeId, unitId: child.unitId, role: 'UNIT_SUPERVISOR' }],
    groups: [{ id: groupId, unitId: child.unitId, name: GROUP_NAME }],
    groupPlacements: [{ childId: child.id, groupId, startDate: isoInDays(-1), endDate: isoInDays(200) }],
  })
  return { employeeId, groupId }
}

/** The group sends a message to guardians about the child; its thread's id */
export async function groupSends(
  request: APIRequestContext,
  groupId: string,
  recipientPersonIds: string[],
  childIds: string[],
  message: {
    title: string
    content: string
    sensitive?: boolean
    attachments?: { name: string; contentType: string; data: string }[]
  },
): Promise<string> {
  const sent = await post<{ threadIds: string[] }>(request, '/api/dev/messages', {
    sender: { groupId },
    recipientPersonIds,
    childIds,
    ...message,
  })
  return sent.threadIds[0]!
}

/** The guardian's first child's group sends them a message: the child, the group and the thread */
export async function aThreadFromTheGroup(page: Page, personId: string, message: Parameters<typeof groupSends>[4]) {
  const child = await firstChild(page)
  const { groupId } = await staffOf(page.request, child)
  const threadId = await groupSends(page.request, groupId, [personId], [child.id], message)
  return { child, groupId, threadId }
}

/** The messages menu item of the header (desktop) or the bottom bar (phone) */
export const messagesNavItem = (page: Page, name: RegExp) =>
  page.getByRole('navigation').getByRole('link', { name }).first()
