import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderPdf } from '../src/platform/pdf'
import { pdfText } from './pdf-text'

/** The compressed content streams of a PDF, each as written (ends at the byte before "endstream"'s line end) */
function compressedStreamEnds(pdf: Buffer): number[] {
  const raw = pdf.toString('latin1')
  const ends: number[] = []
  for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
    const start = at + 'stream\n'.length
    const end = raw.indexOf('\nendstream', start)
    if (end < 0) break
    try {
      zlib.inflateSync(pdf.subarray(start, end))
      ends.push(pdf[end - 1]!)
    } catch {
      // not a deflated stream
    }
  }
  return ends
}

describe('pdfText', () => {
  it('reads the text of a PDF whose compressed content ends in a carriage-return byte', async () => {
    // Which texts compress to end in 0x0D depends only on the text: find one, so the case is always tested
    let found: { pdf: Buffer; word: string } | null = null
    for (let n = 0; n < 2000 && !found; n++) {
      const word = `Päätös ${n}`
      const pdf = await renderPdf({ language: 'fi', issuer: 'Kunta', title: word, sections: [] })
      if (compressedStreamEnds(pdf).includes(0x0d)) found = { pdf, word }
    }
    expect(found).not.toBeNull()
    expect(await pdfText(found!.pdf)).toContain(found!.word)
  })

  it('reads å, ä and ö and text over several pages', async () => {
    const paragraphs = Array.from({ length: 80 }, (_, i) => `Rad ${i} på svenska: åäö ÅÄÖ`)
    const pdf = await renderPdf({ language: 'sv', issuer: 'Kommun', title: 'Beslut', sections: [{ paragraphs }] })
    const text = await pdfText(pdf)
    expect(text).toContain('Beslut')
    expect(text).toContain('Rad 0 på svenska: åäö ÅÄÖ')
    expect(text).toContain('Rad 79 på svenska: åäö ÅÄÖ')
  })
})
