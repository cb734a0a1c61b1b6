import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'

// A stand-in for Digitransit for the map tests: records each request and answers with the current handler
export interface Recorded {
  method: string
  url: URL
  headers: http.IncomingHttpHeaders
  body: string
}
export type Handler = (req: Recorded, res: http.ServerResponse) => void

interface FakeDigitransit {
  requests: Recorded[]
  handler: Handler
  /** http://127.0.0.1:<port>, set once the server listens */
  base: string
}

const failing: Handler = (_req, res) => res.writeHead(500).end()

/** Starts the stand-in before the file's tests and resets its requests and handler before each test. */
export function useFakeDigitransit(): FakeDigitransit {
  const up: FakeDigitransit = { requests: [], handler: failing, base: '' }
  let upstream: http.Server

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const recorded = { method: req.method!, url: new URL(req.url!, 'http://upstream'), headers: req.headers, body }
        up.requests.push(recorded)
        up.handler(recorded, res)
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    up.base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))
  })

  beforeEach(() => {
    up.requests = []
    up.handler = failing
  })

  return up
}

export const json = (res: http.ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
