import PDFDocument from 'pdfkit'
import type { FastifyReply } from 'fastify'

/**
 * Decision documents as PDF (pdfkit, with its built-in Helvetica: WinAnsi covers å, ä, ö and €).
 * Every decision PDF is a PdfDocumentSpec; the features only say what the document contains.
 */

export interface PdfSection {
  heading?: string
  /** Label and value pairs, shown as a two-column list */
  rows?: [label: string, value: string][]
  /** Free text; an empty string is skipped */
  paragraphs?: string[]
}

export interface PdfDocumentSpec {
  /** The document language, for the PDF's metadata */
  language: 'fi' | 'sv'
  /** The issuer shown at the top, e.g. the municipality's name */
  issuer: string
  title: string
  /** Shown under the title, e.g. "Päätösnumero 123 · 1.8.2026" */
  subtitle?: string
  sections: PdfSection[]
  /** Small print at the end, e.g. appeal instructions */
  footer?: string
}

const MARGIN = 56
const LABEL_WIDTH = 170

/** Renders the document to a Buffer. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: spec.language,
      displayTitle: true,
      info: { Title: spec.title, Author: spec.issuer, Subject: spec.subtitle ?? spec.title },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    const width = doc.page.width - 2 * MARGIN
    // pdfkit breaks pages inside text() only: a row's label and value (written side by side)
    // would land on different pages, and a heading could end a page. Start a new page first
    // when the next block does not fit (unless it would not fit on an empty page either).
    const keepTogether = (height: number) => {
      const bottom = doc.page.height - doc.page.margins.bottom
      if (doc.y + height > bottom && height <= bottom - doc.page.margins.top) doc.addPage()
    }
    const rowHeight = (label: string, value: string) => {
      const labelHeight = doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .heightOfString(label, { width: LABEL_WIDTH - 10 })
      return Math.max(
        labelHeight,
        doc
          .font('Helvetica')
          .fontSize(10)
          .heightOfString(value || '–', { width: width - LABEL_WIDTH }),
      )
    }
    doc.font('Helvetica').fontSize(10).fillColor('#555555').text(spec.issuer, { width })
    doc.moveDown(1.5)
    doc.font('Helvetica-Bold').fontSize(17).fillColor('#000000').text(spec.title, { width })
    if (spec.subtitle) doc.font('Helvetica').fontSize(10).fillColor('#333333').text(spec.subtitle, { width })
    doc.fillColor('#000000')

    for (const section of spec.sections) {
      doc.moveDown(1.2)
      if (section.heading) {
        // The heading and at least three lines of what follows
        keepTogether(doc.font('Helvetica-Bold').fontSize(12).heightOfString(section.heading, { width }) + 45)
        doc.font('Helvetica-Bold').fontSize(12).text(section.heading, MARGIN, undefined, { width })
        doc.moveDown(0.4)
      }
      for (const [label, value] of section.rows ?? []) {
        keepTogether(rowHeight(label, value))
        const y = doc.y
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(label, MARGIN, y, { width: LABEL_WIDTH - 10 })
        const afterLabel = doc.y
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(value || '–', MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH })
        doc.y = Math.max(doc.y, afterLabel) + 3
      }
      for (const paragraph of section.paragraphs ?? []) {
        if (paragraph.trim() === '') continue
        doc.font('Helvetica').fontSize(10).text(paragraph, MARGIN, undefined, { width })
        doc.moveDown(0.5)
      }
    }
    if (spec.footer) {
      doc.moveDown(2)
      doc.font('Helvetica').fontSize(8).fillColor('#444444').text(spec.footer, MARGIN, undefined, { width })
    }
    doc.end()
  })
}

/** Sends a PDF to be opened in the browser (a new tab), with a file name for saving. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('cache-control', 'no-store')
    .send(pdf)
}

/**
 * The language of a decision PDF: the one the web app asks for (its UI language, `?lang=`), else
 * the person's own language; fi or sv, as the documents exist only in those (en falls back to fi).
 */
export function pdfLanguage(requested: unknown, personLanguage: string | null | undefined): 'fi' | 'sv' {
  if (requested === 'sv' || requested === 'fi') return requested
  if (requested === 'en') return 'fi'
  return personLanguage === 'sv' ? 'sv' : 'fi'
}
