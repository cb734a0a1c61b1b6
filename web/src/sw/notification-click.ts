/**
 * Where a notification's click goes (issue 43): the product at the push's page, in a tab of the app
 * already open (focused, and taken there), else in a new one. Only a path of this site: a payload
 * never sends anyone elsewhere. Apart from sw.ts so that a test can give it the clients (no
 * browser protocol dispatches a click on a notification).
 */
export async function openNotificationTarget(clients: Clients, origin: string, data: unknown): Promise<void> {
  const target = new URL(String((data as { url?: unknown } | null)?.url ?? '/'), origin)
  const url = target.origin === origin ? target.href : `${origin}/`
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = tabs.find((c) => new URL(c.url).origin === origin)
  if (!tab) return void (await clients.openWindow(url))
  await tab.focus()
  if (tab.url !== url) await tab.navigate(url)
}
