import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness'

// A built web app as scripts/lib.mjs leaves it: hashed assets with .br and .gz beside them
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'citizen-web-'))
const script = 'console.log("hello from the app")'
fs.mkdirSync(path.join(dist, 'assets'))
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><meta name="citizen-config" content="%CITIZEN_CONFIG%"></head></html>',
)
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script)
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script))
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script))
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const t = useTestApp({}, { webDist: dist })
const html = { accept: 'text/html,application/xhtml+xml' }

describe('the built web app', () => {
  it('serves hashed assets with long caching, precompressed when the browser accepts it', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const plain = await t.app.inject({ url: '/assets/index-abc123.js' })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('serves other files at the root without long caching', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).not.toContain('immutable')
  })

  it.each(['/', '/applications', '/decisions/by-application/123', '/index.html', '/assets/missing.js'])(
    'answers a page request for %s with index.html and its settings filled in',
    async (url) => {
      const res = await t.app.inject({ url, headers: html })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).not.toContain('%CITIZEN_CONFIG%')
      expect(res.body).toContain('environmentLabel')
    },
  )

  it('answers 404 to unknown API paths, missing files and non-page requests', async () => {
    for (const [url, headers] of [
      ['/api/citizen/no-such-thing', html],
      ['/assets/missing.js', {}],
      ['/applications', { accept: 'application/json' }],
    ] as const) {
      const res = await t.app.inject({ url, headers })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
  })

  it('never serves a file outside the build', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).not.toBe(200)
      expect(res.body).not.toContain('"name"')
      expect(res.body).not.toContain('root:')
    }
  })
})
