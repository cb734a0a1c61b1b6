import { COMMON_PASSWORD_WORDS } from './common-passwords'

/**
 * Too-common passwords (reference §13 password_blacklist, PASSWORD_UNACCEPTABLE). The constraints
 * (15+ characters with a lower, an upper, a digit and a symbol) let "Password123456!" through, so
 * a password is also refused when, its digits and symbols aside, it is little more than common
 * words (common-passwords.ts), keyboard or alphabet runs and repeated letters: fewer than
 * MIN_OWN_LETTERS letters of its own. Checked as typed and with look-alike digits and symbols read
 * as letters ("P@ssw0rd").
 */

const MIN_OWN_LETTERS = 4
const RUN_LENGTH = 4
const REPEAT_LENGTH = 3

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyzåäö', 'qwertyuiopå', 'asdfghjklöä', 'zxcvbnm']

/** Every RUN_LENGTH-long piece of a keyboard row or the alphabet, both ways */
const RUNS = new Set(
  SEQUENCES.flatMap((s) => [s, [...s].reverse().join('')]).flatMap((s) =>
    Array.from({ length: Math.max(0, s.length - RUN_LENGTH + 1) }, (_, i) => s.slice(i, i + RUN_LENGTH)),
  ),
)

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Longest first, so that "passwords" is taken whole rather than as "password" and a letter
const WORDS = new RegExp(
  [...COMMON_PASSWORD_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'gu',
)

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)

/** Look-alike digits and symbols next to a letter read as letters: "p@ssw0rd1" -> "passwordi" */
function readLookAlikes(password: string): string {
  const chars = [...password]
  return chars
    .map((ch, i) => (LOOK_ALIKES[ch] && (isLetter(chars[i - 1]) || isLetter(chars[i + 1])) ? LOOK_ALIKES[ch] : ch))
    .join('')
}

/** The letters not covered by common words, runs or repeats */
function ownLetters(text: string): string[] {
  const letters = [...text.toLowerCase()].filter((ch) => isLetter(ch))
  const joined = letters.join('')
  const covered = new Array<boolean>(letters.length).fill(false)
  const cover = (start: number, length: number) => covered.fill(true, start, start + length)
  // Indices are of code points: the letters are single code points after filtering
  const offsets: number[] = []
  let offset = 0
  for (const ch of letters) {
    offsets.push(offset)
    offset += ch.length
  }
  const indexOf = (utf16: number) => offsets.indexOf(utf16)
  for (const m of joined.matchAll(WORDS)) cover(indexOf(m.index), [...m[0]].length)
  for (let i = 0; i + RUN_LENGTH <= letters.length; i++) {
    if (RUNS.has(letters.slice(i, i + RUN_LENGTH).join(''))) cover(i, RUN_LENGTH)
  }
  for (let i = 0; i + REPEAT_LENGTH <= letters.length; i++) {
    if (letters.slice(i, i + REPEAT_LENGTH).every((ch) => ch === letters[i])) cover(i, REPEAT_LENGTH)
  }
  return letters.filter((_, i) => !covered[i])
}

function tooCommon(text: string): boolean {
  const own = ownLetters(text)
  return own.length < MIN_OWN_LETTERS || new Set(own).size < 3
}

export function isUnacceptablePassword(password: string): boolean {
  return tooCommon(password) || tooCommon(readLookAlikes(password))
}
