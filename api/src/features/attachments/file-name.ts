import { toWellFormed } from '@citizen/contract'

/**
 * Characters taken out of an uploaded file's name: control characters (C0, DEL, C1), the
 * bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069:
 * with U+202E "kuitti\u202Efdp.exe" shows as "kuittiexe.pdf") and the line and paragraph
 * separators. The name is shown to citizens and staff and sent back in Content-Disposition.
 */
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** The longest name stored, in UTF-16 code units */
export const MAX_FILE_NAME_LENGTH = 255

/**
 * A file name fit for storing and for Content-Disposition: its last path segment, without the
 * characters above, unpaired surrogates as U+FFFD, trimmed, and at most 255 code units with the
 * extension kept (never cutting a surrogate pair in two).
 */
export function cleanFilename(filename: string): string {
  const base = toWellFormed(filename.split(/[\\/]/).pop() ?? '')
    .replace(STRIPPED, '')
    .trim()
  if (base.length <= MAX_FILE_NAME_LENGTH) return base
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ''
  let head = base.slice(0, MAX_FILE_NAME_LENGTH - extension.length)
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1)
  return head + extension
}
