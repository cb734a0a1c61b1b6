import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkFile, checkStoredFile, extensionOf, SNIFF_HEAD_BYTES, sniff, sniffFile } from './sniff'
import { samples, zip } from '../../../test/sample-files'

describe('extensionOf', () => {
  it.each([
    ['todistus.PDF', 'pdf'],
    ['a.b.docx', 'docx'],
    ['C:\\Users\\x\\kuva.JPG', 'jpg'],
    ['file', null],
    ['.bashrc', null],
    ['file.', null],
    ['', null],
  ])('%s -> %s', (name, expected) => expect(extensionOf(name)).toBe(expected))
})

describe('sniff', () => {
  it.each<[keyof typeof samples, string | null]>([
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['pdf', 'pdf'],
    ['doc', 'ole'],
    ['docx', 'docx'],
    ['odt', 'odt'],
    ['ods', 'zip'],
    ['otherZip', 'zip'],
    ['csv', 'text'],
    ['mp3', 'mp3'],
    ['mp3Frame', 'mp3'],
    ['wav', 'wav'],
    ['ogg', 'ogg'],
    ['mp4', 'mp4'],
    ['m4a', 'mp4'],
    ['mov', 'mp4'],
    ['oldMov', 'quicktime'],
    ['webm', 'webm'],
    ['exe', null],
  ])('%s is %s', (sample, kind) => expect(sniff(samples[sample])).toBe(kind))

  it('knows nothing of an empty file or binary junk', () => {
    expect(sniff(Buffer.alloc(0))).toBeNull()
    expect(sniff(Buffer.from([0, 1, 2, 3, 4, 5]))).toBeNull()
  })
})

describe('checkFile', () => {
  it.each<[string, keyof typeof samples, string]>([
    ['kuva.jpg', 'jpeg', 'image/jpeg'],
    ['kuva.JPEG', 'jpeg', 'image/jpeg'],
    ['kuva.png', 'png', 'image/png'],
    ['todistus.pdf', 'pdf', 'application/pdf'],
    ['todistus.doc', 'doc', 'application/msword'],
    ['todistus.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['todistus.odt', 'odt', 'application/vnd.oasis.opendocument.text'],
    ['tunnit.csv', 'csv', 'text/csv'],
    ['viesti.mp3', 'mp3', 'audio/mpeg'],
    ['viesti.m4a', 'm4a', 'audio/mp4'],
    ['viesti.wav', 'wav', 'audio/wav'],
    ['viesti.ogg', 'ogg', 'audio/ogg'],
    ['video.mp4', 'mp4', 'video/mp4'],
    ['video.mov', 'mov', 'video/quicktime'],
    ['video.webm', 'webm', 'video/webm'],
  ])('accepts %s', (name, sample, contentType) => {
    expect(checkFile(name, samples[sample])).toEqual({ ok: true, extension: expect.any(String), contentType })
  })

  it.each<[string, keyof typeof samples, string]>([
    ['kuva.pdf', 'png', 'INVALID_CONTENT_TYPE'],
    ['todistus.docx', 'odt', 'INVALID_CONTENT_TYPE'],
    ['todistus.odt', 'otherZip', 'INVALID_CONTENT_TYPE'],
    ['todistus.docx', 'otherZip', 'INVALID_CONTENT_TYPE'],
    ['tunnit.csv', 'exe', 'INVALID_CONTENT_TYPE'],
    ['kuva.jpg', 'pdf', 'INVALID_CONTENT_TYPE'],
    ['ohjelma.exe', 'exe', 'EXTENSION_INVALID'],
    ['todistus.txt', 'csv', 'EXTENSION_INVALID'],
    ['todistus', 'pdf', 'EXTENSION_MISSING'],
  ])('refuses %s with %s bytes: %s', (name, sample, errorCode) => {
    expect(checkFile(name, samples[sample])).toEqual({ ok: false, errorCode })
  })
})

describe('sniffFile and checkStoredFile: the same answers from a file on disk, reading its head and ZIP directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sniff-test-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  let n = 0
  const onDisk = (bytes: Buffer) => {
    const file = path.join(dir, `${n++}.part`)
    fs.writeFileSync(file, bytes)
    return file
  }

  it.each(Object.keys(samples) as (keyof typeof samples)[])('%s', async (sample) => {
    expect(await sniffFile(onDisk(samples[sample]))).toBe(sniff(samples[sample]))
  })

  it('finds the OOXML entries of a large document in the central directory at its end', async () => {
    const big = 'x'.repeat(3 * SNIFF_HEAD_BYTES)
    const docx = zip([
      ['[Content_Types].xml', '<Types/>'],
      ['word/media/image1.png', big],
      ['word/document.xml', '<w:document/>'],
    ])
    const notDocx = zip([
      ['[Content_Types].xml', '<Types/>'],
      ['media/big.bin', big],
    ])
    expect(await sniffFile(onDisk(docx))).toBe('docx')
    expect(await sniffFile(onDisk(notDocx))).toBe('zip')
    expect(await checkStoredFile('hakemus.docx', onDisk(docx))).toMatchObject({ ok: true })
    expect(await checkStoredFile('hakemus.docx', onDisk(notDocx))).toEqual({
      ok: false,
      errorCode: 'INVALID_CONTENT_TYPE',
    })
    // A directory said to lie past its end record is not read
    const broken = Buffer.from(docx)
    broken.writeUInt32LE(docx.length, docx.length - 6)
    expect(await sniffFile(onDisk(broken))).toBe('zip')
    // Text is judged by its first 64 KiB, as sniff() does
    expect(await sniffFile(onDisk(Buffer.concat([Buffer.alloc(SNIFF_HEAD_BYTES, 0x61), Buffer.from([0])])))).toBe(
      'text',
    )
    expect(await sniffFile(onDisk(Buffer.alloc(0)))).toBeNull()
  })

  it('checks the name first', async () => {
    expect(await checkStoredFile('ohjelma.exe', onDisk(samples.exe))).toEqual({
      ok: false,
      errorCode: 'EXTENSION_INVALID',
    })
    expect(await checkStoredFile('kuva.pdf', onDisk(samples.png))).toEqual({
      ok: false,
      errorCode: 'INVALID_CONTENT_TYPE',
    })
    expect(await checkStoredFile('kuva.png', onDisk(samples.png))).toEqual({
      ok: true,
      extension: 'png',
      contentType: 'image/png',
    })
  })
})
