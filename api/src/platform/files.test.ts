import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFileStorage,
  FileTooLargeError,
  LocalFileStorage,
  newFileKey,
  S3FileStorage,
  UploadStalledError,
} from './files'
import { loadConfig } from './config'
import { startS3Double, type S3Object, type SeenRequest } from '../../test/s3-double'

const read = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** A stream of `total` bytes made as it is read; `pulled` says how many were asked for */
function generated(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 }
  const stream = Readable.from(
    (function* () {
      while (state.pulled < total) {
        const n = Math.min(chunk, total - state.pulled)
        state.pulled += n
        yield Buffer.alloc(n, 0x61)
      }
    })(),
  )
  return { stream, state }
}

describe('LocalFileStorage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('receives a stream into a *.part file and stores it under a key by renaming; gets, lists and deletes it', async () => {
    const storage = new LocalFileStorage(path.join(dir, 'nested'))
    const received = await storage.receive(Readable.from([Buffer.from('hel'), Buffer.from('lo')]), { maxBytes: 5 })
    expect(received.size).toBe(5)
    expect(received.path).toMatch(/\.part$/)
    expect(fs.readFileSync(received.path, 'utf8')).toBe('hello')
    const key = newFileKey()
    await storage.store(key, received, 'text/plain')
    expect(await read((await storage.get(key))!)).toEqual(Buffer.from('hello'))
    expect(fs.readdirSync(path.join(dir, 'nested'))).toEqual([key])
    const listed = []
    for await (const page of storage.list()) listed.push(...page)
    expect(listed).toEqual([{ key, modifiedAt: expect.any(Date) }])
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    await storage.delete(key) // already gone: fine
    expect(fs.readdirSync(path.join(dir, 'nested'))).toEqual([])
  })

  it('stops a stream over the limit as soon as it passes it, and leaves no file', async () => {
    const storage = new LocalFileStorage(path.join(dir, 'limit'))
    const { stream, state } = generated(64 * 1024 * 1024)
    await expect(storage.receive(stream, { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLargeError)
    // Not read to the end (nor held: it was never buffered whole)
    expect(state.pulled).toBeLessThan(4 * 1024 * 1024)
    expect(fs.readdirSync(path.join(dir, 'limit'))).toEqual([])
    // Exactly the limit is fine
    const exact = await storage.receive(generated(1024 * 1024).stream, { maxBytes: 1024 * 1024 })
    expect(exact.size).toBe(1024 * 1024)
    await storage.discard(exact)
    expect(fs.readdirSync(path.join(dir, 'limit'))).toEqual([])
  })

  it('gives up a stream that stops sending, and one that fails, leaving no file', async () => {
    const storage = new LocalFileStorage(path.join(dir, 'stall'))
    const stalled = new PassThrough()
    stalled.write(Buffer.alloc(1000))
    await expect(storage.receive(stalled, { maxBytes: 10_000, idleMs: 100 })).rejects.toBeInstanceOf(UploadStalledError)
    expect(fs.readdirSync(path.join(dir, 'stall'))).toEqual([])

    const failing = new PassThrough()
    failing.write(Buffer.alloc(1000))
    setTimeout(() => failing.destroy(new Error('connection reset')), 20)
    await expect(storage.receive(failing, { maxBytes: 10_000 })).rejects.toThrow('connection reset')
    expect(fs.readdirSync(path.join(dir, 'stall'))).toEqual([])
  })

  it('accepts only server-generated keys and its own temporary files', async () => {
    const storage = new LocalFileStorage(dir)
    for (const key of ['../etc/passwd', 'a/b', '', 'x.pdf', `${newFileKey()}/..`]) {
      const received = await storage.receive(Readable.from([Buffer.from('x')]), { maxBytes: 1 })
      await expect(storage.store(key, received, 'text/plain')).rejects.toThrow('Invalid file key')
      await storage.discard(received)
      await expect(storage.get(key)).rejects.toThrow('Invalid file key')
    }
    const elsewhere = path.join(os.tmpdir(), `${newFileKey()}.part`)
    await expect(storage.store(newFileKey(), { path: elsewhere, size: 1 }, 'text/plain')).rejects.toThrow(
      'Not a temporary file',
    )
    await expect(storage.discard({ path: path.join(dir, newFileKey()), size: 1 })).rejects.toThrow(
      'Not a temporary file',
    )
  })

  it('sweeps temporary files last written before a time, and nothing else', async () => {
    const folder = path.join(dir, 'sweep')
    const storage = new LocalFileStorage(folder)
    const old = await storage.receive(Readable.from([Buffer.from('old')]), { maxBytes: 10 })
    const fresh = await storage.receive(Readable.from([Buffer.from('fresh')]), { maxBytes: 10 })
    const key = newFileKey()
    await storage.store(
      key,
      await storage.receive(Readable.from([Buffer.from('kept')]), { maxBytes: 10 }),
      'text/plain',
    )
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000)
    // Every time set here, the fresh one too: under faketime the file system's own clock differs
    fs.utimesSync(fresh.path, new Date(), new Date())
    fs.utimesSync(old.path, twoDaysAgo, twoDaysAgo)
    fs.utimesSync(path.join(folder, key), twoDaysAgo, twoDaysAgo)
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not ours')
    fs.utimesSync(path.join(folder, 'notes.txt'), twoDaysAgo, twoDaysAgo)
    expect(await storage.sweepTemporary(new Date(Date.now() - 86_400_000))).toBe(1)
    expect(fs.readdirSync(folder).sort()).toEqual([key, path.basename(fresh.path), 'notes.txt'].sort())
    expect(await new LocalFileStorage(path.join(dir, 'missing')).sweepTemporary(new Date())).toBe(0)
  })
})

