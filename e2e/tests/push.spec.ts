import crypto from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, loginAs, expectAccessible, csrf } from '../fixtures'
import { ourWorker, serviceWorkerReady } from '../sw-fixtures'

/**
 * Web Push (issue 43): the service worker's notification from a push, and a device's switch in
 * personal details. The browser's push service is out of reach here: the test answers for it.
 */
test.use({ serviceWorkers: 'allow' })

/** The page's PushManager answered by the test (headless Chromium reaches no push service here) */
async function answerPushManager(page: Page, context: BrowserContext) {
  const { publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const p256dh = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-65).toString('base64url')
  const auth = crypto.randomBytes(16).toString('base64url')
  await context.grantPermissions(['notifications'])
  await page.addInitScript(
    ({ p256dh, auth }) => {
      // Kept over page loads and logouts as the browser keeps a subscription (in a cookie: the
      // site's storage is emptied by a logout); unsubscribe ends it
      const cookie = 'test-push-subscription'
      const make = () => ({
        endpoint: 'http://127.0.0.1:9/push/device-1',
        expirationTime: null,
        toJSON: () => ({ endpoint: 'http://127.0.0.1:9/push/device-1', expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          document.cookie = `${cookie}=; path=/; max-age=0`
          return true
        },
      })
      PushManager.prototype.subscribe = async function () {
        document.cookie = `${cookie}=1; path=/`
        return make() as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async function () {
        return (document.cookie.includes(`${cookie}=1`) ? make() : null) as PushSubscription | null
      }
    },
    { p256dh, auth },
  )
}

test('a push shows the notification it carries (Web Push, issue 43): a title, a short text, the page to open', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await page.goto('/login')
  await serviceWorkerReady(page)
  const origin = new URL(page.url()).origin
  const worker = await ourWorker(context, page, origin)
  const push = (data: string) =>
    worker.cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: worker.registrationId, data })
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
        n.title,
        n.body,
        (n.data as { url: string }).url,
      ]),
    )
  // Not JSON, or no title: nothing shown
  await push('hello')
  await push(JSON.stringify({ body: 'no title', url: '/messages' }))
  await push(
    JSON.stringify({ title: 'Uusi viesti: Päiväkoti Aurinkoinen', body: 'Avaa viesti', url: '/messages', tag: 'm' }),
  )
  await expect.poll(shown).toEqual([['Uusi viesti: Päiväkoti Aurinkoinen', 'Avaa viesti', '/messages']])
  // The same tag again: the newer one replaces it
  await push(
    JSON.stringify({ title: 'Uusi viesti: Päiväkoti Aurinkoinen', body: 'Kaksi uutta', url: '/messages', tag: 'm' }),
  )
  await expect.poll(shown).toEqual([['Uusi viesti: Päiväkoti Aurinkoinen', 'Kaksi uutta', '/messages']])
})

