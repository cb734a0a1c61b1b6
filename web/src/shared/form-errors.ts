import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * react-hook-form's resolver around rules that answer flat errors by path ("daily.ranges.0.end"
 * → error key): the errors nested as react-hook-form reads them, the key as both type and message.
 */
export function flatResolver<T extends FieldValues, C = undefined>(
  validate: (values: T, context: C) => Record<string, string>,
): Resolver<T, C> {
  return (values, context) => {
    const errors = validate(values, context as C)
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    const tree: Record<string, unknown> = {}
    for (const [path, key] of Object.entries(errors)) {
      const parts = path.split('.')
      let node = tree
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
      node[parts[parts.length - 1]!] = { type: key, message: key }
    }
    return { values: {}, errors: tree as FieldErrors<T> }
  }
}

/** The errors react-hook-form holds, flat by path (the reverse of flatResolver's nesting). */
export function flatErrors(errors: FieldErrors): Record<string, string> {
  const flat: Record<string, string> = {}
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    const type = (node as { type?: unknown }).type
    if (typeof type === 'string') {
      flat[path] = type
      return
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key)
  }
  walk(errors, '')
  return flat
}
