import { expect } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text drawn in a PDF, for assertions, read by pdf.js (a real PDF parser: a hand-made reader of
 * the compressed streams broke whenever the compressed bytes happened to end in a line-end byte).
 * Each text item ends with a space.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  // pdf.js takes ownership of the bytes it is given: a copy keeps the caller's buffer intact
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise
  try {
    const out: string[] = []
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const content = await page.getTextContent()
      for (const item of content.items) if ('str' in item && item.str !== '') out.push(item.str)
    }
    return out.join(' ')
  } finally {
    await document.destroy()
  }
}

/**
 * A PDF download as the request answers it, checked: 200, a PDF, made in well under 500 ms. Its
 * time and size are logged: the PDF tests are where a slower renderer shows first.
 */
export async function timedPdf<R extends { status: number; headers: Record<string, unknown>; raw: Buffer }>(
  label: string,
  request: () => Promise<R>,
): Promise<R> {
  const started = performance.now()
  const res = await request()
  const elapsed = performance.now() - started
  console.log(`${label} PDF: ${elapsed.toFixed(1)} ms, ${res.raw.length} bytes`)
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-')
  expect(elapsed).toBeLessThan(500)
  return res
}
