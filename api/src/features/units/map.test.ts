import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { errorCodes, type AutocompleteFeature } from '@citizen/contract'
import { csrf, resetDemo, useTestApp } from '../../../test/harness'
import { HttpError } from '../../platform/errors'
import { DigitransitGeocoder } from './geocoder'
import { DigitransitWalkingRouter } from './walking-router'
import { walkingQueryText } from './walking-query'

const t = useTestApp()

// ---------------------------------------------------------------------------------------------
// A stand-in for Digitransit: records each request and answers with the current handler
interface Recorded {
  method: string
  url: URL
  headers: http.IncomingHttpHeaders
  body: string
}
type Handler = (req: Recorded, res: http.ServerResponse) => void
let requests: Recorded[] = []
let handler: Handler = (_req, res) => res.writeHead(500).end()
let upstream: http.Server
let base: string

const json = (res: http.ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const recorded = { method: req.method!, url: new URL(req.url!, 'http://upstream'), headers: req.headers, body }
      requests.push(recorded)
      handler(recorded, res)
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})

afterAll(async () => {
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

beforeEach(() => {
  requests = []
  handler = (_req, res) => res.writeHead(500).end()
})

// The test configuration's search rectangle (config.ts default MAP_SEARCH_RECT)
const rect = { minLon: 24.9, minLat: 62.05, maxLon: 25.7, maxLat: 62.45 }

// ---------------------------------------------------------------------------------------------
const autocomplete = async (app: FastifyInstance, query: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/citizen/public/map-api/autocomplete', query })
  return { status: res.statusCode, body: res.json() }
}
const search = async (text: string, app = t.app): Promise<AutocompleteFeature[]> => {
  const res = await autocomplete(app, { text, layers: 'address' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.features
}
const searchNames = async (text: string) => (await search(text)).map((f) => f.properties.name)

describe('address search, local address table (default)', () => {
  beforeAll(async () => {
    await resetDemo(t.app)
    await t.db
      .insertInto('address')
      .values([
        // Outside the search rectangle (Helsinki) and inside it
        {
          street_address: 'Kaukaisentie 1',
          postal_code: '00100',
          post_office: 'HELSINKI',
          latitude: 60.1699,
          longitude: 24.9384,
        },
        {
          street_address: 'Kaukaisentie 2',
          postal_code: '40100',
          post_office: 'ESIMERKKILÄ',
          latitude: 62.26,
          longitude: 25.26,
        },
        {
          street_address: 'ÄÄNEKOSKENTIE 4',
          postal_code: '40100',
          post_office: 'ESIMERKKILÄ',
          latitude: 62.25,
          longitude: 25.25,
        },
        {
          street_address: 'Under_score 1',
          postal_code: '40100',
          post_office: 'ESIMERKKILÄ',
          latitude: 62.25,
          longitude: 25.25,
        },
      ])
      .execute()
  })

  it('matches the beginning of the street address, case-insensitively, shortest first, in the Pelias shape', async () => {
    const features = await search('koivukuja 1')
    expect(features.map((f) => f.properties.name)).toEqual([
      'Koivukuja 1',
      'Koivukuja 10',
      'Koivukuja 11',
      'Koivukuja 12',
      'Koivukuja 13',
      'Koivukuja 14',
      'Koivukuja 15',
      'Koivukuja 16',
      'Koivukuja 17',
      'Koivukuja 18',
    ])
    const row = await t.db
      .selectFrom('address')
      .selectAll()
      .where('street_address', '=', 'Koivukuja 1')
      .executeTakeFirstOrThrow()
    expect(features[0]).toStrictEqual({
      geometry: { coordinates: [row.longitude, row.latitude] },
      properties: { name: 'Koivukuja 1', postalcode: '40100', locality: 'ESIMERKKILÄ' },
    })
    expect(await searchNames('KOIVUKUJA 3')).toEqual(['Koivukuja 3'])
    expect(await searchNames('  koivukuja    3 ')).toEqual(['Koivukuja 3'])
    expect(await searchNames('äänekoskentie')).toEqual(['ÄÄNEKOSKENTIE 4'])
    expect(await searchNames('ÄÄNEKOSKENTIE 4')).toEqual(['ÄÄNEKOSKENTIE 4'])
  })

  it('gives at most 10 suggestions', async () => {
    expect(await searchNames('koivukuja')).toHaveLength(10)
  })

  it('finds a later word of the street name after the prefix matches', async () => {
    const list = await searchNames('rantakatu 1')
    expect(list[0]).toBe('Itäinen Rantakatu 1')
    expect(list.every((n) => n.startsWith('Itäinen Rantakatu 1'))).toBe(true)
    // Prefix matches come first
    const ranta = await searchNames('ranta')
    expect(ranta.slice(0, 2)).toEqual(['Rantatie 1', 'Rantatie 2'])
  })

  it('narrows by post office or postal code after a comma (the text the map puts in the box)', async () => {
    expect(await searchNames('Koivukuja 3, ESIMERKKILÄ')).toEqual(['Koivukuja 3'])
    expect(await searchNames('Koivukuja 3, esimerk')).toEqual(['Koivukuja 3'])
    expect(await searchNames('Koivukuja 3, 401')).toEqual(['Koivukuja 3'])
    expect(await searchNames('Koivukuja 3, Helsinki')).toEqual([])
  })

  it('answers nothing for fewer than 3 characters', async () => {
    for (const text of ['k', 'ko', '  ko  ', 'k o'.slice(0, 2)]) expect(await search(text), text).toEqual([])
    expect(await searchNames('koi')).toHaveLength(10)
  })

  it('searches only inside the configured rectangle, whatever rectangle the client sends', async () => {
    expect(await searchNames('kaukaisentie')).toEqual(['Kaukaisentie 2'])
    const helsinki = {
      text: 'kaukaisentie',
      'boundary.rect.min_lon': '24.5',
      'boundary.rect.max_lon': '25.2',
      'boundary.rect.min_lat': '60.0',
      'boundary.rect.max_lat': '60.3',
    }
    const res = await autocomplete(t.app, helsinki)
    expect(res.body.features.map((f: AutocompleteFeature) => f.properties.name)).toEqual(['Kaukaisentie 2'])
  })

  it('takes % and _ literally', async () => {
    expect(await search('%%%')).toEqual([])
    expect(await search('___')).toEqual([])
    expect(await searchNames('under_')).toEqual(['Under_score 1'])
    expect(await search('under%')).toEqual([])
  })

  it('answers 400 to bad input', async () => {
    const queries: Record<string, string>[] = [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(201) },
      { text: 'koivu', layers: 'venue' },
      { text: 'koivu', 'boundary.rect.min_lon': 'west' },
    ]
    for (const query of queries) {
      const res = await autocomplete(t.app, query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body).toMatchObject({ errorCode: errorCodes.validation })
    }
  })
})

// ---------------------------------------------------------------------------------------------
describe('address search, Digitransit', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await t.newApp({
      digitransit: { geocodingUrl: `${base}/geocoding/v1/`, routingUrl: null, subscriptionKey: 'secret-key' },
    })
  })

  const peliasAnswer = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [25.2505, 62.2645] },
        properties: {
          id: 'x1',
          gid: 'oa:address:x1',
          layer: 'address',
          name: 'Koivukuja 3',
          postalcode: '40100',
          locality: 'Esimerkkilä',
          localadmin: 'Esimerkkilä',
          confidence: 1,
          label: 'Koivukuja 3, Esimerkkilä',
        },
      },
      // No postal code nor locality: left out, not null
      {
        geometry: { coordinates: [25.3, 62.3, 0] },
        properties: { name: 'Koivukuja 30', postalcode: null, localadmin: 'Esimerkkilä' },
      },
      // Unreadable features are skipped
      { geometry: { coordinates: [25.3] }, properties: { name: 'Broken' } },
      { properties: { name: 'No geometry' } },
    ],
  }

  it('asks the upstream with the configured rectangle and key, and maps the features', async () => {
    handler = (_req, res) => json(res, peliasAnswer)
    const res = await autocomplete(app, {
      text: ' Koivukuja  3 ',
      layers: 'address',
      'boundary.rect.min_lon': '0',
      'boundary.rect.max_lon': '1',
      'boundary.rect.min_lat': '0',
      'boundary.rect.max_lat': '1',
    })
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({
      features: [
        {
          geometry: { coordinates: [25.2505, 62.2645] },
          properties: { name: 'Koivukuja 3', postalcode: '40100', locality: 'Esimerkkilä', localadmin: 'Esimerkkilä' },
        },
        { geometry: { coordinates: [25.3, 62.3] }, properties: { name: 'Koivukuja 30', localadmin: 'Esimerkkilä' } },
      ],
    })
    expect(requests).toHaveLength(1)
    const [req] = requests
    expect(req!.method).toBe('GET')
    expect(req!.url.pathname).toBe('/geocoding/v1/autocomplete')
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({
      text: 'Koivukuja 3',
      layers: 'address',
      'boundary.rect.min_lon': String(rect.minLon),
      'boundary.rect.max_lon': String(rect.maxLon),
      'boundary.rect.min_lat': String(rect.minLat),
      'boundary.rect.max_lat': String(rect.maxLat),
    })
    expect(req!.headers['digitransit-subscription-key']).toBe('secret-key')
  })

  it('sends no key header when no key is configured', async () => {
    const keyless = await t.newApp({
      digitransit: { geocodingUrl: `${base}/geocoding/v1`, routingUrl: null, subscriptionKey: null },
    })
    handler = (_req, res) => json(res, { features: [] })
    expect(await search('koivukuja', keyless)).toEqual([])
    expect(requests[0]!.url.pathname).toBe('/geocoding/v1/autocomplete')
    expect(requests[0]!.headers).not.toHaveProperty('digitransit-subscription-key')
  })

  it('does not call the upstream for fewer than 3 characters', async () => {
    expect(await search('ko', app)).toEqual([])
    expect(requests).toHaveLength(0)
  })

  it('answers 502, never 500, when the upstream fails', async () => {
    const failures: [Handler, RegExp][] = [
      [(_req, res) => json(res, { error: 'over quota' }, 429), /answered 429/],
      [(_req, res) => res.writeHead(503).end('down'), /answered 503/],
      [(_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"features": ['), /not JSON/],
      [(_req, res) => json(res, { type: 'FeatureCollection' }), /no features/],
      [(_req, res) => res.destroy(), /could not connect/],
    ]
    for (const [failure, message] of failures) {
      handler = failure
      const res = await autocomplete(app, { text: 'koivukuja' })
      expect(res.status).toBe(502)
      expect(res.body).toEqual({ message: expect.stringMatching(message) })
      expect(res.body.message).toMatch(/^The address search is not available/)
    }
  })

  it('gives up after the timeout with a 502', async () => {
    handler = () => {} // never answers
    const geocoder = new DigitransitGeocoder(`${base}/geocoding/v1`, { subscriptionKey: null, timeoutMs: 100 })
    const error = await geocoder.search('koivukuja', rect).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      statusCode: 502,
      message: 'The address search is not available (no answer in 0.1 s)',
    })
  })

  it('answers 502 when nothing listens at the configured address', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const geocoder = new DigitransitGeocoder(`http://127.0.0.1:${port}`, { subscriptionKey: null })
    await expect(geocoder.search('koivukuja', rect)).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/could not connect/),
    })
  })
})

