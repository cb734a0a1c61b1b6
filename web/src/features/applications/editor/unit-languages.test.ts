import { describe, expect, it } from 'vitest'
import { filterByLanguage, languagesAmong } from './unit-languages'

const fi1 = { id: 'a', language: 'fi' as const }
const fi2 = { id: 'b', language: 'fi' as const }
const sv1 = { id: 'c', language: 'sv' as const }
const en1 = { id: 'd', language: 'en' as const }

describe('the unit picker language filter', () => {
  it('offers a chip only for languages some unit has', () => {
    expect(languagesAmong([fi1, sv1, en1])).toEqual(['fi', 'sv'])
    expect(languagesAmong([fi1, fi2])).toEqual(['fi'])
    expect(languagesAmong([en1])).toEqual([])
  })
  it('shows the chosen languages only', () => {
    expect(filterByLanguage([fi1, sv1, en1, fi2], ['sv'])).toEqual([sv1])
    expect(filterByLanguage([fi1, sv1, en1, fi2], ['fi'])).toEqual([fi1, fi2])
    expect(filterByLanguage([fi1, sv1, en1], ['fi', 'sv'])).toEqual([fi1, sv1])
  })
  it('shows every unit when nothing is chosen, or only languages no unit has', () => {
    expect(filterByLanguage([fi1, sv1, en1], [])).toEqual([fi1, sv1, en1])
    expect(filterByLanguage([fi1, fi2], ['sv'])).toEqual([fi1, fi2])
  })
})
