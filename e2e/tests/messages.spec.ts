import { test, expect, loginAs, expectAccessible, fileInput, personIdOf, expectToast, csrf } from '../fixtures'
import {
  GROUP_NAME,
  TEACHER,
  aDaycareUnit,
  aThreadFromTheGroup,
  firstChild,
  groupSends,
  messagesNavItem,
  placeWithShiftCare,
  staffOf,
} from '../messages-fixtures'

/**
 * Messages (issue 25, spec 001 "Messages screen"): Jussi of the separated guardians (Helmi at
 * Daghemmet Solrosen) gets messages from Helmi's group; Matti, whose Lilja the test places in shift
 * care, writes to the group with an attachment.
 */

test.describe('messages on a desktop', () => {
  test('receive and read, reply with a draft kept over a reload, mark unread, archive, a new message and its email', async ({
    page,
    request,
    personas,
  }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!)
    const { threadId } = await aThreadFromTheGroup(page, personId, {
      title: 'Retki perjantaina',
      content: 'Lähdemme retkelle metsään.\nOttakaa eväät mukaan.',
    })

    await page.goto('/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Viestit' })).toBeVisible()
    const nav = messagesNavItem(page, /^Viestit/)
    await expect(nav).toHaveAccessibleName(/1 uusi/)
    await expect(page.getByText('Valitse viesti luettavaksi.')).toBeVisible()
    const row = page.getByRole('link', { name: /Retki perjantaina/ })
    // The preview: newlines as spaces
    await expect(row).toContainText('Lähdemme retkelle metsään. Ottakaa eväät mukaan.')
    await expect(row).toContainText(GROUP_NAME)
    await expect(row.getByRole('img', { name: 'Lukematon' })).toBeVisible()
    await expectAccessible(page)

    // Opening reads it: the menu's count drops at once
    await row.click()
    await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Retki perjantaina' })).toBeVisible()
    await expect(nav).not.toHaveAccessibleName(/uusi/)
    await expect(row.getByRole('img', { name: 'Lukematon' })).toBeHidden()

    // The reply's draft survives a reload
    await page.getByRole('button', { name: 'Vastaa' }).click()
    await page.getByRole('textbox', { name: 'Vastaus' }).fill('Kiitos, Helmi tulee mukaan.')
    await page.reload()
    await expect(page.getByText('Keskeneräinen vastauksesi on palautettu.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Vastaus' })).toHaveValue('Kiitos, Helmi tulee mukaan.')
    await expect(page.getByRole('checkbox', { name: GROUP_NAME })).toBeChecked()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Lähetä' }).click()
    await expect(page.locator('article').filter({ hasText: 'Kiitos, Helmi tulee mukaan.' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Vastaus' })).toBeHidden()

    // Mark unread: back to the list, counted again
    await page.getByRole('button', { name: 'Lisää toimintoja' }).click()
    await page.getByRole('menuitem', { name: 'Merkitse lukemattomaksi' }).click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(nav).toHaveAccessibleName(/1 uusi/)

    // Archive ("delete") asks first and says where the thread goes
    await page.getByRole('button', { name: 'Poista viesti: Retki perjantaina' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko viestiketju?' })
    await expect(confirm).toContainText('Viestiketju siirtyy arkistoon')
    await confirm.getByRole('button', { name: 'Poista' }).click()
    await expect(row).toBeHidden()
    await expect(page.getByText('Sinulla ei ole viestejä.')).toBeVisible()
    await expect(nav).not.toHaveAccessibleName(/uusi/)

    // A new message to the group with Laura, Helmi's other guardian, as a secondary recipient
    await page.getByRole('button', { name: 'Uusi viesti' }).click()
    const editor = page.getByRole('dialog', { name: 'Uusi viesti' })
    await editor.getByRole('checkbox', { name: GROUP_NAME }).check()
    await editor.getByRole('checkbox', { name: 'Mäkinen Laura' }).check()
    await editor.getByRole('textbox', { name: 'Otsikko' }).fill('Hoitoajat joulun aikaan')
    await editor.getByRole('textbox', { name: 'Viesti' }).fill('Helmi on poissa jouluviikon.')
    await editor.getByRole('button', { name: 'Lähetä' }).click()
    await expect(editor).toBeHidden()
    await expect(page.getByRole('link', { name: /Hoitoajat joulun aikaan/ })).toBeVisible()

    // The emails the messages caused (read through the dev API: no SMTP in tests): Jussi of the
    // group's message, Laura of Jussi's; none for the sender
    expect((await page.request.post('/api/dev/run-jobs', { headers: csrf })).ok()).toBe(true)
    const emails = (await (await page.request.get('/api/dev/emails', { headers: csrf })).json()) as {
      personId: string
      language: string
      text: string
    }[]
    const laura = await personIdOf(request, personas['separated-guardians-2']!)
    const toJussi = emails.filter((e) => e.personId === personId)
    const toLaura = emails.filter((e) => e.personId === laura)
    expect(toJussi).toHaveLength(1)
    expect(toLaura).toHaveLength(1)
    expect(toLaura[0]!.text).toContain('/messages')
    // In the recipient's language: the family's is Swedish
    expect(toLaura[0]!.language).toBe('sv')
    // No personal data beyond the reference's: not the message itself
    expect(toLaura[0]!.text).not.toContain('Helmi on poissa')
  })
})

test.describe('messages: where the focus goes', () => {
  test('to the reply’s first field, the sent reply, the new message’s editor and the sent thread', async ({
    page,
    personas,
  }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!)
    const { threadId } = await aThreadFromTheGroup(page, personId, {
      title: 'Vanhempainilta',
      content: 'Tervetuloa vanhempainiltaan.',
    })
    await page.goto(`/messages/${threadId}`)
    await page.getByRole('button', { name: 'Vastaa' }).press('Enter')
    await expect(page.getByRole('checkbox', { name: GROUP_NAME })).toBeFocused()
    await page.getByRole('textbox', { name: 'Vastaus' }).fill('Tulemme.')
    await page.getByRole('button', { name: 'Lähetä' }).press('Enter')
    await expect(page.locator('article').filter({ hasText: 'Tulemme.' })).toBeFocused()

    await page.getByRole('button', { name: 'Uusi viesti' }).press('Enter')
    const editor = page.getByRole('dialog', { name: 'Uusi viesti' })
    await expect(editor.getByRole('heading', { name: 'Uusi viesti' })).toBeFocused()
    await editor.getByRole('checkbox', { name: GROUP_NAME }).check()
    await editor.getByRole('textbox', { name: 'Otsikko' }).fill('Kuvauspäivä')
    await editor.getByRole('textbox', { name: 'Viesti' }).fill('Helmi on poissa.')
    await editor.getByRole('button', { name: 'Lähetä' }).press('Enter')
    await expect(editor).toBeHidden()
    await expect(page.getByRole('link', { name: /Kuvauspäivä/ })).toBeFocused()
    // Again, by a click, with the editor loaded: into it, and back to the button on Escape
    const newMessage = page.getByRole('button', { name: 'Uusi viesti' })
    await newMessage.click()
    await expect(editor.getByRole('heading', { name: 'Uusi viesti' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(editor).toBeHidden()
    await expect(newMessage).toBeFocused()
  })
})

test.describe('messages: files and an ended session', () => {
  test('a file the group sent opens from the reader', async ({ page, personas }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!)
    const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
    const { threadId } = await aThreadFromTheGroup(page, personId, {
      title: 'Syksyn ohjelma',
      content: 'Ohjelma liitteenä.',
      attachments: [{ name: 'ohjelma.pdf', contentType: 'application/pdf', data: Buffer.from(pdf).toString('base64') }],
    })
    await page.goto(`/messages/${threadId}`)
    const link = page.getByRole('link', { name: 'ohjelma.pdf' })
    await expect(link).toBeVisible()
    await expectAccessible(page)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('ohjelma.pdf')
    const { readFile } = await import('node:fs/promises')
    expect((await readFile((await download.path())!)).toString()).toBe(pdf)
    // Only the thread's participants: another guardian's session gets nothing
    const href = (await link.getAttribute('href'))!
    await loginAs(page, personas['three-children-1']!)
    expect((await page.request.get(href)).status()).toBe(404)
  })

  test('a new message typed when the session ended is kept through the login', async ({ page, personas }) => {
    const jussi = personas['separated-guardians-1']!
    await loginAs(page, jussi)
    const child = await firstChild(page)
    await staffOf(page.request, child)
    await page.goto('/messages?editorVisible=true')
    let editor = page.getByRole('dialog', { name: 'Uusi viesti' })
    await editor.getByRole('checkbox', { name: GROUP_NAME }).check()
    await editor.getByRole('textbox', { name: 'Otsikko' }).fill('Kuvauspäivä')
    await editor.getByRole('textbox', { name: 'Viesti' }).fill('Helmi on silloin mummolassa.')
    await page.context().clearCookies()
    await editor.getByRole('button', { name: 'Lähetä' }).click()
    await expect(page).toHaveURL(/\/login\?next=/)
    const next = new URL(page.url()).searchParams.get('next')!
    expect(next).toContain('editorVisible=true')
    await loginAs(page, jussi)
    await page.goto(next)
    editor = page.getByRole('dialog', { name: 'Uusi viesti' })
    await expect(editor.getByText('Keskeneräinen viestisi on palautettu.')).toBeVisible()
    await expect(editor.getByRole('textbox', { name: 'Otsikko' })).toHaveValue('Kuvauspäivä')
    await expect(editor.getByRole('textbox', { name: 'Viesti' })).toHaveValue('Helmi on silloin mummolassa.')
    await expect(editor.getByRole('checkbox', { name: GROUP_NAME })).toBeChecked()
    await editor.getByRole('button', { name: 'Lähetä' }).click()
    await expect(editor).toBeHidden()
    await expect(page.getByRole('link', { name: /Kuvauspäivä/ })).toBeVisible()
    // Sent: the editor opens empty again
    await page.getByRole('button', { name: 'Uusi viesti' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Uusi viesti' }).getByRole('textbox', { name: 'Otsikko' }),
    ).toHaveValue('')
    // Cancel asks before dropping what was typed; leaving drops the kept input too
    editor = page.getByRole('dialog', { name: 'Uusi viesti' })
    await editor.getByRole('textbox', { name: 'Otsikko' }).fill('Luonnos')
    await editor.getByRole('button', { name: 'Peruuta' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Poistutaanko tallentamatta?' })
    await ask.getByRole('button', { name: 'Jatka kirjoittamista' }).click()
    await expect(editor.getByRole('textbox', { name: 'Otsikko' })).toHaveValue('Luonnos')
    await editor.getByRole('button', { name: 'Peruuta' }).click()
    await ask.getByRole('button', { name: 'Poistu' }).click()
    await expect(editor).toBeHidden()
    await page.reload()
    await page.getByRole('button', { name: 'Uusi viesti' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Uusi viesti' }).getByRole('textbox', { name: 'Otsikko' }),
    ).toHaveValue('')
  })
})

test.describe('messages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('list and reader one at a time in Swedish, and a sensitive thread on a weak session', async ({
    page,
    personas,
  }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!, 'WEAK')
    const child = await firstChild(page)
    const { groupId } = await staffOf(page.request, child)
    await groupSends(page.request, groupId, [personId], [child.id], {
      title: 'Utflykt på fredag',
      content: 'Vi går till skogen.',
    })
    const sensitiveId = await groupSends(page.request, groupId, [personId], [child.id], {
      title: 'Hälsouppgifter',
      content: 'Känsligt innehåll',
      sensitive: true,
    })

    await page.goto('/messages?lang=sv')
    await expect(page.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible()
    await expect(messagesNavItem(page, /^Meddelanden/)).toHaveAccessibleName(/2 nya/)
    await page.getByRole('link', { name: /Utflykt på fredag/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Utflykt på fredag' })).toBeVisible()
    // The list is not beside the reader on a phone: a back action leads to it
    await expect(page.getByRole('list', { name: 'Inkorg' })).toBeHidden()
    await page.getByRole('link', { name: 'Tillbaka till meddelandena' }).click()
    await expect(page.getByRole('list', { name: 'Inkorg' })).toBeVisible()

    // Weak session: the sensitive thread has neither title nor content, and a strong login returns to it
    const redacted = page.getByRole('link', { name: /Känsligt meddelande/ })
    await expect(redacted).toBeVisible()
    await expect(page.getByText('Hälsouppgifter')).toHaveCount(0)
    await redacted.click()
    const strong = page.getByRole('link', { name: 'Identifiera dig starkt' })
    await expect(strong).toHaveAttribute('href', new RegExp(encodeURIComponent(`/messages/${sensitiveId}`)))
    await expect(page.getByText('Känsligt innehåll')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('the reader shows the text first and its rarely used actions in one menu; the row’s delete keeps off the names', async ({
    page,
    personas,
  }) => {
    const personId = await loginAs(page, personas['separated-guardians-1']!)
    const { threadId, groupId } = await aThreadFromTheGroup(page, personId, {
      title: 'Kevätjuhla',
      content: 'Kevätjuhla on toukokuussa.',
    })
    const received = (await (await page.request.get('/api/citizen/messages/received', { headers: csrf })).json()) as {
      data: { id: string; messages: { id: string }[] }[]
    }
    const firstId = received.data.find((d) => d.id === threadId)!.messages[0]!.id
    const staffReply = await page.request.post(`/api/dev/messages/${firstId}/reply`, {
      headers: csrf,
      data: { sender: { groupId }, content: 'Juhla alkaa kello 17.' },
    })
    expect(staffReply.ok()).toBe(true)

    await page.goto('/messages')
    const row = page.getByRole('listitem').filter({ hasText: 'Kevätjuhla' })
    const names = (await row.getByText(GROUP_NAME).first().boundingBox())!
    const remove = row.getByRole('button', { name: 'Poista viesti: Kevätjuhla' })
    const removeBox = (await remove.boundingBox())!
    // Below the line of names and the time, not over it; a full tap target
    expect(removeBox.y).toBeGreaterThanOrEqual(names.y + names.height)
    expect(removeBox.height).toBeGreaterThanOrEqual(44)
    await row.getByRole('link').click()

    // The messages first: no row of buttons above them
    await expect(page.getByText('Kevätjuhla on toukokuussa.')).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Merkitse lukemattomaksi' })).toHaveCount(0)
    const more = page.getByRole('button', { name: 'Lisää toimintoja' })
    await more.press('Enter')
    const menu = page.getByRole('menu', { name: 'Lisää toimintoja' })
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Siirry ensimmäiseen viestiin',
      'Siirry viimeiseen viestiin',
      'Merkitse lukemattomaksi',
      'Poista viesti',
    ])
    await expectAccessible(page)
    // By keyboard to the last message, which takes the focus
    await menu.getByRole('menuitem', { name: 'Siirry viimeiseen viestiin' }).press('Enter')
    await expect(menu).toBeHidden()
    await expect(page.locator('article').filter({ hasText: 'Juhla alkaa kello 17.' })).toBeFocused()

    // Delete from the menu asks first
    await more.click()
    await menu.getByRole('menuitem', { name: 'Poista viesti' }).click()
    await page
      .getByRole('alertdialog', { name: 'Poistetaanko viestiketju?' })
      .getByRole('button', { name: 'Poista' })
      .click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(page.getByRole('link', { name: /Kevätjuhla/ })).toBeHidden()
  })

  test('a new message to the group with an attachment', async ({ page, personas }) => {
    await loginAs(page, personas['no-placements']!)
    const children = (await (await page.request.get('/api/citizen/children', { headers: csrf })).json()) as {
      id: string
    }[]
    const child = { id: children[0]!.id, unitId: await aDaycareUnit(page.request) }
    await placeWithShiftCare(page.request, child.id, child.unitId)
    await staffOf(page.request, child)

    await page.goto('/messages?lang=sv')
    await page.getByRole('button', { name: 'Nytt meddelande' }).click()
    await expect(page).toHaveURL(/editorVisible=true/)
    const editor = page.getByRole('dialog', { name: 'Nytt meddelande' })
    const send = editor.getByRole('button', { name: 'Skicka' })
    await expect(send).toBeDisabled()
    await editor.getByRole('checkbox', { name: GROUP_NAME }).check()
    await expect(editor.getByRole('checkbox', { name: new RegExp(TEACHER.lastName) })).toBeVisible()
    await editor.getByRole('textbox', { name: 'Rubrik' }).fill('Frånvaro')
    await editor.getByRole('textbox', { name: 'Meddelande' }).fill('Lilja är hemma i morgon.')
    await fileInput(editor, 'Lägg till bilaga').setInputFiles({
      name: 'intyg.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await expect(editor.getByRole('link', { name: 'intyg.pdf' })).toBeVisible()
    await expectAccessible(page)
    await expect(send).toBeEnabled()
    await send.click()
    await expect(editor).toBeHidden()
    await expectToast(page, 'Meddelandet har skickats')
    const thread = page.getByRole('link', { name: /Frånvaro/ })
    await expect(thread).toContainText('Innehåller bilagor')
    await thread.click()
    await expect(page.getByRole('link', { name: 'intyg.pdf' })).toBeVisible()
  })
})
