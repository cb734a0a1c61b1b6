import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, childImagePath, ReservationsResponse, startOfIsoWeek, type Persona } from '@citizen/contract'
import { csrf, loginAs, persona, resetDemo, today, useTestApp } from '../../../test/harness'

// Child images (issue 16): the calendar's avatars. A guardian gets their own children's images
// only; the answer is the only citizen answer a browser may keep (private cache).
const t = useTestApp()
let personas: Persona[]
let mikko: string

beforeAll(async () => {
  personas = await resetDemo(t.app)
  mikko = await loginAs(t.app, persona(personas, 'three-children-1').ssn, 'WEAK')
})

const getImage = (cookie: string | undefined, imageId: string) =>
  t.app.inject({ method: 'GET', url: childImagePath(imageId), headers: cookie ? { cookie } : {} })

async function imageIds(cookie: string) {
  const from = startOfIsoWeek(today())
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/citizen/reservations?from=${from}&to=${addDays(from, 6)}`,
    headers: { cookie },
  })
  expect(res.statusCode).toBe(200)
  return Object.fromEntries(ReservationsResponse.parse(res.json()).children.map((c) => [c.firstName, c.imageId]))
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('GET /api/citizen/child-images/:imageId', () => {
  it('names each child’s image in the calendar and serves it to a weakly logged-in guardian', async () => {
    const ids = await imageIds(mikko)
    expect(ids).toEqual({ Onni: expect.any(String), Ella: null, Veeti: null })
    const res = await getImage(mikko, ids.Onni!)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('private, max-age=86400')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.subarray(0, 8).equals(PNG)).toBe(true)
    const stored = await t.db
      .selectFrom('child_image')
      .select('bytes')
      .where('id', '=', ids.Onni!)
      .executeTakeFirstOrThrow()
    expect(res.rawPayload.equals(stored.bytes)).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(stored.bytes.length)
    // The other guardian too
    const sanna = await loginAs(t.app, persona(personas, 'three-children-2').ssn, 'WEAK')
    expect((await getImage(sanna, ids.Onni!)).statusCode).toBe(200)
  })

  it('answers 404 without data for another family’s image or an unknown id, 400 for a malformed one', async () => {
    const onniImage = (await imageIds(mikko)).Onni!
    const aino = await loginAs(t.app, persona(personas, 'one-child').ssn, 'STRONG')
    for (const id of [onniImage, crypto.randomUUID()]) {
      const res = await getImage(aino, id)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.rawPayload.includes(PNG)).toBe(false)
    }
    for (const id of ['x', '%00', 'not-a-uuid']) expect((await getImage(mikko, id)).statusCode).toBe(400)
    // Fastify's parameter length limit
    expect((await getImage(mikko, 'a'.repeat(300))).statusCode).toBe(414)
    expect((await getImage(undefined, onniImage)).statusCode).toBe(401)
  })

  it('serves a foster child’s image to the foster parent; a new image replaces the old id', async () => {
    const p = persona(personas, 'foster-parent')
    const aleksi = p.children[0]!.id
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9])
    const add = (contentType: string, data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dev/child-images',
        headers: csrf,
        payload: { childId: aleksi, contentType, data: data.toString('base64') },
      })
    const first = await add('image/jpeg', jpeg)
    expect(first.statusCode, first.body).toBe(200)
    const second = await add('image/jpeg', jpeg)
    const cookie = await loginAs(t.app, p.ssn, 'WEAK')
    expect((await imageIds(cookie)).Aleksi).toBe(second.json().id)
    expect((await getImage(cookie, first.json().id)).statusCode).toBe(404)
    const res = await getImage(cookie, second.json().id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.rawPayload.equals(jpeg)).toBe(true)
    // Bytes that are not the type they claim, or no image at all
    expect((await add('image/png', jpeg)).statusCode).toBe(400)
    expect((await add('image/svg+xml', Buffer.from('<svg/>'))).statusCode).toBe(400)
    expect((await add('image/png', Buffer.from('not an image'))).statusCode).toBe(400)
  })
})
