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
