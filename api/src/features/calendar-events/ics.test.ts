import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { foldIcsLine, helsinkiDateTime, icsCalendar } from './ics'

const octets = (s: string) => Buffer.byteLength(s, 'utf8')

const finnish =
  'Syysjuhla ja vanhempainilta: äidit, isät, isovanhemmat ja sisarukset ovat tervetulleita päiväkodin pihalle ' +
  'grillaamaan makkaraa, syömään mustikkapiirakkaa ja ihailemaan lasten töitä. Ryhmä Mörökölli esittää näytelmän.'
const swedish =
  'Höstfest och föräldramöte: mammor, pappor, mor- och farföräldrar och syskon är välkomna till daghemmets gård för ' +
  'att grilla korv, äta blåbärspaj och beundra barnens målningar. Gruppen Åkerbär uppför en pjäs. 🎭 Välkommen!'

describe('iCalendar line folding (RFC 5545 §3.1)', () => {
  it('folds every line to at most 75 octets, continuation space included, and never inside a character', () => {
    const ics = icsCalendar(
      'fi',
      [
        {
          uid: 'fi@test',
          summary: finnish,
          description: finnish + ' ' + finnish,
          allDay: { start: '2027-09-01', end: '2027-09-01' },
        },
        {
          uid: 'sv@test',
          summary: swedish,
          description: swedish,
          timed: { date: '2027-09-02', start: '17:00', end: '19:00' },
        },
      ],
      new Date('2027-08-01T10:00:00Z'),
    )
    const lines = ics.split('\r\n')
    expect(lines.some((l) => l.startsWith(' '))).toBe(true)
    for (const line of lines) {
      expect(octets(line), line).toBeLessThanOrEqual(75)
      // A character split between lines would leave a lone surrogate
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
    }
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.summary)).toEqual([finnish, swedish])
    expect(events[0]!.description).toBe(finnish + ' ' + finnish)
    expect(events[1]!.description).toBe(swedish)
  })

  it('fills the lines: 75 octets first, then 74 after the space, multi-byte characters kept whole', () => {
    const folded = foldIcsLine('ä'.repeat(100)).split('\r\n')
    // ä is 2 octets: 37 fit in the first line (74), 37 after the space (1 + 74 = 75)
    expect(folded.map(octets)).toEqual([74, 75, 53])
    expect(folded.join('\r\n').replaceAll('\r\n ', '')).toBe('ä'.repeat(100))
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldIcsLine('x'.repeat(76)).split('\r\n').map(octets)).toEqual([75, 2])
  })
})

describe('Helsinki clock times as instants', () => {
  it("uses the day's offset, and the time zone's rules on the days summer time starts and ends", () => {
    const at = (date: string, time: string) => helsinkiDateTime(date, time).toISOString()
    expect(at('2027-01-15', '08:15')).toBe('2027-01-15T06:15:00.000Z')
    expect(at('2027-06-15', '08:15')).toBe('2027-06-15T05:15:00.000Z')
    // Summer time starts at 03:00 on 28 March 2027: the skipped hour as the winter offset
    expect(at('2027-03-28', '02:30')).toBe('2027-03-28T00:30:00.000Z')
    expect(at('2027-03-28', '03:30')).toBe('2027-03-28T01:30:00.000Z')
    expect(at('2027-03-28', '04:30')).toBe('2027-03-28T01:30:00.000Z')
    // …and ends at 04:00 on 31 October 2027
    expect(at('2027-10-31', '02:00')).toBe('2027-10-30T23:00:00.000Z')
    expect(at('2027-10-31', '05:00')).toBe('2027-10-31T03:00:00.000Z')
  })
})
