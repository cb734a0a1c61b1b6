import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Locator, type Page, type APIRequestContext } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { Persona } from '../contract/src/dev'
import { addDays, formatDate, helsinkiToday } from '../contract/src/dates'
import { currentE2eServer } from './servers'

/** A free loopback port, for a server a spec starts itself */
export { freePort } from '../api/src/platform/db/embedded-process'

/** The header every non-GET /api call needs (the CSRF check), for the specs' API calls */
export const csrf = { 'x-evaka-csrf': '1' }

async function resetDemo(request: APIRequestContext): Promise<Persona[]> {
  const response = await request.post('/api/dev/reset', { headers: csrf })
  expect(response.ok(), `dev reset: ${response.status()} ${(await response.text()).slice(0, 300)}`).toBe(true)
  return ((await response.json()) as { personas: Persona[] }).personas
}

/** Logs the page's browser context in through the dev API (its cookie jar is the page's). */
export async function loginAs(page: Page, persona: Persona, authLevel: 'STRONG' | 'WEAK' = 'STRONG'): Promise<string> {
  const response = await page.request.post('/api/dev/login', { headers: csrf, data: { ssn: persona.ssn, authLevel } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { personId: string }).personId
}

/** A person's id without logging the page in. */
export async function personIdOf(request: APIRequestContext, persona: Persona): Promise<string> {
  const response = await request.post('/api/dev/login', {
    headers: csrf,
    data: { ssn: persona.ssn, authLevel: 'STRONG' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { personId: string }).personId
}

/** The logged-in guardian's child by first name (the children call) */
export async function childIdOf(page: Page, firstName: string): Promise<string> {
  const response = await page.request.get('/api/citizen/children', { headers: csrf })
  expect(response.ok()).toBe(true)
  const children = (await response.json()) as { id: string; firstName: string }[]
  return children.find((c) => c.firstName === firstName)!.id
}

/** Nothing scrolls sideways at the page's width; `what` names the place in a failure */
export async function expectNoSidewaysScroll(page: Page, what = page.url()) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth)
}

/** A section's summary (its heading), to open it */
export const sectionSummary = (page: Page, title: string) => page.locator('summary').filter({ hasText: title })

/** An application made through the dev API (any status). */
export async function createApplication(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/dev/applications', { headers: csrf, data: body })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { id: string }).id
}

/** An application (dev API) of the persona's first child, the persona applying; `body` gives the rest. */
export async function createApplicationFor(
  request: APIRequestContext,
  persona: Persona,
  body: Record<string, unknown>,
): Promise<string> {
  return createApplication(request, {
    childId: persona.children[0]!.id,
    guardianId: await personIdOf(request, persona),
    ...body,
  })
}

/** YYYY-MM-DD of today + days, today being Helsinki's as on the server. */
export function isoInDays(days: number): string {
  return addDays(helsinkiToday(), days)
}

/** dd.mm.yyyy of today + days, as the web app shows and reads it. */
export function dateInDays(days: number): string {
  return formatDate(isoInDays(days))
}

/** A date picker found by its label: the group of its day, month and year. */
export function dateField(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('group', { name, exact: typeof name === 'string' ? true : undefined })
}

/** Types both ends of a date range picker segment by segment, as a person does */
export async function fillRange(field: Locator, start: string, end: string) {
  const parts = [...formatDate(start).split('.'), ...formatDate(end).split('.')]
  const segments = field.getByRole('spinbutton')
  for (const [i, part] of parts.entries()) {
    const segment = segments.nth(i)
    await segment.focus()
    for (let k = 0; k < 4; k++) await segment.press('Backspace')
    await segment.pressSequentially(part)
  }
  await segments.last().blur()
}

/**
 * Types a day into a date picker as a person does, segment by segment; 'dd.mm.' leaves the year
 * empty (a day typed only in part). Segments not given are emptied.
 */
export async function fillDate(field: Locator, text: string) {
  const parts = text.split('.')
  const segments = field.getByRole('spinbutton')
  for (let i = 0; i < 3; i++) {
    const segment = segments.nth(i)
    await segment.focus()
    for (let k = 0; k < 4; k++) await segment.press('Backspace')
    const part = parts[i] ?? ''
    if (part) await segment.pressSequentially(i < 2 ? part.padStart(2, '0') : part)
  }
  await segments.last().blur()
}

/** The day shown in a date picker, dd.mm.yyyy (placeholders as shown when empty). */
export async function dateValue(field: Locator): Promise<string> {
  const texts = await field.getByRole('spinbutton').allTextContents()
  return texts.map((t) => t.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).join('.')
}

/** The file input an upload button opens (beside the button, unseen), for setInputFiles. */
export function fileInput(scope: Page | Locator, buttonName: string | RegExp): Locator {
  return scope.getByRole('button', { name: buttonName }).locator('xpath=following-sibling::input[@type="file"][1]')
}

/**
 * axe with the WCAG 2.1 AA rules: nothing serious or critical may remain; `include` (a selector)
 * checks that part only, where the whole page is checked by another test
 */
export async function expectAccessible(page: Page, include?: string) {
  // Measure what a person sees once it is still: a popup fading in has the contrast of its fade
  // (endless ones, like a spinner, never settle and are left out)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const builder = new AxeBuilder({ page })
    // axe.run in the page: the default opens a blank page for each check to merge the frames'
    // results (the app has no frames), which doubled each check's time
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every violating node still; of passes and incomplete checks only one each (axe's own speed-up)
    .options({ resultTypes: ['violations'] })
  const results = await (include ? builder.include(include) : builder).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/**
 * A second API process on `port` with other settings, on the worker's database (the demo is not
 * loaded again and no jobs run in it): for settings the suite's own server has the other way.
 * Resolves once it answers /health (an exit before that fails with its output); `stop` waits
 * for it to end.
 */
export async function startSecondServer(
  port: number,
  settings: Record<string, string>,
): Promise<{ stop: () => Promise<void> }> {
  const { databaseUrl, dataDir } = currentE2eServer()
  const server = spawn(process.execPath, ['../api/dist/main.js'], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ENVIRONMENT_LABEL: 'test',
      SEED_DEMO: 'false',
      JOBS: 'false',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The second API exited (${server.exitCode}): ${output}`)
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) return { stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`The second API did not start on port ${port}: ${output}`)
}

type Fixtures = { personas: Record<string, Persona> }

/** Every test starts from a freshly loaded demo municipality, on its worker's own server. */
export const test = base.extend<Fixtures>({
  // A spec's test.use({ baseURL }) (a second server) still wins over this
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, use) => use(currentE2eServer().baseURL),
  personas: [
    async ({ request }, use) => {
      const list = await resetDemo(request)
      await use(Object.fromEntries(list.map((p) => [p.key, p])))
    },
    { auto: true },
  ],
})

export { expect }

/**
 * A toast: shown, and said in the page's live region (ui/toast.tsx), which holds the same words
 * for screen readers (so `page.getByText` finds both).
 */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alertdialog', { name: text })).toBeVisible()
  await expect(page.locator('[data-qa="toast-live"]')).toHaveText(text)
}
