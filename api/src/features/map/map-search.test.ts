import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { errorCodes, type AutocompleteFeature } from '@citizen/contract'
import { resetDemo, useTestApp } from '../../../test/harness'
import { HttpError } from '../../platform/errors'
import { DigitransitGeocoder } from './geocoder'
import { json, useFakeDigitransit, type Handler } from './fake-digitransit'

const t = useTestApp()
const up = useFakeDigitransit()

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
      digitransit: { geocodingUrl: `${up.base}/geocoding/v1/`, routingUrl: null, subscriptionKey: 'secret-key' },
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
    up.handler = (_req, res) => json(res, peliasAnswer)
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
    expect(up.requests).toHaveLength(1)
    const [req] = up.requests
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
      digitransit: { geocodingUrl: `${up.base}/geocoding/v1`, routingUrl: null, subscriptionKey: null },
    })
    up.handler = (_req, res) => json(res, { features: [] })
    expect(await search('koivukuja', keyless)).toEqual([])
    expect(up.requests[0]!.url.pathname).toBe('/geocoding/v1/autocomplete')
    expect(up.requests[0]!.headers).not.toHaveProperty('digitransit-subscription-key')
  })

  it('does not call the upstream for fewer than 3 characters', async () => {
    expect(await search('ko', app)).toEqual([])
    expect(up.requests).toHaveLength(0)
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
      up.handler = failure
      const res = await autocomplete(app, { text: 'koivukuja' })
      expect(res.status).toBe(502)
      expect(res.body).toEqual({ message: expect.stringMatching(message) })
      expect(res.body.message).toMatch(/^The address search is not available/)
    }
  })

  it('gives up after the timeout with a 502', async () => {
    up.handler = () => {} // never answers
    const geocoder = new DigitransitGeocoder(`${up.base}/geocoding/v1`, { subscriptionKey: null, timeoutMs: 100 })
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
