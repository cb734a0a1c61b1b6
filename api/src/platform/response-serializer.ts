import type { z } from 'zod'

/**
 * A response schema compiled into a serializer (issue 15: instead of `schema.parse` copying a large
 * answer field by field before Fastify stringifies the copy). Same rules as `schema.parse`: a
 * wrong type, enum value or literal fails, the checks of a leaf or object (formats, int,
 * refinements) are zod's own, run once per distinct value of the answer, and only the schema's
 * fields are written, in the schema's order. An object that holds exactly the schema's fields in
 * that order (what the services build) is not copied; any other is copied with only those fields.
 * The checked answer is then written by the native JSON.stringify in one pass, so the output is
 * byte for byte `JSON.stringify(schema.parse(value))` (response-serializer.test.ts).
 *
 * Handles the kinds response schemas use (object, array, string, number, boolean, enum, literal,
 * null, nullable, optional, union); compiling any other kind throws at start-up, so an endpoint
 * cannot opt in to a check it would not get.
 */
type ResponseSerializer = (value: unknown) => string

/** The answer does not match the response schema: a bug of the server, answered 500 */
export class ResponseSchemaError extends Error {
  readonly path: (string | number)[] = []
  constructor(readonly problem: string) {
    super(`Response does not match its schema: ${problem}`)
    this.name = 'ResponseSchemaError'
  }
  /** Adds the enclosing field or index as the error unwinds */
  within(key: string | number): this {
    this.path.unshift(key)
    this.message = `Response does not match its schema at ${this.path.join('.')}: ${this.problem}`
    return this
  }
}

/**
 * Values of one answer already found valid by a schema's own checks (per answer, not across
 * answers), by the check's slot: an array index, not a map lookup per value (issue 16: the
 * calendar's answer holds a thousand or so indexes)
 */
type Checked = (Set<unknown> | undefined)[]
/** Numbers the checks of one serializer: each has its slot in the answer's `Checked` */
interface Slots {
  count: number
}
/** Checks the value; answers it as it is, or a copy holding only the schema's fields */
type Check = (value: unknown, checked: Checked) => unknown

// zod v4's definitions (schema._zod.def): the parts this compiler reads
interface Def {
  type: string
  checks?: unknown[]
  format?: string
  coerce?: boolean
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  innerType?: z.ZodType
  entries?: Record<string, string | number>
  values?: unknown[]
  options?: z.ZodType[]
  discriminator?: string
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def
const propValuesOf = (schema: z.ZodType): Record<string, Set<unknown>> | undefined =>
  (schema as unknown as { _zod: { propValues?: Record<string, Set<unknown>> } })._zod.propValues

const fail = (problem: string): never => {
  throw new ResponseSchemaError(problem)
}

/** zod's own checks of the value (formats, int, refinements), once per distinct value of an answer */
function withChecks(schema: z.ZodType, check: Check, slots: Slots): Check {
  const def = defOf(schema)
  if (!def.checks?.length && def.format === undefined) return check
  const slot = slots.count++
  return (value, checked) => {
    const result = check(value, checked)
    const valid = (checked[slot] ??= new Set())
    if (!valid.has(value)) {
      const parsed = schema.safeParse(value)
      if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'invalid')
      valid.add(value)
    }
    return result
  }
}

/** A primitive of one of the allowed values (enum, literal) */
const oneOf = (values: Set<unknown>, problem: string): Check => {
  return (v) => (values.has(v) ? v : fail(problem))
}

function compile(schema: z.ZodType, slots: Slots): Check {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      if (def.coerce) break
      return withChecks(schema, (v) => (typeof v === 'string' ? v : fail('expected a string')), slots)
    case 'number':
      if (def.coerce) break
      return withChecks(
        schema,
        (v) => (typeof v === 'number' && Number.isFinite(v) ? v : fail('expected a finite number')),
        slots,
      )
    case 'boolean':
      if (def.coerce) break
      return withChecks(schema, (v) => (typeof v === 'boolean' ? v : fail('expected a boolean')), slots)
    case 'null':
      return (v) => (v === null ? v : fail('expected null'))
    case 'enum':
      return oneOf(new Set(Object.values(def.entries!)), 'not one of the enum values')
    case 'literal':
      // undefined and bigint have no JSON
      if (def.values!.some((v) => v === undefined || typeof v === 'bigint')) break
      return oneOf(new Set(def.values), 'not the literal value')
    case 'nullable': {
      const inner = compile(def.innerType!, slots)
      return (v, checked) => (v === null ? v : inner(v, checked))
    }
    case 'array':
      return withChecks(schema, compileArray(compile(def.element!, slots)), slots)
    case 'object':
      return withChecks(schema, compileObject(def, slots), slots)
    case 'union':
      return compileUnion(schema, def, slots)
  }
  throw new Error(`The response serializer cannot compile a zod ${def.type}${def.coerce ? ' (coerce)' : ''}`)
}