// ---------------------------------------------------------------------------------------------
const alias = (n: number) => `id${n.toString(16).padStart(32, '0')}`
const plan = (name: string) =>
  `${name}: planConnection(origin: {location: {coordinate: {latitude: 62.26, longitude: 25.26}}}, ` +
  `destination: {location: {coordinate: {latitude: 62.27, longitude: 25.27}}}, modes: {direct: [WALK], directOnly: true}, ` +
  `preferences: {street: {walk: {speed: 300}}}) { edges { node { walkDistance } } }`
const walkingQuery = `{ ${plan(alias(1))} ${plan(alias(2))} }`

const postQuery = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = csrf) =>
  app.inject({ method: 'POST', url: '/api/citizen/public/map-api/query', headers, payload: payload as object })

describe('walking routes', () => {
  it('answers 404 without a routing upstream (the default)', async () => {
    const res = await postQuery(t.app, { query: walkingQuery })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Walking routes are not configured' })
  })

  describe('with Digitransit', () => {
    let app: FastifyInstance
    const routingPath = '/routing/v2/finland/gtfs/v1'
    beforeAll(async () => {
      app = await t.newApp({
        digitransit: { geocodingUrl: null, routingUrl: `${base}${routingPath}`, subscriptionKey: 'secret-key' },
      })
    })

    it('forwards the validated query and answers the walking distances only', async () => {
      handler = (_req, res) =>
        json(res, {
          data: {
            [alias(1)]: { edges: [{ node: { walkDistance: 812.4, duration: 650, legs: [] } }], pageInfo: {} },
            [alias(2)]: null,
          },
          errors: [{ message: 'no route for id2', path: [alias(2)] }],
        })
      const res = await postQuery(app, { query: walkingQuery })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toStrictEqual({
        data: { [alias(1)]: { edges: [{ node: { walkDistance: 812.4 } }] }, [alias(2)]: null },
      })

      expect(requests).toHaveLength(1)
      const [req] = requests
      expect(req!.method).toBe('POST')
      expect(req!.url.pathname).toBe(routingPath)
      expect(req!.headers['content-type']).toBe('application/json')
      expect(req!.headers['digitransit-subscription-key']).toBe('secret-key')
      expect(JSON.parse(req!.body)).toEqual({
        query: walkingQueryText([
          {
            alias: alias(1),
            origin: { latitude: '62.26', longitude: '25.26' },
            destination: { latitude: '62.27', longitude: '25.27' },
          },
          {
            alias: alias(2),
            origin: { latitude: '62.26', longitude: '25.26' },
            destination: { latitude: '62.27', longitude: '25.27' },
          },
        ]),
      })
    })

    it('forwards its own canonical text, not the client’s', async () => {
      handler = (_req, res) => json(res, { data: { planConnection: { edges: [] } } })
      const messy = `query {planConnection(preferences:{street:{walk:{speed:300}}},modes:{direct:WALK,directOnly:true},
        origin:{location:{coordinate:{latitude:62.26,longitude:25.26}}},destination:{location:{coordinate:{latitude:62.27,longitude:25.27}}})
        {edges{node{walkDistance}}}}`
      const res = await postQuery(app, { query: messy })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ data: { planConnection: { edges: [] } } })
      expect(JSON.parse(requests[0]!.body).query).toBe(
        '{ planConnection(origin: {location: {coordinate: {latitude: 62.26, longitude: 25.26}}}, ' +
          'destination: {location: {coordinate: {latitude: 62.27, longitude: 25.27}}}, modes: {direct: [WALK], directOnly: true}, ' +
          'preferences: {street: {walk: {speed: 300}}}) { edges { node { walkDistance } } } }',
      )
    })

    it('refuses any other GraphQL with 400 and does not call the upstream', async () => {
      for (const query of [
        '{ __schema { types { name } } }',
        walkingQuery.replace('speed: 300', 'speed: 1'),
        `${walkingQuery} { x }`,
      ]) {
        const res = await postQuery(app, { query })
        expect(res.statusCode, query).toBe(400)
        expect(res.json()).toMatchObject({
          errorCode: errorCodes.validation,
          message: expect.stringMatching(/^Invalid walking route query/),
        })
      }
      expect(requests).toHaveLength(0)
    })

    it('answers 400 to a bad body and 403 without the CSRF header', async () => {
      for (const payload of [{}, { query: '' }, { query: 5 }, { query: 'x'.repeat(20_001) }]) {
        const res = await postQuery(app, payload)
        expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400)
      }
      const res = await app.inject({
        method: 'POST',
        url: '/api/citizen/public/map-api/query',
        headers: { ...csrf, 'content-type': 'application/json' },
        payload: '{"query": ',
      })
      expect(res.statusCode).toBe(400)
      expect((await postQuery(app, { query: walkingQuery }, {})).statusCode).toBe(403)
      expect(requests).toHaveLength(0)
    })

    it('answers 502, never 500, when the upstream fails', async () => {
      const failures: [Handler, RegExp][] = [
        [(_req, res) => res.writeHead(500).end(), /answered 500/],
        [(_req, res) => res.writeHead(200).end('<html>'), /not JSON/],
        [(_req, res) => json(res, { errors: [{ message: 'boom' }] }), /no route data/],
        [
          (_req, res) => json(res, { data: { [alias(1)]: { edges: [{ node: { walkDistance: 'far' } }] } } }),
          /no route data/,
        ],
        [(_req, res) => res.destroy(), /could not connect/],
      ]
      for (const [failure, message] of failures) {
        handler = failure
        const res = await postQuery(app, { query: walkingQuery })
        expect(res.statusCode).toBe(502)
        expect(res.json()).toEqual({ message: expect.stringMatching(message) })
        expect(res.json().message).toMatch(/^The walking route service is not available/)
      }
    })

    it('gives up after the timeout with a 502', async () => {
      handler = () => {}
      const router = new DigitransitWalkingRouter(`${base}${routingPath}`, { subscriptionKey: null, timeoutMs: 100 })
      await expect(
        router.plan([
          {
            alias: null,
            origin: { latitude: '62', longitude: '25' },
            destination: { latitude: '62', longitude: '25' },
          },
        ]),
      ).rejects.toMatchObject({
        statusCode: 502,
        message: 'The walking route service is not available (no answer in 0.1 s)',
      })
    })
  })
})
