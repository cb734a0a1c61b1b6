import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LocalDate, ReservationsResponse, Uuid } from '@citizen/contract'
import { compileResponseSerializer, ResponseSchemaError } from './response-serializer'

const Range = z
  .object({ start: z.string().regex(/^\d\d:\d\d$/), end: z.string() })
  .refine((r) => r.start < r.end, 'ends after it starts')
const Schema = z.object({
  id: Uuid,
  date: LocalDate,
  count: z.number().int(),
  ratio: z.number(),
  flag: z.boolean(),
  kind: z.enum(['A', 'B']),
  note: z.string().nullable(),
  extra: z.string().optional(),
  ranges: z.array(Range),
  effect: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('OPEN') }),
      z.object({ type: z.literal('CLOSED'), since: LocalDate }),
    ])
    .nullable(),
  either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
})
const serialize = compileResponseSerializer(Schema)
const id = '3f1b0c9e-8f3a-4b5e-9d2c-1a2b3c4d5e6f'
const valid = () => ({
  id,
  date: '2026-02-28',
  count: 3,
  ratio: -0.5,
  flag: false,
  kind: 'B',
  note: null,
  ranges: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '16:00' },
  ],
  effect: { type: 'CLOSED', since: '2026-01-01' },
  either: { b: 1 },
})

/** The serializer answers what zod's parse then JSON.stringify answers, or fails where zod fails */
function expectAsZod(value: unknown) {
  const parsed = Schema.safeParse(value)
  if (parsed.success) expect(serialize(value)).toBe(JSON.stringify(parsed.data))
  else expect(() => serialize(value)).toThrow(ResponseSchemaError)
}

describe('compileResponseSerializer', () => {
  it('writes a valid answer as JSON.stringify of zod’s parse', () => {
    expect(serialize(valid())).toBe(JSON.stringify(Schema.parse(valid())))
    expect(JSON.parse(serialize(valid()))).toEqual(valid())
  })

  it('drops unknown fields at every depth', () => {
    const value = {
      ...valid(),
      secret: 'ssn 010101-123A',
      ranges: [{ start: '08:00', end: '12:00', secret: 1 }],
      effect: { type: 'OPEN', since: 'x', secret: true },
      either: { a: 'x', secret: 2 },
    }
    const out = serialize(value)
    expect(out).not.toContain('secret')
    expect(out).toBe(JSON.stringify(Schema.parse(value)))
  })

  it('writes the schema’s order, leaves out a missing or undefined optional field, keeps a present one', () => {
    const { id: _id, ...rest } = valid()
    expectAsZod({ ...rest, id })
    expectAsZod({ ...valid(), extra: undefined })
    expectAsZod({ ...valid(), extra: 'x' })
    expectAsZod({ extra: 'x', ...valid() })
  })

  it('writes a class instance’s getters as zod reads them, and an array of another class as a plain one', () => {
    class Answer {
      constructor(private readonly v: ReturnType<typeof valid>) {}
      get id() {
        return this.v.id
      }
    }
    const { id: _id, ...rest } = valid()
    const value = Object.assign(new Answer(valid()), rest)
    expectAsZod(value)
    expect(JSON.parse(serialize(value))).toMatchObject({ id })
    class Ranges extends Array<unknown> {
      toJSON() {
        return 'leaked'
      }
    }
    const ranges = Ranges.from(valid().ranges)
    expect(serialize({ ...valid(), ranges })).toBe(JSON.stringify(Schema.parse(valid())))
  })

  it.each([
    ['a number for a string', { note: 5 }, 'note'],
    ['a string for a number', { count: '3' }, 'count'],
    ['a fraction for an int', { count: 1.5 }, 'count'],
    ['NaN', { ratio: Number.NaN }, 'ratio'],
    ['a string for a boolean', { flag: 'false' }, 'flag'],
    ['a value outside the enum', { kind: 'C' }, 'kind'],
    ['a malformed uuid', { id: 'not-an-id' }, 'id'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date'],
    ['an object for a string', { note: { secret: 'x' } }, 'note'],
    ['a missing field', { count: undefined }, 'count'],
    ['a failed refinement', { ranges: [{ start: '08:00', end: '07:00' }] }, 'ranges.0'],
    ['a bad leaf deep inside', { ranges: [valid().ranges[0], { start: '8', end: '9' }] }, 'ranges.1.start'],
    ['an unknown discriminator', { effect: { type: 'MAYBE' } }, 'effect'],
    ['a bad field of a union option', { effect: { type: 'CLOSED', since: 'x' } }, 'effect.since'],
    ['no union option matching', { either: { c: 1 } }, 'either'],
    ['an object for an array', { ranges: { 0: valid().ranges[0] } }, 'ranges'],
  ])('fails on %s, naming the place and not the value', (_name, change, place) => {
    const value = { ...valid(), ...change }
    expect(Schema.safeParse(value).success).toBe(false)
    let error: unknown
    try {
      serialize(value)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ResponseSchemaError)
    expect((error as ResponseSchemaError).path.join('.')).toBe(place)
    expect((error as Error).message).not.toContain('secret')
  })

  it('checks a refined value that repeats in an answer once, and again in the next answer', () => {
    let calls = 0
    const Counted = z.array(z.string().refine(() => ++calls > 0))
    const write = compileResponseSerializer(Counted)
    expect(write(['a', 'a', 'b', 'a'])).toBe('["a","a","b","a"]')
    expect(calls).toBe(2)
    write(['a'])
    expect(calls).toBe(3)
  })

  it('refuses at compile time a schema whose checks it would not run', () => {
    expect(() => compileResponseSerializer(z.object({ a: z.string().transform((s) => s.length) }))).toThrow()
    expect(() => compileResponseSerializer(z.strictObject({ a: z.string() }))).toThrow()
    expect(() => compileResponseSerializer(z.object({ a: z.coerce.number() }))).toThrow()
    expect(() => compileResponseSerializer(z.object({ a: z.date() }))).toThrow()
  })

  it('compiles the calendar answer schema', () => {
    const answer = {
      children: [],
      childDays: [],
      from: '2026-03-02',
      days: [[0, 3], []],
      holidays: ['2026-03-03'],
      reservableRange: { start: '2026-03-09', end: '2026-08-31' },
    }
    const serialize = compileResponseSerializer(ReservationsResponse)
    expect(serialize(answer)).toBe(JSON.stringify(ReservationsResponse.parse(answer)))
    expect(() => serialize({ ...answer, days: [[-1]] })).toThrow(ResponseSchemaError)
  })
})
