import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/harness'
import { AddressCsvError, csvRecords, parseAddressCsv } from './address-csv'
import { countAddresses, upsertAddresses } from './queries'

const header = 'street_address,postal_code,post_office,latitude,longitude'

const problems = (text: string): string[] => {
  try {
    parseAddressCsv(text)
  } catch (e) {
    expect(e).toBeInstanceOf(AddressCsvError)
    return (e as AddressCsvError).problems
  }
  throw new Error('accepted')
}

describe('csvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF lines', () => {
    const text = 'a,"b, c","say ""hi"""\r\n"multi\nline",,x\n\nlast'
    expect([...csvRecords(text)]).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['multi\nline', '', 'x'] },
      { line: 4, fields: [''] },
      { line: 5, fields: ['last'] },
    ])
  })

  it('refuses broken quoting with the line number', () => {
    expect(() => [...csvRecords('a\n"open,b')]).toThrow('line 2: a quoted field is not closed')
    expect(() => [...csvRecords('a\nx"y",b')]).toThrow(/line 2: a quote inside an unquoted field/)
    expect(() => [...csvRecords('"a"b,c')]).toThrow(/line 1: unexpected text after a quoted field/)
  })
})

describe('parseAddressCsv', () => {
  it('reads addresses; a byte order mark, any column order, spaces and blank lines are fine', () => {
    const text =
      '\uFEFFLatitude, street_address ,postal_code,post_office,longitude\n' +
      '62.2645,Koivukuja 3,40100,ESIMERKKILÄ,25.2505\n' +
      '\n' +
      '"62.2612","Kauppakatu 1, talo B", 40100 ,"ESIMERKKILÄ",25.24\r\n' +
      '-1.5,  Pitkä   katu  2 ,00100,Helsinki,-0.25\n'
    expect(parseAddressCsv(text)).toEqual({
      addresses: [
        {
          streetAddress: 'Koivukuja 3',
          postalCode: '40100',
          postOffice: 'ESIMERKKILÄ',
          latitude: 62.2645,
          longitude: 25.2505,
        },
        {
          streetAddress: 'Kauppakatu 1, talo B',
          postalCode: '40100',
          postOffice: 'ESIMERKKILÄ',
          latitude: 62.2612,
          longitude: 25.24,
        },
        {
          streetAddress: 'Pitkä katu 2',
          postalCode: '00100',
          postOffice: 'Helsinki',
          latitude: -1.5,
          longitude: -0.25,
        },
      ],
      duplicates: 0,
    })
  })

  it('keeps the first of rows with the same address and postal code', () => {
    const text = `${header}\nKoivukuja 3,40100,A,62,25\nKOIVUKUJA  3,40100,B,63,26\nKoivukuja 3,40200,C,64,27\n`
    const { addresses, duplicates } = parseAddressCsv(text)
    expect(addresses.map((a) => a.postOffice)).toEqual(['A', 'C'])
    expect(duplicates).toBe(1)
  })

  it('refuses a bad header', () => {
    expect(problems('')).toEqual(['the file is empty'])
    expect(problems('street,zip,city,lat,lon\n')[0]).toMatch(
      /^line 1: the header must name the columns street_address,postal_code/,
    )
    expect(problems(`${header},extra\n`)[0]).toMatch(/^line 1:/)
    expect(problems('street_address,postal_code,post_office,latitude\n')[0]).toMatch(/^line 1:/)
    expect(problems(`${header}\n`)).toEqual(['the file has no addresses'])
  })

  it('names every bad row by line number', () => {
    const text = [
      header,
      'Koivukuja 3,40100,ESIMERKKILÄ,62.26,25.26', // line 2: fine
      ',40100,ESIMERKKILÄ,62.26,25.26',
      'Koivukuja 4,401,ESIMERKKILÄ,62.26,25.26',
      'Koivukuja 5,40100,,62.26,25.26',
      'Koivukuja 6,40100,ESIMERKKILÄ,62,26,25.26',
      'Koivukuja 7,40100,ESIMERKKILÄ,"62,26",25.26',
      'Koivukuja 8,40100,ESIMERKKILÄ,91,25.26',
      'Koivukuja 9,40100,ESIMERKKILÄ,62.26,east',
      'Koivukuja 10,40100,ESIMERKKILÄ,,',
      'Koivukuja 11,40100,ESIMERKKILÄ,1e3,0x10',
    ].join('\n')
    expect(problems(text)).toEqual([
      'line 3: street_address must be 1 to 200 characters',
      'line 4: postal_code must be five digits (got "401")',
      'line 5: post_office must be 1 to 100 characters',
      'line 6: expected 5 fields, got 6',
      'line 7: latitude must be a decimal number from -90 to 90 (got "62,26")',
      'line 8: latitude must be a decimal number from -90 to 90 (got "91")',
      'line 9: longitude must be a decimal number from -180 to 180 (got "east")',
      'line 10: latitude must be a decimal number from -90 to 90 (got ""); longitude must be a decimal number from -180 to 180 (got "")',
      'line 11: latitude must be a decimal number from -90 to 90 (got "1e3"); longitude must be a decimal number from -180 to 180 (got "0x10")',
    ])
  })

  it('counts lines inside quoted line breaks', () => {
    expect(problems(`${header}\n"Koivu\nkuja 3",40100,X,62,25\nKoivukuja 4,4,X,62,25`)).toEqual([
      'line 4: postal_code must be five digits (got "4")',
    ])
  })

  it('stops listing after 20 problems', () => {
    const text = [header, ...Array.from({ length: 50 }, () => 'x,1,y,0,0')].join('\n')
    const list = problems(text)
    expect(list).toHaveLength(21)
    expect(list.at(-1)).toBe('(stopped after 20 problems)')
  })
})

describe('upsertAddresses', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.drop()
  })

  it('inserts in batches and updates an address already there (same address, any case, same postal code)', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({
      streetAddress: `Testikatu ${i + 1}`,
      postalCode: '40100',
      postOffice: 'ESIMERKKILÄ',
      latitude: 62.2 + i / 100_000,
      longitude: 25.2,
    }))
    await database.db.transaction().execute((tx) => upsertAddresses(tx, many))
    expect(await countAddresses(database.db)).toBe(4500)

    const { addresses } = parseAddressCsv(
      `${header}\nTESTIKATU 1,40100,Esimerkkilä,60.5,24.5\nTestikatu 1,40200,Muu,61,25\n`,
    )
    await database.db.transaction().execute((tx) => upsertAddresses(tx, addresses))
    expect(await countAddresses(database.db)).toBe(4501)
    const rows = await database.db
      .selectFrom('address')
      .selectAll()
      .where('search_key', '=', 'testikatu 1')
      .orderBy('postal_code')
      .execute()
    expect(
      rows.map(({ street_address, postal_code, post_office, latitude, longitude }) => ({
        street_address,
        postal_code,
        post_office,
        latitude,
        longitude,
      })),
    ).toEqual([
      {
        street_address: 'TESTIKATU 1',
        postal_code: '40100',
        post_office: 'Esimerkkilä',
        latitude: 60.5,
        longitude: 24.5,
      },
      { street_address: 'Testikatu 1', postal_code: '40200', post_office: 'Muu', latitude: 61, longitude: 25 },
    ])
  })
})
