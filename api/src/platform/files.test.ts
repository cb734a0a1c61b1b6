import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileStorage, LocalFileStorage, newFileKey, S3FileStorage } from './files'
import { loadConfig } from './config'

const read = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

describe('LocalFileStorage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('puts, gets and deletes files by key, leaving no temporary files', async () => {
    const storage = new LocalFileStorage(path.join(dir, 'nested'))
    const key = newFileKey()
    await storage.put(key, Buffer.from('hello'), 'text/plain')
    expect(await read((await storage.get(key))!)).toEqual(Buffer.from('hello'))
    expect(fs.readdirSync(path.join(dir, 'nested'))).toEqual([key])
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    await storage.delete(key) // already gone: fine
  })

  it('accepts only server-generated keys', async () => {
    const storage = new LocalFileStorage(dir)
    for (const key of ['../etc/passwd', 'a/b', '', 'x.pdf', `${newFileKey()}/..`]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file key')
      await expect(storage.get(key)).rejects.toThrow('Invalid file key')
    }
  })
})

describe('S3FileStorage against a local S3 test double', () => {
  interface Seen {
    method: string
    url: string
    headers: http.IncomingHttpHeaders
    body: Buffer
  }
  const seen: Seen[] = []
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  let server: http.Server
  let endpoint: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks)
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
        const key = req.url!.split('?')[0]!
        if (req.method === 'PUT') {
          objects.set(key, { body, contentType: String(req.headers['content-type']) })
          res.writeHead(200, { etag: '"1"' }).end()
        } else if (req.method === 'GET') {
          const object = objects.get(key)
          if (!object) {
            res
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>')
          } else {
            res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body)
          }
        } else if (req.method === 'DELETE') {
          objects.delete(key)
          res.writeHead(204).end()
        } else res.writeHead(405).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const storage = () =>
    new S3FileStorage({
      bucket: 'citizen-files',
      endpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })

  it('puts, gets and deletes objects with signed requests to /bucket/key', async () => {
    const s3 = storage()
    const key = newFileKey()
    const bytes = Buffer.from('%PDF-1.7 test')
    await s3.put(key, bytes, 'application/pdf')
    const put = seen.at(-1)!
    expect(put).toMatchObject({ method: 'PUT', body: bytes })
    expect(put.url.split('?')[0]).toBe(`/citizen-files/${key}`)
    expect(put.headers['content-type']).toBe('application/pdf')
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    )
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/)
    expect(put.headers['x-amz-content-sha256']).toBeDefined()

    expect(await read((await s3.get(key))!)).toEqual(bytes)
    expect(seen.at(-1)).toMatchObject({ method: 'GET' })
    expect(seen.at(-1)!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /)

    await s3.delete(key)
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE' })
    expect(seen.at(-1)!.url.split('?')[0]).toBe(`/citizen-files/${key}`)
    expect(await s3.get(key)).toBeNull()
  })

  it('never sends a key the server did not make', async () => {
    const count = seen.length
    await expect(storage().get('../other-bucket/x')).rejects.toThrow('Invalid file key')
    expect(seen.length).toBe(count)
  })

  it('is chosen by S3_BUCKET in the configuration', () => {
    const config = loadConfig({
      S3_BUCKET: 'b',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
    })
    expect(config.files).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 's' },
      forcePathStyle: true,
    })
    expect(createFileStorage(config.files)).toBeInstanceOf(S3FileStorage)
    expect(createFileStorage(loadConfig({}).files)).toBeInstanceOf(LocalFileStorage)
    expect(loadConfig({ DATA_DIR: '/srv/data' }).files).toEqual({ kind: 'local', dir: '/srv/data/files' })
    expect(() => loadConfig({ S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