describe('S3FileStorage against a local S3 test double', () => {
  let double: Awaited<ReturnType<typeof startS3Double>>
  let seen: SeenRequest[]
  let objects: Map<string, S3Object>
  let putFailures: number[]
  let endpoint: string
  const temporaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-temp-'))
  afterAll(() => fs.rmSync(temporaryDir, { recursive: true, force: true }))

  beforeAll(async () => {
    double = await startS3Double()
    ;({ seen, objects, putFailures, endpoint } = double)
  })
  afterAll(() => double.close())

  const storage = () =>
    new S3FileStorage({
      bucket: 'citizen-files',
      endpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      forcePathStyle: true,
      temporaryDir,
    })

  it('receives into a local temporary file and streams it to /bucket/key with its length; gets, lists and deletes with signed requests', async () => {
    const s3 = storage()
    const key = newFileKey()
    const bytes = Buffer.from('%PDF-1.7 test')
    const received = await s3.receive(Readable.from([bytes]), { maxBytes: 100 })
    expect(path.dirname(received.path)).toBe(temporaryDir)
    await s3.store(key, received, 'application/pdf')
    expect(fs.readdirSync(temporaryDir)).toEqual([])
    const put = seen.at(-1)!
    expect(put).toMatchObject({ method: 'PUT', body: bytes })
    expect(put.url.split('?')[0]).toBe(`/citizen-files/${key}`)
    expect(put.headers['content-type']).toBe('application/pdf')
    expect(put.headers['content-length']).toBe(String(bytes.length))
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    )
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/)
    expect(put.headers['x-amz-content-sha256']).toBeDefined()

    expect(await read((await s3.get(key))!)).toEqual(bytes)
    expect(seen.at(-1)).toMatchObject({ method: 'GET' })
    expect(seen.at(-1)!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /)

    // Listing: our keys only, with their times
    objects.set('/citizen-files/someone-elses.txt', {
      body: Buffer.from('x'),
      contentType: 'text/plain',
      modified: new Date(),
    })
    const listed = []
    for await (const page of s3.list()) listed.push(...page)
    expect(listed).toEqual([{ key, modifiedAt: expect.any(Date) }])
    expect(seen.at(-1)!.url).toMatch(/^\/citizen-files\/?\?.*list-type=2/)
    objects.delete('/citizen-files/someone-elses.txt')

    await s3.delete(key)
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE' })
    expect(seen.at(-1)!.url.split('?')[0]).toBe(`/citizen-files/${key}`)
    expect(await s3.get(key)).toBeNull()
  })

  it('sends the file again, from the start, after a passing failure; gives up on a refusal, removing the temporary file', async () => {
    const s3 = storage()
    const bytes = Buffer.alloc(200_000, 0x62)
    const key = newFileKey()
    putFailures.push(500)
    await s3.store(key, await s3.receive(Readable.from([bytes]), { maxBytes: bytes.length }), 'text/plain')
    expect(
      seen.filter((r) => r.method === 'PUT' && r.url.startsWith(`/citizen-files/${key}`)).map((r) => r.body.length),
    ).toEqual([bytes.length, bytes.length])
    expect(objects.get(`/citizen-files/${key}`)!.body).toEqual(bytes)

    putFailures.push(403)
    const refused = newFileKey()
    await expect(
      s3.store(refused, await s3.receive(Readable.from([bytes]), { maxBytes: bytes.length }), 'text/plain'),
    ).rejects.toThrow()
    expect(seen.filter((r) => r.method === 'PUT' && r.url.startsWith(`/citizen-files/${refused}`))).toHaveLength(1)
    expect(fs.readdirSync(temporaryDir)).toEqual([])
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
      temporaryDir: '.data/upload-temp',
    })
    expect(loadConfig({ S3_BUCKET: 'b', UPLOAD_TEMP_DIR: '/srv/spool' }).files).toMatchObject({
      temporaryDir: '/srv/spool',
    })
    expect(createFileStorage(config.files)).toBeInstanceOf(S3FileStorage)
    expect(createFileStorage(loadConfig({}).files)).toBeInstanceOf(LocalFileStorage)
    expect(loadConfig({ DATA_DIR: '/srv/data' }).files).toEqual({ kind: 'local', dir: '/srv/data/files' })
    expect(() => loadConfig({ S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
