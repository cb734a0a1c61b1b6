import fs from 'node:fs'
import { uploadErrors } from '@citizen/contract'

/**
 * What a file really is, from its first bytes (spec 000 "Files": the content type is checked from
 * the file, not only its name). A small signature sniffer for the kinds citizens may upload;
 * the extension decides which kinds are acceptable and the content type we store.
 */

type FileKind =
  | 'jpeg'
  | 'png'
  | 'pdf'
  | 'ole' // MS Office 97-2003 compound file (.doc)
  | 'docx'
  | 'odt'
  | 'zip' // another ZIP container
  | 'text'
  | 'mp3'
  | 'wav'
  | 'ogg'
  | 'mp4' // ISO base media file (mp4, m4a; QuickTime 'qt  ' brand too)
  | 'quicktime' // QuickTime without an ftyp box
  | 'webm'

interface Allowed {
  contentType: string
  kinds: FileKind[]
}

/** Allowed extensions, the kinds their bytes may be and the content type stored and served */
const ALLOWED_EXTENSIONS: Record<string, Allowed> = {
  jpg: { contentType: 'image/jpeg', kinds: ['jpeg'] },
  jpeg: { contentType: 'image/jpeg', kinds: ['jpeg'] },
  png: { contentType: 'image/png', kinds: ['png'] },
  pdf: { contentType: 'application/pdf', kinds: ['pdf'] },
  doc: { contentType: 'application/msword', kinds: ['ole'] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kinds: ['docx'] },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', kinds: ['odt'] },
  csv: { contentType: 'text/csv', kinds: ['text'] },
  mp3: { contentType: 'audio/mpeg', kinds: ['mp3'] },
  m4a: { contentType: 'audio/mp4', kinds: ['mp4'] },
  wav: { contentType: 'audio/wav', kinds: ['wav'] },
  ogg: { contentType: 'audio/ogg', kinds: ['ogg'] },
  mp4: { contentType: 'video/mp4', kinds: ['mp4'] },
  mov: { contentType: 'video/quicktime', kinds: ['mp4', 'quicktime'] },
  webm: { contentType: 'video/webm', kinds: ['webm'] },
}

/** The lower-case extension of a file name; null when the name has none ("file", ".bashrc", "file.") */
export function extensionOf(filename: string): string | null {
  const base = filename.trim().split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  if (dot <= 0 || dot === base.length - 1) return null
  return base.slice(dot + 1).toLowerCase()
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1')

/** How much of a file's start sniff() looks at (the text check reads the most) */
export const SNIFF_HEAD_BYTES = 64 * 1024

/**
 * The kind of the bytes, or null when none we know. Only the first SNIFF_HEAD_BYTES matter,
 * except for ZIP, whose entries are listed in the central directory at the end: `zipNames`
 * gives them when `bytes` is only the head of the file (sniffFile).
 */
export function sniff(bytes: Buffer, zipNames: () => string[] = () => centralDirectoryNames(bytes)): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf'
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipKind(bytes, zipNames)
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav'
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg'
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4'
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(bytes, 4, 8)) && bytes.length >= 8) return 'quicktime'
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'mp3'
  if (isText(bytes)) return 'text'
  return null
}

/** An MPEG audio frame header: 11 sync bits, a valid version, layer III, a valid bitrate and rate */
function isMpegAudioFrame(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false
  const version = (bytes[1]! >> 3) & 0x03
  const layer = (bytes[1]! >> 1) & 0x03
  const bitrate = bytes[2]! >> 4
  const rate = (bytes[2]! >> 2) & 0x03
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3
}

/** Text: valid UTF-8 (or plain 8-bit text) without control characters other than tab, CR, LF, FF */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false
  const sample = bytes.subarray(0, SNIFF_HEAD_BYTES)
  for (const b of sample) {
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) return false
  }
  return true
}

/**
 * Which ZIP container: OpenDocument has a stored first entry "mimetype" naming its type; OOXML
 * word documents have [Content_Types].xml and a word/ folder. Reads the central directory.
 */
