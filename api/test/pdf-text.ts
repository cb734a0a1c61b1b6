import zlib from 'node:zlib'

/**
 * The text drawn in a PDF made by platform/pdf.ts, for assertions: inflates the content streams
 * and decodes pdfkit's hex-encoded WinAnsi strings (close enough to latin1 for å, ä and ö).
 * Words split by kerning are joined; each text operation ends with a space.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const out: string[] = []
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')
    } catch {
      continue // fonts and images are not text
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const pieces = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
      out.push(pieces.join(''))
    }
  }
  return out.join(' ')
}