function compileArray(element: Check): Check {
  return (v, checked) => {
    if (!Array.isArray(v)) return fail('expected an array')
    // An array of another class may write itself otherwise (toJSON)
    const plain = Object.getPrototypeOf(v) === Array.prototype
    // A copy only from the first element that had to be copied
    let copy: unknown[] | null = null
    let i = 0
    try {
      for (; i < v.length; i++) {
        const item: unknown = v[i]
        const result = element(item, checked)
        if (copy) copy.push(result)
        else if (result !== item) (copy = v.slice(0, i)).push(result)
      }
    } catch (e) {
      if (e instanceof ResponseSchemaError) e.within(i)
      throw e
    }
    return copy ?? (plain ? v : [...v])
  }
}

function compileObject(def: Def, slots: Slots): Check {
  // z.strictObject and z.looseObject refuse or keep unknown keys; only the plain (stripping) object is compiled
  if (def.catchall) throw new Error('The response serializer compiles only plain z.object schemas')
  const fields = Object.entries(def.shape!).map(([key, field]) => {
    const fieldDef = defOf(field)
    const optional = fieldDef.type === 'optional'
    return { key, optional, check: compile(optional ? fieldDef.innerType! : field, slots) }
  })
  const keys = fields.map((f) => f.key)
  return (v, checked) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('expected an object')
    const record = v as Record<string, unknown>
    // The checked values, kept only from the first that is a copy (before it, each is the field's own)
    let values: unknown[] | null = null
    let i = 0
    try {
      for (; i < fields.length; i++) {
        const field = fields[i]!
        const value = record[field.key]
        const result = value === undefined && field.optional ? value : field.check(value, checked)
        if (values) values.push(result)
        else if (result !== value) (values = keys.slice(0, i).map((k) => record[k])).push(result)
      }
    } catch (e) {
      if (e instanceof ResponseSchemaError) e.within(fields[i]!.key)
      throw e
    }
    if (!values && sendableAsIs(record, keys)) return v
    const copy: Record<string, unknown> = {}
    keys.forEach((key, j) => {
      const value = values ? values[j] : record[key]
      if (value !== undefined) copy[key] = value
    })
    return copy
  }
}

/**
 * JSON.stringify writes the object exactly as the schema's copy would be: a plain object whose
 * enumerable keys are the schema's, in its order (an optional field may be missing)
 */
function sendableAsIs(record: Record<string, unknown>, keys: string[]): boolean {
  const proto: unknown = Object.getPrototypeOf(record)
  if (proto !== Object.prototype && proto !== null) return false
  let i = 0
  for (const key in record) {
    while (i < keys.length && keys[i] !== key) {
      if (record[keys[i]!] !== undefined) return false
      i++
    }
    if (i === keys.length) return false
    i++
  }
  return true
}

function compileUnion(schema: z.ZodType, def: Def, slots: Slots): Check {
  const options = def.options!.map((option) => compile(option, slots))
  const discriminator = def.discriminator
  if (discriminator !== undefined) {
    const byValue = new Map<unknown, Check>()
    def.options!.forEach((option, i) => {
      const values = propValuesOf(option)?.[discriminator]
      if (!values) throw new Error(`The response serializer found no ${discriminator} values in a union option`)
      for (const value of values) if (!byValue.has(value)) byValue.set(value, options[i]!)
    })
    return withChecks(
      schema,
      (v, checked) => {
        const check =
          typeof v === 'object' && v !== null ? byValue.get((v as Record<string, unknown>)[discriminator]) : undefined
        return check ? check(v, checked) : fail(`no union option for this ${discriminator}`)
      },
      slots,
    )
  }
  // As zod: the first option the value passes
  return withChecks(
    schema,
    (v, checked) => {
      for (const check of options) {
        try {
          return check(v, checked)
        } catch (e) {
          if (!(e instanceof ResponseSchemaError)) throw e
        }
      }
      return fail('no union option matches')
    },
    slots,
  )
}

/** Compiles the schema once (at route registration); the serializer is then called per answer. */
export function compileResponseSerializer(schema: z.ZodType): ResponseSerializer {
  const check = compile(schema, { count: 0 })
  return (value) => JSON.stringify(check(value, []))
}
