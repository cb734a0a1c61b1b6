/**
 * The only GraphQL the walking-route endpoint (POST /api/citizen/public/map-api/query) forwards,
 * so that it is not an open proxy to the routing service. The web app sends:
 *
 *   { id<unit uuid without dashes>: planConnection(
 *       origin: {location: {coordinate: {latitude: <number>, longitude: <number>}}},
 *       destination: {location: {coordinate: {latitude: <number>, longitude: <number>}}},
 *       modes: {direct: [WALK], directOnly: true},
 *       preferences: {street: {walk: {speed: 300}}}
 *     ) { edges { node { walkDistance } } }
 *     id<...>: planConnection(...) { edges { node { walkDistance } } }
 *     ... }
 *
 * - 1 to 15 aliased plans, each alias "id" + 32 hex digits, no alias twice; or one plan without
 *   an alias (the answer's key is then "planConnection").
 * - Whitespace and commas anywhere between tokens (commas are whitespace in GraphQL); the four
 *   arguments and the fields inside each object in any order; `direct: WALK` or `direct: [WALK]`;
 *   an optional leading `query` keyword with an optional operation name.
 * - Numbers are GraphQL numbers (62.26, -1.5, 6e1); latitude within ±90, longitude within ±180;
 *   the walking speed is 300 (spec 002 §9; works around the routing service's 1.5 h walk cap).
 * - Anything else (variables, fragments, directives, strings, comments, other fields or
 *   arguments) is refused with 400.
 *
 * The server forwards its own canonical text of the validated plans, never the client's.
 */
import { errorCodes } from '@citizen/contract'
import { badRequest } from '../../platform/errors'

export const MAX_WALKING_PLANS = 15
const WALKING_SPEED = 300

export interface Coordinate {
  /** As written by the client (a valid GraphQL number), forwarded unchanged */
  latitude: string
  longitude: string
}

export interface WalkingPlan {
  /** null for the single un-aliased form */
  alias: string | null
  origin: Coordinate
  destination: Coordinate
}

type Token =
  | { kind: 'punct'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'number'; value: string; at: number }

type Value =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'list'; items: Value[]; at: number }
  | { kind: 'object'; fields: Map<string, Value>; at: number }

class QueryError extends Error {
  constructor(
    message: string,
    readonly at: number | null,
  ) {
    super(message)
  }
}

const NAME = /[_A-Za-z][_0-9A-Za-z]*/y
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y
const IGNORED = /[\s,\uFEFF]+/y
const PUNCTUATORS = new Set(['{', '}', '(', ')', '[', ']', ':'])
const ALIAS = /^id[0-9a-fA-F]{32}$/
/** Deep enough for origin.location.coordinate.latitude; bounds the parser's recursion */
const MAX_DEPTH = 6

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  const matchAt = (re: RegExp) => {
    re.lastIndex = i
    return re.exec(text)?.[0] ?? null
  }
  while (i < text.length) {
    const ignored = matchAt(IGNORED)
    if (ignored) {
      i += ignored.length
      continue
    }
    const c = text[i]!
    if (PUNCTUATORS.has(c)) {
      tokens.push({ kind: 'punct', value: c, at: i })
      i += 1
      continue
    }
    const name = matchAt(NAME)
    if (name) {
      tokens.push({ kind: 'name', value: name, at: i })
      i += name.length
      continue
    }
    const number = matchAt(NUMBER)
    // "12abc" or "1.2.3" is not a number followed by something else
    if (number && !/[_A-Za-z0-9.]/.test(text[i + number.length] ?? '')) {
      tokens.push({ kind: 'number', value: number, at: i })
      i += number.length
      continue
    }
    throw new QueryError(`unexpected character ${JSON.stringify(c)}`, i)
  }
  return tokens
}

