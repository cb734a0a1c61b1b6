import { test, expect, loginAs, expectAccessible, fileInput, csrf } from '../fixtures'

/**
 * The shared upload list (issue 24, web shared/uploads), as the application editor uses it:
 * removing a file asks first and a failed removal is told, as every other change.
 */

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
})

test('removing an attachment asks first; a failed removal is told and the file stays', async ({ page, personas }) => {
  const persona = personas['no-placements']!
  await loginAs(page, persona)
  const response = await page.request.post('/api/citizen/applications', {
    headers: csrf,
    data: { childId: persona.children[0]!.id, type: 'DAYCARE' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { id } = (await response.json()) as { id: string }
  await page.goto(`/applications/${id}/edit`)
  await page.getByLabel('Hakemus on kiireellinen').check()
  const group = page.getByRole('group', { name: 'Todistukset kiireellisyydestä' })
  await fileInput(group, 'Lisää liite: Todistukset kiireellisyydestä').setInputFiles(pdf('todistus.pdf'))
  const link = group.getByRole('link', { name: 'todistus.pdf' })
  await expect(link).toBeVisible()

  // Asked first; cancelling keeps the file and gives the focus back
  const remove = group.getByRole('button', { name: 'Poista liite todistus.pdf' })
  await remove.click()
  const confirm = page.getByRole('dialog', { name: 'Poistetaanko liite todistus.pdf?' })
  await expect(confirm).toContainText('Liite poistetaan pysyvästi.')
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Peruuta' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(remove).toBeFocused()
  await expect(link).toBeVisible()

  // A failed removal: the confirmation closes, the error dialog tells, the file stays
  await page.route('**/api/citizen/attachments/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
      : route.fallback(),
  )
  await remove.click()
  await confirm.getByRole('button', { name: 'Poista' }).click()
  const failure = page.getByRole('alertdialog', { name: 'Liitteen poistaminen ei onnistunut' })
  await expect(failure).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await failure.getByRole('button', { name: 'OK' }).click()
  await expect(link).toBeVisible()

  // Confirmed: removed on the server, the list says it is missing
  await page.unrouteAll()
  await remove.click()
  await confirm.getByRole('button', { name: 'Poista' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(link).toHaveCount(0)
  await expect(group.getByText('Liite puuttuu')).toBeVisible()
  const details = await page.request.get(`/api/citizen/applications/${id}`)
  expect(((await details.json()) as { attachments: unknown[] }).attachments).toEqual([])
})
