import { test, expect, expectAccessible, freePort, startSecondServer } from '../fixtures'
import { keyPair, serveTestIdp, type TestPerson } from '../../api/test/saml-idp'

// Strong identification through a real SAML identity provider (the API tests' samlify IdP, here
// over HTTP on a loopback port): signed AuthnRequest, encrypted assertion posted cross-site back
// to the service, single logout through the IdP. The rest of the suite keeps the dev IdP: this
// file starts a second API process of its own, configured for the test IdP, on the same database.

let persons: TestPerson[] = []
let api: Awaited<ReturnType<typeof startSecondServer>> | null = null
let baseUrl = ''
let idpServer: Awaited<ReturnType<typeof serveTestIdp>> | null = null

test.beforeAll(async () => {
  const [spKeys, idpKeys] = await Promise.all([keyPair('localhost'), keyPair('test-idp')])
  const port = await freePort()
  baseUrl = `http://localhost:${port}`
  idpServer = await serveTestIdp({
    entityId: 'http://127.0.0.1/test-idp',
    signing: [idpKeys],
    spMetadataUrl: `${baseUrl}/api/citizen/auth/sfi/metadata`,
    persons: () => persons,
  })
  api = await startSecondServer(port, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    SFI_SAML_ISSUER: `${baseUrl}/sp`,
    SFI_SAML_PRIVATE_KEY: spKeys.key,
    SFI_SAML_PUBLIC_CERT: spKeys.cert,
    // The IdP's entity id, endpoints and certificate from its metadata, as in production
    SFI_SAML_IDP_METADATA: `${idpServer.baseUrl}/idp/metadata`,
  })
})

test.afterAll(async () => {
  await api?.stop()
  await idpServer?.close()
})

for (const [lang, texts] of [
  [
    'fi',
    {
      login: /Tunnistaudu pankkitunnuksilla/,
      heading: 'Hakemukset',
      menu: /Käyttäjävalikko/,
      logout: 'Kirjaudu ulos',
      loginHeading: 'Varhaiskasvatuksen asiointipalvelu',
    },
  ],
  [
    'sv',
    {
      login: /Identifiera dig med bankkoder/,
      heading: 'Ansökningar',
      menu: /Användarmeny/,
      logout: 'Logga ut',
      loginHeading: 'E-tjänsten för småbarnspedagogik',
    },
  ],
] as const) {
  test(`logs in through the SAML identity provider and out through its single logout (${lang})`, async ({
    page,
    personas,
  }) => {
    const mikko = personas['three-children-1']!
    persons = [{ ssn: mikko.ssn, firstName: mikko.firstName, lastName: mikko.lastName }]
    await page.goto(`${baseUrl}/applications?lang=${lang}`)
    await expect(page).toHaveURL(/\/login\?next=%2Fapplications/)
    await page.getByRole('link', { name: texts.login }).click()

    // At the IdP (another site): choose the person and confirm
    await expect(page.getByRole('heading', { name: 'Testitunnistus' })).toBeVisible()
    expect(new URL(page.url()).origin).toBe(idpServer!.baseUrl)
    await page.getByRole('button', { name: 'Tunnistaudu' }).click()

    // The response is posted cross-site to the service, which logs the person in
    await expect(page).toHaveURL(`${baseUrl}/applications?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible()
    const menu = page.getByRole('button', { name: texts.menu })
    await expect(menu).toContainText(`${mikko.firstName} ${mikko.lastName}`)
    // The request cookie has done its work
    expect((await page.context().cookies(baseUrl)).map((c) => c.name)).toEqual(['citizen.session'])
    await expectAccessible(page)

    // Logout goes through the IdP's single logout and comes back logged out
    await menu.click()
    await page.getByRole('menuitem', { name: texts.logout }).click()
    await expect(page).toHaveURL(`${baseUrl}/login`)
    await expect(page.getByRole('heading', { level: 1, name: texts.loginHeading })).toBeVisible()
    expect((await page.context().cookies(baseUrl)).map((c) => c.name)).toEqual([])
  })
}
