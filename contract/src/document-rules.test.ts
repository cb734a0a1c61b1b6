import { describe, expect, it } from 'vitest'
import {
  answersInTemplateOrder,
  answerText,
  badgeStatus,
  childDocumentPath,
  documentContentErrors,
  emptyAnswer,
  isAnswered,
  needsReadMore,
  nextStatus,
  QUESTION_TYPES,
  type TemplateContent,
} from './document-rules'

const template: TemplateContent = {
  sections: [
    {
      id: 's',
      label: 'S',
      infoText: '',
      questions: [
        { id: 't', type: 'TEXT', label: 'T', infoText: '', multiline: false },
        { id: 'c', type: 'CHECKBOX', label: 'C', infoText: '' },
        {
          id: 'g',
          type: 'CHECKBOX_GROUP',
          label: 'G',
          infoText: '',
          options: [
            { id: 'a', label: 'A', withText: false },
            { id: 'b', label: 'B', withText: true },
          ],
        },
        { id: 'r', type: 'RADIO_BUTTON_GROUP', label: 'R', infoText: '', options: [{ id: 'x', label: 'X' }] },
        { id: 'st', type: 'STATIC_TEXT_DISPLAY', label: 'ST', infoText: '', text: 'Info' },
        { id: 'd', type: 'DATE', label: 'D', infoText: '' },
        {
          id: 'f',
          type: 'GROUPED_TEXT_FIELDS',
          label: 'F',
          infoText: '',
          fieldLabels: ['n', 'p'],
          allowMultipleRows: false,
        },
      ],
    },
  ],
}

describe('document rules', () => {
  it('steps through each type’s statuses', () => {
    expect(nextStatus('CITIZEN_BASIC', 'CITIZEN_DRAFT')).toBe('COMPLETED')
    expect(nextStatus('CITIZEN_BASIC', 'DRAFT')).toBe('CITIZEN_DRAFT')
    expect(nextStatus('VASU', 'DRAFT')).toBe('PREPARED')
    expect(nextStatus('OTHER', 'COMPLETED')).toBeNull()
    expect(nextStatus('OTHER', 'CITIZEN_DRAFT')).toBeNull()
  })

  it('lets a decision’s status override the document’s in the badge', () => {
    expect(badgeStatus('COMPLETED', { status: 'REJECTED' })).toBe('REJECTED')
    expect(badgeStatus('CITIZEN_DRAFT', null)).toBe('CITIZEN_DRAFT')
  })

  it('accepts empty answers of every type and refuses answers off the template', () => {
    const empty = { answers: answersInTemplateOrder(template, { answers: [] }) }
    // The template asks one question of each type, in QUESTION_TYPES' order
    expect(empty.answers.map((a) => a.type)).toEqual([...QUESTION_TYPES])
    expect(documentContentErrors(template, empty)).toEqual([])
    const errors = documentContentErrors(template, {
      answers: [
        { questionId: 'zz', type: 'TEXT', answer: '' },
        { questionId: 't', type: 'CHECKBOX', answer: true },
        { questionId: 'g', type: 'CHECKBOX_GROUP', answer: [{ optionId: 'a', extra: 'no text here' }] },
        { questionId: 'r', type: 'RADIO_BUTTON_GROUP', answer: 'y' },
        { questionId: 'd', type: 'DATE', answer: '2026-02-30' },
        {
          questionId: 'f',
          type: 'GROUPED_TEXT_FIELDS',
          answer: [
            ['a', 'b'],
            ['c', 'd'],
          ],
        },
        { questionId: 'c', type: 'CHECKBOX', answer: true },
        { questionId: 'c', type: 'CHECKBOX', answer: false },
      ],
    })
    expect(errors).toEqual([
      { questionId: 'zz', error: 'unknownQuestion' },
      { questionId: 't', error: 'wrongType' },
      { questionId: 'g', error: 'unknownOption' },
      { questionId: 'r', error: 'unknownOption' },
      { questionId: 'd', error: 'invalidDate' },
      { questionId: 'f', error: 'rows' },
      { questionId: 'c', error: 'duplicate' },
    ])
    expect(
      documentContentErrors(template, { answers: [{ questionId: 't', type: 'TEXT', answer: 'x'.repeat(10_001) }] }),
    ).toEqual([{ questionId: 't', error: 'tooLong' }])
  })

  it('writes answers as text for the PDF', () => {
    const q = template.sections[0]!.questions
    const yesNo = { yes: 'Kyllä', no: 'Ei' }
    expect(
      answerText(q[2]!, { questionId: 'g', type: 'CHECKBOX_GROUP', answer: [{ optionId: 'b', extra: 'viro' }] }, yesNo),
    ).toBe('B: viro')
    expect(answerText(q[1]!, { questionId: 'c', type: 'CHECKBOX', answer: true }, yesNo)).toBe('Kyllä')
    expect(answerText(q[4]!, emptyAnswer(q[4]!), yesNo)).toBe('Info')
    expect(answerText(q[6]!, { questionId: 'f', type: 'GROUPED_TEXT_FIELDS', answer: [['Mummo', '040']] }, yesNo)).toBe(
      'Mummo, 040',
    )
  })

  it('builds the view’s address and the read-more rule', () => {
    expect(childDocumentPath('abc', { returnTo: 'calendar', readOnly: false })).toBe(
      '/child-documents/abc?returnTo=calendar&readOnly=false',
    )
    expect(childDocumentPath('abc')).toBe('/child-documents/abc')
    expect(needsReadMore('x'.repeat(50), 1)).toBe(false)
    expect(needsReadMore('x'.repeat(51), 1)).toBe(true)
    expect(needsReadMore('x'.repeat(151), 3)).toBe(true)
  })

  it('tells an answered question from an empty one', () => {
    const empty = answersInTemplateOrder(template, { answers: [] })
    expect(empty.some(isAnswered)).toBe(false)
    expect(isAnswered({ questionId: 't', type: 'TEXT', answer: '  ' })).toBe(false)
    expect(isAnswered({ questionId: 't', type: 'TEXT', answer: 'x' })).toBe(true)
    expect(isAnswered({ questionId: 'c', type: 'CHECKBOX', answer: true })).toBe(true)
    expect(isAnswered({ questionId: 'g', type: 'CHECKBOX_GROUP', answer: [{ optionId: 'a', extra: '' }] })).toBe(true)
    expect(isAnswered({ questionId: 'r', type: 'RADIO_BUTTON_GROUP', answer: 'x' })).toBe(true)
    expect(isAnswered({ questionId: 'd', type: 'DATE', answer: '2026-12-15' })).toBe(true)
    expect(isAnswered({ questionId: 'f', type: 'GROUPED_TEXT_FIELDS', answer: [['', ' ']] })).toBe(false)
    expect(isAnswered({ questionId: 'f', type: 'GROUPED_TEXT_FIELDS', answer: [['', 'p']] })).toBe(true)
  })
})