test('notifications on this device (issue 43): turned on from a click, listed with its topics, a topic switched off, the device removed', async ({
  page,
  context,
  personas,
}) => {
  await answerPushManager(page, context)
  await loginAs(page, personas['preschool']!)
  await page.goto('/personal-details')
  await serviceWorkerReady(page)
  const section = page.getByRole('region', { name: 'Ilmoitukset tällä laitteella' })
  await expect(section.getByText('Ilmoitukset eivät ole käytössä millään laitteella.')).toBeVisible()
  await section.getByRole('button', { name: 'Ota ilmoitukset käyttöön tällä laitteella' }).click()
  await expect(section.getByText('Chrome / Linux (tämä laite)', { exact: true })).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Ilmoitukset tällä laitteella' })).toBeFocused()
  await expect(section.getByRole('button', { name: 'Ota ilmoitukset käyttöön tällä laitteella' })).toHaveCount(0)
  const devices = async () =>
    (await (await page.request.get('/api/citizen/web-push/subscriptions', { headers: csrf })).json()) as {
      deviceName: string
      topics: string[]
    }[]
  expect(await devices()).toEqual([
    expect.objectContaining({
      deviceName: 'Chrome / Linux',
      topics: ['MESSAGE', 'DECISION', 'DOCUMENT', 'INCOME_STATEMENT', 'CALENDAR_REMINDER'],
    }),
  ])
  const reminders = section
    .getByRole('group', { name: 'Aiheet: Chrome / Linux (tämä laite)' })
    .getByRole('button', { name: 'Kalenterin muistutukset' })
  await expect(reminders).toHaveAttribute('aria-pressed', 'true')
  await reminders.click()
  await expect(reminders).toHaveAttribute('aria-pressed', 'false')
  expect((await devices())[0]!.topics).not.toContain('CALENDAR_REMINDER')
  await expectAccessible(page)
  await section.getByRole('button', { name: 'Poista laite Chrome / Linux (tämä laite)' }).click()
  const ask = page.getByRole('dialog', { name: 'Poistetaanko laite?' })
  await ask.getByRole('button', { name: 'Peruuta' }).click()
  expect(await devices()).toHaveLength(1)
  await section.getByRole('button', { name: 'Poista laite Chrome / Linux (tämä laite)' }).click()
  await page.getByRole('dialog', { name: 'Poistetaanko laite?' }).getByRole('button', { name: 'Poista laite' }).click()
  await expect(section.getByText('Ilmoitukset eivät ole käytössä millään laitteella.')).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Ilmoitukset tällä laitteella' })).toBeFocused()
  expect(await devices()).toEqual([])
  await expect(section.getByRole('button', { name: 'Ota ilmoitukset käyttöön tällä laitteella' })).toBeVisible()
})

test('logging out asks whether the device keeps its notifications (issue 43): kept, then removed by default', async ({
  page,
  context,
  personas,
}) => {
  await answerPushManager(page, context)
  const preschool = personas['preschool']!
  await loginAs(page, preschool)
  await page.goto('/personal-details')
  await serviceWorkerReady(page)
  const section = page.getByRole('region', { name: 'Ilmoitukset tällä laitteella' })
  await section.getByRole('button', { name: 'Ota ilmoitukset käyttöön tällä laitteella' }).click()
  await expect(section.getByText('Chrome / Linux (tämä laite)', { exact: true })).toBeVisible()
  const devices = async () =>
    ((await (await page.request.get('/api/citizen/web-push/subscriptions', { headers: csrf })).json()) as object[])
      .length
  const logOut = async () => {
    await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
    await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
    return page.getByRole('dialog', { name: 'Pidetäänkö ilmoitukset tällä laitteella?' })
  }

  // Cancel stays logged in; keeping logs out with the device's row and its subscription kept
  let ask = await logOut()
  await expect(ask.getByRole('button', { name: 'Poista ilmoitukset ja kirjaudu ulos' })).toBeFocused()
  await expectAccessible(page)
  await ask.getByRole('button', { name: 'Peruuta' }).click()
  await expect(page).toHaveURL(/\/personal-details/)
  ask = await logOut()
  await ask.getByRole('button', { name: 'Pidä ilmoitukset ja kirjaudu ulos' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true)
  await loginAs(page, preschool)
  expect(await devices()).toBe(1)

  // The default (Enter on the focused first choice) removes them
  await page.goto('/personal-details')
  await expect(section.getByText('Chrome / Linux (tämä laite)', { exact: true })).toBeVisible()
  ask = await logOut()
  // The question opens after the device's subscription is read: Enter before it would go nowhere
  await expect(ask.getByRole('button', { name: 'Poista ilmoitukset ja kirjaudu ulos' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login$/)
  await loginAs(page, preschool)
  expect(await devices()).toBe(0)
  // No row, no question
  await page.goto('/personal-details')
  await page.getByRole('button', { name: /Käyttäjävalikko/ }).click()
  await page.getByRole('menuitem', { name: 'Kirjaudu ulos' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
