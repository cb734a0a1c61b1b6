import { beforeAll, describe, expect, it } from 'vitest'
import { templateQuestions, type ChildDocumentDetails } from '@citizen/contract'
import { useTestApp } from '../../test/harness'
import { demoClient } from '../../test/demo-client'

// Issue 38: the demo's documents and income statements read as real ones would
const t = useTestApp()
const { load, as, call, childOf, personIdOf } = demoClient(t)

beforeAll(async () => {
  await load()
})

describe('the demo data', () => {
  it('gives Eetu’s support decision and plan questions of their own, answered, not the start survey’s', async () => {
    const aino = await as('one-child')
    const list = (await call(aino, 'GET', `/api/citizen/child-documents?childId=${childOf('one-child', 'Eetu')}`))
      .body as { id: string; templateName: string }[]
    const byName = async (name: string) =>
      (await call(aino, 'GET', `/api/citizen/child-documents/${list.find((d) => d.templateName === name)!.id}`))
        .body as ChildDocumentDetails
    const decision = await byName('Päätös tuesta varhaiskasvatuksessa')
    const plan = await byName('Lapsen varhaiskasvatussuunnitelma')
    const survey = await byName('Varhaiskasvatuksen aloituskysely')
    const labels = (d: ChildDocumentDetails) => templateQuestions(d.template.content).map((q) => q.label)
    expect(labels(decision)).toContain('Tuen taso')
    expect(labels(decision).filter((l) => labels(survey).includes(l))).toEqual([])
    // The plan too
    expect(labels(plan)).toContain('Pedagogiset tavoitteet ja keinot')
    expect(labels(plan).filter((l) => labels(survey).includes(l))).toEqual([])
    expect(decision.content.answers).toContainEqual({
      questionId: 'level',
      type: 'RADIO_BUTTON_GROUP',
      answer: 'intensified',
    })
  })

  it('has Mikko’s statements created before they were sent, and handled after', async () => {
    const mikko = await personIdOf('three-children-1')
    const rows = await t.db
      .selectFrom('income_statement')
      .select(['status', 'created_at', 'sent_at', 'handled_at'])
      .where('person_id', '=', mikko)
      .execute()
    expect(rows.map((r) => r.status).sort()).toEqual(['DRAFT', 'HANDLED', 'SENT'])
    const now = Date.now()
    for (const r of rows) {
      if (r.sent_at) expect(r.created_at.getTime(), r.status).toBeLessThanOrEqual(r.sent_at.getTime())
      if (r.handled_at) {
        expect(r.handled_at.getTime()).toBeGreaterThanOrEqual(r.sent_at!.getTime())
        expect(r.handled_at.getTime()).toBeLessThanOrEqual(now)
      }
    }
  })
})