class Parser {
  private i = 0
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }

  private fail(message: string, token = this.peek()): never {
    throw new QueryError(message, token?.at ?? this.length)
  }

  private next(what: string): Token {
    const token = this.peek()
    if (!token) this.fail(`expected ${what}, the query ended`)
    this.i += 1
    return token
  }

  private punct(value: string): void {
    const token = this.next(`"${value}"`)
    if (token.kind !== 'punct' || token.value !== value) this.fail(`expected "${value}"`, token)
  }

  private isPunct(value: string): boolean {
    const token = this.peek()
    return token?.kind === 'punct' && token.value === value
  }

  /** A name token; `required`: exactly that name */
  private name(required?: string, what = required ?? 'a name'): string {
    const token = this.next(what)
    if (token.kind !== 'name' || (required !== undefined && token.value !== required))
      this.fail(`expected ${what}`, token)
    return token.value
  }

  document(): { alias: string | null; args: Map<string, Value>; at: number }[] {
    if (this.peek()?.kind === 'name' && this.peek()!.value === 'query') {
      this.i += 1
      if (this.peek()?.kind === 'name') this.i += 1 // operation name
    }
    this.punct('{')
    const selections = []
    do {
      if (selections.length === MAX_WALKING_PLANS) this.fail(`at most ${MAX_WALKING_PLANS} plans`)
      selections.push(this.selection())
    } while (!this.isPunct('}'))
    this.punct('}')
    if (this.peek()) this.fail('nothing may follow the query')
    return selections
  }

  private selection() {
    const firstToken = this.peek()
    const at = firstToken?.at ?? this.length
    const first = this.name(undefined, 'an alias or planConnection')
    let alias: string | null = null
    if (this.isPunct(':')) {
      this.i += 1
      alias = first
      this.name('planConnection')
    } else if (first !== 'planConnection') {
      this.fail('expected planConnection', firstToken)
    }
    this.punct('(')
    const args = this.fields(')', 1)
    for (const part of ['{', 'edges', '{', 'node', '{', 'walkDistance', '}', '}', '}']) {
      if (part === '{' || part === '}') this.punct(part)
      else this.name(part)
    }
    return { alias, args, at }
  }

  /** name: value pairs up to the closing punctuator */
  private fields(close: string, depth: number): Map<string, Value> {
    const fields = new Map<string, Value>()
    while (!this.isPunct(close)) {
      const token = this.peek()
      const name = this.name()
      if (fields.has(name)) this.fail(`"${name}" given twice`, token)
      this.punct(':')
      fields.set(name, this.value(depth))
    }
    this.punct(close)
    return fields
  }

  private value(depth: number): Value {
    if (depth > MAX_DEPTH) this.fail('too deeply nested')
    const token = this.next('a value')
    if (token.kind === 'number') return { kind: 'number', text: token.value, at: token.at }
    if (token.kind === 'name') return { kind: 'name', name: token.value, at: token.at }
    if (token.value === '{') return { kind: 'object', fields: this.fields('}', depth + 1), at: token.at }
    if (token.value === '[') {
      const items: Value[] = []
      while (!this.isPunct(']')) items.push(this.value(depth + 1))
      this.punct(']')
      return { kind: 'list', items, at: token.at }
    }
    this.fail('expected a value', token)
  }
}

/** The object's fields, exactly the given names */
function object(value: Value | undefined, names: string[], what: string): Map<string, Value> {
  if (value?.kind !== 'object') throw new QueryError(`${what} must be an object`, value?.at ?? null)
  const keys = [...value.fields.keys()]
  if (keys.length !== names.length || !names.every((n) => value.fields.has(n))) {
    throw new QueryError(`${what} must have exactly ${names.join(', ')}`, value.at)
  }
  return value.fields
}

function number(value: Value | undefined, what: string, min: number, max: number): string {
  if (value?.kind !== 'number') throw new QueryError(`${what} must be a number`, value?.at ?? null)
  const n = Number(value.text)
  if (!(n >= min && n <= max)) throw new QueryError(`${what} must be between ${min} and ${max}`, value.at)
  return value.text
}

