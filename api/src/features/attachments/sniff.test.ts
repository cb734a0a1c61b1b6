import { describe, expect, it } from 'vitest'
import { checkFile, extensionOf, sniff } from './sniff'
import { samples } from '../../../test/sample-files'


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
