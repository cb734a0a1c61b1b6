import { addDays } from '../../contract/src/dates'
import { calendarAs, chooseOnly, dialog, idOf, preschoolFortnight } from '../calendar-fixtures'
import {
  test,
  expect,
  loginAs,
  expectAccessible,
  startSecondServer,
  csrf,
  childIdOf,
  sectionSummary as summary,
} from '../fixtures'

/**
 * The municipality's feature settings (spec 000/001): with SERVICE_APPLICATIONS,
 * ABSENCE_APPLICATIONS and DISCUSSION_RESERVATIONS off, the child page has no service or absence
 * application section, their addresses are not found, the calendar offers no discussion times and
 * its "more than five absence days" block asks to contact the unit instead of linking to the form.
 * The same checks run against the suite's own server (all on) first, so a check that finds nothing
 * has looked in the right place.
 */
const offPort = Number(process.env.E2E_FEATURES_OFF_PORT ?? 3102)
let server: Awaited<ReturnType<typeof startSecondServer>> | null = null

for (const on of [true, false]) {
  test.describe(`features ${on ? 'on (the suite’s server)' : 'off (a second server)'}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })
    if (!on) {
      test.use({ baseURL: `http://localhost:${offPort}` })
      test.beforeAll(async () => {
        server = await startSecondServer(offPort, {
          SERVICE_APPLICATIONS: 'false',
          ABSENCE_APPLICATIONS: 'false',
          DISCUSSION_RESERVATIONS: 'false',
        })
      })
      test.afterAll(async () => server?.stop())
    }

    test('child page sections and their addresses', async ({ page, personas }) => {
      await loginAs(page, personas['three-children-1']!)
      const onni = await childIdOf(page, 'Onni')
      await page.goto(`/children/${onni}`)
      await expect(summary(page, 'Palveluntarve')).toBeVisible()
      await expect(summary(page, 'Palveluntarpeen muutoshakemukset')).toHaveCount(on ? 1 : 0)
      await page.goto(`/children/${onni}/service-application`)
      await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toHaveCount(on ? 0 : 1)
      if (on) await expect(page.getByRole('heading', { level: 1, name: 'Palveluntarpeen muutoshakemus' })).toBeVisible()
      const served = await page.request.get(`/api/citizen/service-applications?childId=${onni}`, { headers: csrf })
      expect(served.status()).toBe(on ? 200 : 404)

      await loginAs(page, personas['preschool']!)
      const aada = await childIdOf(page, 'Aada')
      await page.goto(`/children/${aada}`)
      await expect(summary(page, 'Palveluntarve')).toBeVisible()
      await expect(summary(page, 'Poissaolohakemukset')).toHaveCount(on ? 1 : 0)
      await expectAccessible(page)
      await page.goto(`/children/${aada}/absence-application`)
      await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toHaveCount(on ? 0 : 1)
      if (on) await expect(page.getByRole('heading', { level: 1, name: 'Poissaolohakemus' })).toBeVisible()
      const absences = await page.request.get(`/api/citizen/absence-application?childId=${aada}`, { headers: csrf })
      expect(absences.status()).toBe(on ? 200 : 404)
    })

    test('the calendar’s discussion times and the preschool absence block', async ({ page, personas }) => {
      await loginAs(page, personas['three-children-1']!)
      await page.goto('/calendar?modal=discussions')
      await expect(page.getByRole('button', { name: 'Läsnäolovaraukset' })).toBeVisible()
      // Off, nothing comes: wait until the page has loaded all it asks for before counting none
      await page.waitForLoadState('networkidle')
      await expect(dialog(page, 'Keskusteluajat')).toHaveCount(on ? 1 : 0)
      await page.goto('/calendar')
      await expect(page.getByRole('button', { name: 'Läsnäolovaraukset' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Keskusteluajat' })).toHaveCount(on ? 1 : 0)

      const data = await calendarAs(page, personas['preschool']!, 'WEAK')
      const start = await preschoolFortnight(page, data, idOf(data, 'Aada'))
      await page.goto(`/calendar?modal=absences&startDate=${start}&endDate=${addDays(start, 11)}`)
      const modal = dialog(page, 'Poissaolo')
      await chooseOnly(modal, 'Aada Lehtonen', ['Aada Lehtonen', 'Eino Lehtonen'])
      await modal.getByRole('radio', { name: 'Muu poissaolo' }).check()
      await expect(modal.getByRole('link', { name: 'Aada: tee poissaolohakemus' })).toHaveCount(on ? 1 : 0)
      await expect(modal.getByText(/Aada: ota yhteyttä lapsen esiopettajaan tai yksikköön/)).toHaveCount(on ? 0 : 1)
      await expectAccessible(page)
    })
  })
}