function zipKind(bytes: Buffer, zipNames: () => string[]): FileKind {
  // OpenDocument: local header of the first entry, stored, named "mimetype"
  if (bytes.length >= 30) {
    const nameLength = bytes.readUInt16LE(26)
    const extraLength = bytes.readUInt16LE(28)
    const method = bytes.readUInt16LE(8)
    const name = ascii(bytes, 30, 30 + nameLength)
    if (name === 'mimetype' && method === 0) {
      const size = bytes.readUInt32LE(18)
      const start = 30 + nameLength + extraLength
      const mimetype = ascii(bytes, start, start + Math.min(size, 200))
      if (mimetype === 'application/vnd.oasis.opendocument.text') return 'odt'
      return 'zip'
    }
  }
  const names = zipNames()
  if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx'
  return 'zip'
}

/** End of central directory: signature PK\x05\x06, within the last 64 KiB + 22 bytes */
const EOCD_SEARCH = 0xffff + 22

/** Where the end-of-central-directory record of the file's tail starts, or -1 */
function endOfCentralDirectory(tail: Buffer): number {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) return i
  }
  return -1
}

/** Entry names of a central directory that starts at `offset` in `bytes` */
function entryNames(bytes: Buffer, offset: number, count: number): string[] {
  const names: string[] = []
  for (let n = 0; n < count && offset + 46 <= bytes.length; n++) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) break
    const nameLength = bytes.readUInt16LE(offset + 28)
    const extraLength = bytes.readUInt16LE(offset + 30)
    const commentLength = bytes.readUInt16LE(offset + 32)
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

function centralDirectoryNames(bytes: Buffer): string[] {
  const start = Math.max(0, bytes.length - EOCD_SEARCH)
  const at = endOfCentralDirectory(bytes.subarray(start))
  if (at < 0) return []
  const eocd = start + at
  return entryNames(bytes, bytes.readUInt32LE(eocd + 16), bytes.readUInt16LE(eocd + 10))
}

/**
 * The kind of a stored file: reads its head and, for ZIP, the central directory, so an upload
 * is checked without holding it in memory.
 */
export async function sniffFile(file: string): Promise<FileKind | null> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const { size } = await handle.stat()
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position)
      return buffer.subarray(0, bytesRead)
    }
    const head = await read(0, SNIFF_HEAD_BYTES)
    let names: string[] = []
    if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
      const tailStart = Math.max(0, size - EOCD_SEARCH)
      const tail = await read(tailStart, EOCD_SEARCH)
      const at = endOfCentralDirectory(tail)
      if (at >= 0) {
        const count = tail.readUInt16LE(at + 10)
        const directorySize = tail.readUInt32LE(at + 12)
        const offset = tail.readUInt32LE(at + 16)
        // The directory lies before its end record: anything else is not a ZIP we read
        // Capped, so a crafted directory size cannot make us read a whole upload into memory
        if (offset + directorySize <= tailStart + at)
          names = entryNames(await read(offset, Math.min(directorySize, 1024 * 1024)), 0, count)
      }
    }
    return sniff(head, () => names)
  } finally {
    await handle.close()
  }
}

type FileCheck =
  | { ok: true; extension: string; contentType: string }
  | {
      ok: false
      errorCode: (typeof uploadErrors)['extensionMissing' | 'extensionInvalid' | 'invalidContentType']
    }

/** The name's extension first (missing, not allowed), then whether the bytes are of that kind. */
export function checkExtension(filename: string): FileCheck {
  const extension = extensionOf(filename)
  if (extension === null) return { ok: false, errorCode: uploadErrors.extensionMissing }
  const allowed = ALLOWED_EXTENSIONS[extension]
  if (!allowed) return { ok: false, errorCode: uploadErrors.extensionInvalid }
  return { ok: true, extension, contentType: allowed.contentType }
}

export function checkFile(filename: string, bytes: Buffer): FileCheck {
  const byName = checkExtension(filename)
  return byName.ok ? checkKind(byName, sniff(bytes)) : byName
}

/** checkFile for a file on disk (an upload received into a temporary file) */
export async function checkStoredFile(filename: string, file: string): Promise<FileCheck> {
  const byName = checkExtension(filename)
  return byName.ok ? checkKind(byName, await sniffFile(file)) : byName
}

function checkKind(byName: FileCheck & { ok: true }, kind: FileKind | null): FileCheck {
  if (kind === null || !ALLOWED_EXTENSIONS[byName.extension]!.kinds.includes(kind)) {
    return { ok: false, errorCode: uploadErrors.invalidContentType }
  }
  return byName
}
