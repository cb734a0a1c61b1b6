import { describe, expect, it } from 'vitest'
import { HttpError } from '../../platform/errors'
import { MAX_WALKING_PLANS, parseWalkingQuery, walkingQueryText } from './walking-query'

const alias = (n: number) => `id${n.toString(16).padStart(32, '0')}`
const from = '{location: {coordinate: {latitude: 62.26, longitude: 25.26}}}'
const to = '{location: {coordinate: {latitude: 62.27, longitude: 25.27}}}'
const args = `origin: ${from}, destination: ${to}, modes: {direct: [WALK], directOnly: true}, preferences: {street: {walk: {speed: 300}}}`
const plan = (name: string | null, a = args) =>
  `${name === null ? '' : `${name}: `}planConnection(${a}) { edges { node { walkDistance } } }`
/** What the web app sends (web/src/features/map/walking-query.ts) */
const query = (...names: (string | null)[]) => `{ ${names.map((n) => plan(n)).join(' ')} }`

const refused = (text: string) => {
  try {
    parseWalkingQuery(text)
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError)
    expect((e as HttpError).statusCode).toBe(400)
    return (e as HttpError).message
  }
  throw new Error(`accepted: ${text}`)
}

const origin = { latitude: '62.26', longitude: '25.26' }
const destination = { latitude: '62.27', longitude: '25.27' }

describe('parseWalkingQuery', () => {
  it('accepts the web app’s query: aliased plans', () => {
    expect(parseWalkingQuery(query(alias(1), alias(2)))).toEqual([
      { alias: alias(1), origin, destination },
      { alias: alias(2), origin, destination },
    ])
  })

  it('accepts one plan without an alias', () => {
    expect(parseWalkingQuery(query(null))).toEqual([{ alias: null, origin, destination }])
  })

  it('tolerates whitespace, commas, argument and field order, direct: WALK and a query keyword', () => {
    const text = `query Distances {
      ${alias(10)} :planConnection(
        modes:{directOnly:true,direct:WALK}
        destination:{location:{coordinate:{longitude:25.27,latitude:62.27}}},,
        preferences:{street:{walk:{speed:300}}}
        origin:{location:{coordinate:{latitude:62.26 longitude:25.26}}}
      ){edges{node{walkDistance}}}
    }`
    expect(parseWalkingQuery(text)).toEqual([{ alias: alias(10), origin, destination }])
    expect(parseWalkingQuery(`query ${query(null)}`)).toHaveLength(1)
  })

  it('keeps the numbers as written (negative, integer, exponent)', () => {
    const text = `{ ${plan(alias(1), args.replace('latitude: 62.26', 'latitude: -6.226e1').replace('longitude: 25.27', 'longitude: 25'))} }`
    expect(parseWalkingQuery(text)[0]).toMatchObject({
      origin: { latitude: '-6.226e1' },
      destination: { longitude: '25' },
    })
  })

  it(`accepts ${MAX_WALKING_PLANS} plans and refuses more`, () => {
    const names = Array.from({ length: MAX_WALKING_PLANS }, (_, i) => alias(i + 1))
    expect(parseWalkingQuery(query(...names))).toHaveLength(MAX_WALKING_PLANS)
    expect(refused(query(...names, alias(99)))).toMatch(/at most 15/)
  })

  it('refuses other shapes with a 400 naming the problem', () => {
    const cases: [string, RegExp][] = [
      ['', /ended/],
      ['{ }', /expected an alias or planConnection/],
      [query(alias(1)) + ' { x }', /nothing may follow/],
      [query(alias(1), alias(1)), /given twice/],
      [query('unit1'), /"id" and 32 hexadecimal/],
      [query(`id${'g'.repeat(32)}`), /32 hexadecimal/],
      [query(alias(1), null), /every plan has an alias/],
      [query(null, null), /only one plan/],
      [`{ ${alias(1)}: plan(${args}) { edges { node { walkDistance } } } }`, /planConnection/],
      [`{ ${alias(1)}: planConnection(${args}) { edges { node { walkDistance duration } } } }`, /"}"/],
      [`{ ${alias(1)}: planConnection(${args}) { edges { node { ...F } } } }`, /unexpected character "\."/],
      [
        `{ ${alias(1)}: planConnection(${args}, first: 5) { edges { node { walkDistance } } } }`,
        /exactly origin, destination/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('[WALK]', '[WALK, BICYCLE]')}) { edges { node { walkDistance } } } }`,
        /direct must be WALK/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('[WALK]', 'CAR')}) { edges { node { walkDistance } } } }`,
        /direct must be WALK/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('directOnly: true', 'directOnly: false')}) { edges { node { walkDistance } } } }`,
        /directOnly must be true/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('speed: 300', 'speed: 1.3')}) { edges { node { walkDistance } } } }`,
        /speed must be 300/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('latitude: 62.26', 'latitude: 91')}) { edges { node { walkDistance } } } }`,
        /between -90 and 90/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('longitude: 25.26', 'longitude: "25.26"')}) { edges { node { walkDistance } } } }`,
        /unexpected character/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('longitude: 25.26', 'longitude: $lon')}) { edges { node { walkDistance } } } }`,
        /unexpected character "\$"/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('longitude: 25.26', 'longitude: 25.26abc')}) { edges { node { walkDistance } } } }`,
        /unexpected character/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('longitude: 25.26', 'longitude: WALK')}) { edges { node { walkDistance } } } }`,
        /must be a number/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args.replace('latitude: 62.26,', 'latitude: 62.26, latitude: 1,')}) { edges { node { walkDistance } } } }`,
        /"latitude" given twice/,
      ],
      [
        `{ ${alias(1)}: planConnection(${args}) @skip(if: true) { edges { node { walkDistance } } } }`,
        /unexpected character "@"/,
      ],
      [`# comment\n${query(alias(1))}`, /unexpected character "#"/],
      [`mutation ${query(alias(1))}`, /expected "\{"/],
      [`{ ${alias(1)}: planConnection(origin: ${'['.repeat(50)}) }`, /too deeply nested/],
      [`{ __schema { types { name } } }`, /expected planConnection/],
    ]
    for (const [text, message] of cases) expect(refused(text), text).toMatch(message)
  })

  it('says where the problem is', () => {
    expect(refused('{ x }')).toMatch(/^Invalid walking route query: expected planConnection \(at character 3\)$/)
  })
})

describe('walkingQueryText', () => {
  it('writes the canonical query of validated plans, which parses to the same plans', () => {
    const plans = parseWalkingQuery(query(alias(1), alias(2)))
    const text = walkingQueryText(plans)
    expect(text).toBe(query(alias(1), alias(2)))
    expect(parseWalkingQuery(text)).toEqual(plans)
    expect(walkingQueryText(parseWalkingQuery(query(null)))).toBe(query(null))
  })
})