function coordinate(value: Value | undefined, what: string): Coordinate {
  const location = object(value, ['location'], what)
  const coordinates = object(location.get('location'), ['coordinate'], `${what}.location`)
  const c = object(coordinates.get('coordinate'), ['latitude', 'longitude'], `${what}.location.coordinate`)
  return {
    latitude: number(c.get('latitude'), 'latitude', -90, 90),
    longitude: number(c.get('longitude'), 'longitude', -180, 180),
  }
}

function isName(value: Value | undefined, name: string): boolean {
  return value?.kind === 'name' && value.name === name
}

function checkModes(value: Value | undefined): void {
  const modes = object(value, ['direct', 'directOnly'], 'modes')
  const direct = modes.get('direct')
  const walkOnly =
    isName(direct, 'WALK') || (direct?.kind === 'list' && direct.items.length === 1 && isName(direct.items[0], 'WALK'))
  if (!walkOnly) throw new QueryError('modes.direct must be WALK', direct?.at ?? null)
  if (!isName(modes.get('directOnly'), 'true'))
    throw new QueryError('modes.directOnly must be true', modes.get('directOnly')?.at ?? null)
}

function checkPreferences(value: Value | undefined): void {
  const street = object(value, ['street'], 'preferences')
  const walk = object(street.get('street'), ['walk'], 'preferences.street')
  const speed = object(walk.get('walk'), ['speed'], 'preferences.street.walk')
  const given = speed.get('speed')
  if (given?.kind !== 'number' || Number(given.text) !== WALKING_SPEED) {
    throw new QueryError(`the walking speed must be ${WALKING_SPEED}`, given?.at ?? null)
  }
}

/** The plans of a walking-route query in the accepted shape (see the top of this file), or 400. */
export function parseWalkingQuery(text: string): WalkingPlan[] {
  try {
    const selections = new Parser(tokenize(text), text.length).document()
    const aliased = selections.filter((s) => s.alias !== null)
    if (aliased.length > 0 && aliased.length !== selections.length) {
      throw new QueryError('either every plan has an alias or there is one plan without', null)
    }
    if (aliased.length === 0 && selections.length > 1)
      throw new QueryError('only one plan may go without an alias', null)
    const seen = new Set<string>()
    return selections.map(({ alias, args, at }) => {
      if (alias !== null) {
        if (!ALIAS.test(alias)) throw new QueryError('an alias must be "id" and 32 hexadecimal digits', at)
        if (seen.has(alias.toLowerCase())) throw new QueryError(`alias ${alias} given twice`, at)
        seen.add(alias.toLowerCase())
      }
      const plan = object(
        { kind: 'object', fields: args, at },
        ['origin', 'destination', 'modes', 'preferences'],
        'planConnection',
      )
      checkModes(plan.get('modes'))
      checkPreferences(plan.get('preferences'))
      return {
        alias,
        origin: coordinate(plan.get('origin'), 'origin'),
        destination: coordinate(plan.get('destination'), 'destination'),
      }
    })
  } catch (e) {
    if (!(e instanceof QueryError)) throw e
    throw badRequest(
      `Invalid walking route query: ${e.message}${e.at === null ? '' : ` (at character ${e.at + 1})`}`,
      errorCodes.validation,
    )
  }
}

const location = (c: Coordinate) => `{location: {coordinate: {latitude: ${c.latitude}, longitude: ${c.longitude}}}}`

/** The GraphQL text sent upstream for validated plans */
export function walkingQueryText(plans: WalkingPlan[]): string {
  const selections = plans.map(
    (p) =>
      `${p.alias === null ? '' : `${p.alias}: `}planConnection(origin: ${location(p.origin)}, ` +
      `destination: ${location(p.destination)}, modes: {direct: [WALK], directOnly: true}, ` +
      `preferences: {street: {walk: {speed: ${WALKING_SPEED}}}}) { edges { node { walkDistance } } }`,
  )
  return `{ ${selections.join(' ')} }`
}
