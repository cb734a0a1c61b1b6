import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { errorCodes } from '@citizen/contract'
import { csrf, useTestApp } from '../../../test/harness'
import { DigitransitWalkingRouter } from './walking-router'
import { walkingQueryText } from './walking-query'
import { json, useFakeDigitransit, type Handler } from './fake-digitransit'

const t = useTestApp()
const up = useFakeDigitransit()

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
        digitransit: { geocodingUrl: null, routingUrl: `${up.base}${routingPath}`, subscriptionKey: 'secret-key' },
      })
    })

    it('forwards the validated query and answers the walking distances only', async () => {
      up.handler = (_req, res) =>
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

      expect(up.requests).toHaveLength(1)
      const [req] = up.requests
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
      up.handler = (_req, res) => json(res, { data: { planConnection: { edges: [] } } })
      const messy = `query {planConnection(preferences:{street:{walk:{speed:300}}},modes:{direct:WALK,directOnly:true},
        origin:{location:{coordinate:{latitude:62.26,longitude:25.26}}},destination:{location:{coordinate:{latitude:62.27,longitude:25.27}}})
        {edges{node{walkDistance}}}}`
      const res = await postQuery(app, { query: messy })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ data: { planConnection: { edges: [] } } })
      expect(JSON.parse(up.requests[0]!.body).query).toBe(
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
      expect(up.requests).toHaveLength(0)
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
      expect(up.requests).toHaveLength(0)
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
        up.handler = failure
        const res = await postQuery(app, { query: walkingQuery })
        expect(res.statusCode).toBe(502)
        expect(res.json()).toEqual({ message: expect.stringMatching(message) })
        expect(res.json().message).toMatch(/^The walking route service is not available/)
      }
    })

    it('gives up after the timeout with a 502', async () => {
      up.handler = () => {}
      const router = new DigitransitWalkingRouter(`${up.base}${routingPath}`, { subscriptionKey: null, timeoutMs: 100 })
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
