import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface S3Object {
  body: Buffer
  contentType: string
  modified: Date
}

/**
 * A small S3 server on localhost for storage tests, path-style (/bucket/key): PUT, GET, DELETE
 * and ListObjectsV2 (one page). Objects are kept by path; `putFailures` answers the next PUTs
 * with those statuses.
 */
export async function startS3Double() {
  const seen: SeenRequest[] = []
  const objects = new Map<string, S3Object>()
  const putFailures: number[] = []

  const listXml = (prefix: string) => {
    const contents = [...objects.entries()]
      .filter(([k]) => k.startsWith(prefix))
      .map(
        ([k, o]) =>
          `<Contents><Key>${k.slice(prefix.length)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`,
      )
    return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>false</IsTruncated><KeyCount>${contents.length}</KeyCount>${contents.join('')}</ListBucketResult>`
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      const [key, query = ''] = req.url!.split('?') as [string, string?]
      if (req.method === 'PUT') {
        const failure = putFailures.shift()
        if (failure)
          return res
            .writeHead(failure, { 'content-type': 'application/xml' })
            .end('<Error><Code>InternalError</Code></Error>')
        objects.set(key, { body, contentType: String(req.headers['content-type']), modified: new Date() })
        res.writeHead(200, { etag: '"1"' }).end()
      } else if (req.method === 'GET' && query.includes('list-type=2')) {
        res.writeHead(200, { 'content-type': 'application/xml' }).end(listXml(key.endsWith('/') ? key : `${key}/`))
      } else if (req.method === 'GET') {
        const object = objects.get(key)
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            )
        } else {
          res
            .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
            .end(object.body)
        }
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else res.writeHead(405).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    objects,
    putFailures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
