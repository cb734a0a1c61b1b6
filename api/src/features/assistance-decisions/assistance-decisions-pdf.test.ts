import { beforeAll, describe, expect, it } from 'vitest'
import { AssistanceDecision, decisionPdfPaths } from '@citizen/contract'
import { today, useTestApp } from '../../../test/harness'
import { demoClient } from '../../../test/demo-client'
import { pdfText, timedPdf } from '../../../test/pdf-text'
import { addDays } from '@citizen/contract'
import { assistanceDecisionFixtures, paths } from './assistance-decision-fixtures'

const t = useTestApp()
const demo = demoClient(t)
const { load, as, childOf, personIdOf, call } = demo
const { devEce, devPreschool, ok, eceList, preschoolList } = assistanceDecisionFixtures(demo)

beforeAll(async () => {
  await load()
})

describe('assistance decision PDFs', () => {
  const timed = (cookie: string, url: string, label: string) => timedPdf(label, () => call(cookie, 'GET', url))

  it('the ECE decision shows every field in Finnish or Swedish, with the 30-day appeal', async () => {
    const sanna = await as('three-children-2')
    const [annulled, accepted] = await eceList(sanna)
    const fi = await timed(sanna, decisionPdfPaths.assistanceDecision(accepted!.id, 'fi'), 'assistance decision')
    expect(fi.headers['content-disposition']).toMatch(/filename="tukipaatos_\d+\.pdf"/)
    const text = await pdfText(fi.raw)
    for (const expected of [
      'Päätös tuesta varhaiskasvatuksessa',
      'Päätösnumero',
      'Myönnetty',
      'Onni Korhonen',
      '17.01.2020', // dd.mm.yyyy as on the web
      'Päiväkoti Aurinkoinen, Aurinkotie 5, 40100 ESIMERKKILÄ',
      'Tehostettu tuki',
      'Pedagogiset perustelut',
      'Lapsi hyötyy selkeästä päivärytmistä',
      'Rakenteelliset tuen muodot',
      'Ryhmäkoon pienennys',
      'Pienryhmä',
      'Ryhmäkohtainen avustaja',
      'Rakenteellisten tuen',
      'Ryhmässä toimii ryhmäkohtainen avustaja',
      'Hoidolliset tuen muodot',
      'Tukipalvelut',
      'Varhaiskasvatuksen erityisopettajan konsultaatio',
      'Varhaiskasvatuksen erityisopettajan osa-aikainen opetus',
      'Tukipalveluiden perustelut',
      'Asiantuntijat, joiden kanssa tuki on suunniteltu',
      'Puheterapeutti',
      'Huoltajien kuuleminen',
      'Mikko Korhonen',
      'Sanna Korhonen',
      'kuultu',
      'Huoltajat pitävät tukea tarpeellisena',
      'Muu laillinen edustaja kuultu',
      'Perustelut päätökselle',
      'Leena Salo, Varhaiskasvatuksen erityisopettaja',
      '014 266 2010',
      'Heikki Lindroos, Varhaiskasvatuksen palvelupäällikkö',
      'oikaisuvaatimuksen 30',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain('Erityisryhmä')

    const sv = await pdfText(
      (await timed(sanna, decisionPdfPaths.assistanceDecision(accepted!.id, 'sv'), 'assistance decision (sv)')).raw,
    )
    for (const expected of [
      'Beslut om stöd inom småbarnspedagogiken',
      'Beslutsnummer',
      'Beviljat',
      'Intensifierat stöd',
      'Strukturella stödformer',
      'Mindre gruppstorlek',
      'Stödtjänster',
      'Hörande av vårdnadshavare',
      'Beredare av beslutet',
      'Beslutsfattare',
      'omprövning',
      'inom 30 dagar',
    ]) {
      expect(sv, expected).toContain(expected)
    }

    const annulledText = await pdfText(
      (await call(sanna, 'GET', decisionPdfPaths.assistanceDecision(annulled!.id, 'fi'))).raw,
    )
    expect(annulledText).toContain('Mitätöity')
    expect(annulledText).toContain('Mitätöinnin syy')
    expect(annulledText).toContain('Erityinen tuki')
  })

  it('the preschool decision shows every field in Finnish or Swedish, with the 14-day appeal', async () => {
    const mikko = await as('three-children-1')
    const [preschool] = await preschoolList(mikko)
    const fi = await timed(
      mikko,
      decisionPdfPaths.preschoolAssistanceDecision(preschool!.id, 'fi'),
      'preschool assistance decision',
    )
    const text = await pdfText(fi.raw)
    for (const expected of [
      'Päätös tuesta esiopetuksessa',
      'Uusi päätös',
      'Onni Korhonen',
      'Päiväkoti Aurinkoinen',
      'Esiopetusryhmä Tähdet',
      'Pidennetty oppivelvollisuus',
      'Avustajapalvelut',
      'Tulkitsemispalvelut',
      'Erityiset apuvälineet',
      'Perustelut tukipalveluille',
      'Lapsi tarvitsee avustajan tukea',
      'Päätöksen perusteet',
      'Pedagoginen selvitys',
      'Psykologin lausunto',
      'Lisätiedot liitteistä',
      'Huoltajat ovat yhtä mieltä',
      'Marja Kallio, Perusopetuksen ja esiopetuksen palvelupäällikkö',
      'oikaisuvaatimuksen 14',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain('Lääkärin lausunto')
    const sv = await pdfText(
      (
        await timed(
          mikko,
          decisionPdfPaths.preschoolAssistanceDecision(preschool!.id, 'sv'),
          'preschool assistance decision (sv)',
        )
      ).raw,
    )
    for (const expected of [
      'Beslut om stöd inom förskoleundervisningen',
      'Nytt beslut',
      'Förlängd läroplikt',
      'Biträdestjänster',
      'Pedagogisk utredning',
      'Psykologs utlåtande',
      'inom 14 dagar',
    ]) {
      expect(sv, expected).toContain(expected)
    }
  })

  it('is in the decision’s language unless the UI asks for another', async () => {
    const aino = await as('one-child')
    const eetu = childOf('one-child', 'Eetu')
    const id = await devPreschool({ childId: eetu, validFrom: today(), language: 'sv', type: 'CONTINUING' })
    // Without ?lang= (a link from elsewhere) the document is in the decision's language
    const res = await call(aino, 'GET', `/api/citizen/children/assistance-need-preschool-decisions/${id}/pdf`)
    expect(res.headers['content-disposition']).toMatch(/filename="stodbeslut_forskoleundervisning_\d+\.pdf"/)
    expect(await pdfText(res.raw)).toContain('Fortsatt beslut')
    expect(
      await pdfText((await call(aino, 'GET', decisionPdfPaths.preschoolAssistanceDecision(id, 'fi'))).raw),
    ).toContain('Jatkopäätös')
  })
})

describe('dev API for assistance decisions', () => {
  it('refuses bad fixtures with 400, not 500', async () => {
    const eetu = childOf('one-child', 'Eetu')
    for (const [url, body] of [
      ['/api/dev/assistance-decisions', { childId: eetu, status: 'ANNULLED', validFrom: today() }],
      [
        '/api/dev/assistance-decisions',
        { childId: eetu, status: 'ANNULLED', annulmentReason: '  ', validFrom: today() },
      ],
      [
        '/api/dev/assistance-decisions',
        { childId: eetu, status: 'ACCEPTED', annulmentReason: 'Virhe', validFrom: today() },
      ],
      ['/api/dev/assistance-decisions', { childId: eetu, validFrom: today(), validTo: addDays(today(), -1) }],
      ['/api/dev/assistance-decisions', { childId: eetu, validFrom: today(), decisionMade: null }],
      ['/api/dev/assistance-decisions', { childId: eetu, validFrom: today(), assistanceLevels: ['LOTS'] }],
      ['/api/dev/assistance-decisions', { childId: crypto.randomUUID(), validFrom: today() }],
      ['/api/dev/assistance-decisions', { childId: eetu, validFrom: today(), unitId: crypto.randomUUID() }],
      ['/api/dev/preschool-assistance-decisions', { childId: eetu, validFrom: today(), type: 'OLD' }],
      ['/api/dev/preschool-assistance-decisions', { childId: eetu, validFrom: today(), validTo: addDays(today(), -1) }],
      ['/api/dev/preschool-assistance-decisions', { childId: eetu, validFrom: today(), content: { primaryGroup: 5 } }],
    ] as const) {
      const res = await call(null, 'POST', url, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('fills defaults from the child: unit from the placement, unread for the guardians, content overrides merged', async () => {
    const eetu = childOf('one-child', 'Eetu')
    const id = await devEce({
      childId: eetu,
      status: 'ANNULLED',
      annulmentReason: 'Korvattu uudella päätöksellä.',
      validFrom: today(),
      content: { expertsHeard: 'Psykologi' },
    })
    const row = await t.db
      .selectFrom('assistance_need_decision as d')
      .innerJoin('unit as u', 'u.id', 'd.selected_unit_id')
      .select(['d.unread_guardian_ids', 'u.name', 'd.content', 'd.decision_made'])
      .where('d.id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      unread_guardian_ids: [await personIdOf('one-child')],
      name: 'Päiväkoti Aurinkoinen',
      decision_made: today(),
    })
    expect(row.content).toMatchObject({
      expertsHeard: 'Psykologi',
      careMotivation: expect.stringContaining('pukeutumisessa'),
    })
    const d = await ok(call(await as('one-child'), 'GET', paths.ece(id)), (b) => AssistanceDecision.parse(b))
    expect(d).toMatchObject({ status: 'ANNULLED', annulmentReason: 'Korvattu uudella päätöksellä.' })
  })
})
