/**
 * Text PostgreSQL cannot store: U+0000 (refused by text columns) and a UTF-16 surrogate without
 * its pair (refused by jsonb, turned into U+FFFD by the driver elsewhere). JSON bodies, query
 * strings and path parameters can all carry them; the API refuses them for every string of every
 * request (api/src/platform/text-check.ts), so a handler never sees one.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

/** The text with each unpaired surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024) */
export function toWellFormed(text: string): string {
  return text.replace(UNPAIRED_SURROGATE, '\ufffd')
}

/**
 * The path (`where.key.0.key`, as the validation errors name fields) of the first string or object
 * key in a parsed request value that PostgreSQL cannot store, or null when there is none. Walks
 * without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, where: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: where }]
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}.${i}` })
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v)
      // A bad key is named with its bad characters shown as U+FFFD (the error repeats the name)
      const bad = keys.find((key) => !isStorableText(key))
      if (bad !== undefined) return `${path}.${toWellFormed(bad).replace(/\u0000/g, '\ufffd')}`
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: (v as Record<string, unknown>)[keys[i]!], path: `${path}.${keys[i]}` })
      }
    }
  }
  return null
}
