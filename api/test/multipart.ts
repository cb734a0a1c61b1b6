import crypto from 'node:crypto'

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  filename: string,
  content: Buffer,
  options: { field?: string; contentType?: string } = {},
) {
  const boundary = `----citizen${crypto.randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
