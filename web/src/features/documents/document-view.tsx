import { formatDate, type AnsweredQuestion, type TemplateContent, type TemplateQuestion } from '@citizen/contract/web'
import type { DocumentTexts } from './i18n'
import styles from './documents.module.css'

/** The template's sections with the answers, read only (the preview and a sent document) */
export function DocumentView({
  template,
  answers,
  t,
}: {
  template: TemplateContent
  answers: AnsweredQuestion[]
  t: DocumentTexts
}) {
  const byId = new Map(answers.map((a) => [a.questionId, a]))
  return (
    <>
      {template.sections.map((s) => (
        <section key={s.id} className={styles.section}>
          <h2>{s.label}</h2>
          {s.infoText && <p className={styles.info}>{s.infoText}</p>}
          {s.questions.map((q) => (
            <div key={q.id} className={styles.question}>
              <h3>{q.label}</h3>
              {q.infoText && <p className={styles.info}>{q.infoText}</p>}
              <Answer question={q} answer={byId.get(q.id)} t={t} />
            </div>
          ))}
        </section>
      ))}
    </>
  )
}

function Answer({
  question: q,
  answer: a,
  t,
}: {
  question: TemplateQuestion
  answer?: AnsweredQuestion
  t: DocumentTexts
}) {
  if (q.type === 'STATIC_TEXT_DISPLAY') return <p className={styles.answer}>{q.text}</p>
  if (!a || a.type !== q.type) return <p className={styles.answer}>{t.noAnswer}</p>
  switch (a.type) {
    case 'TEXT':
      return <p className={styles.answer}>{a.answer.trim() || t.noAnswer}</p>
    case 'CHECKBOX':
      return <p className={styles.answer}>{a.answer ? t.yes : t.no}</p>
    case 'CHECKBOX_GROUP': {
      if (q.type !== 'CHECKBOX_GROUP' || a.answer.length === 0) return <p className={styles.answer}>{t.noAnswer}</p>
      return (
        <ul className={styles.list}>
          {a.answer.map((o) => {
            const label = q.options.find((x) => x.id === o.optionId)?.label ?? o.optionId
            return <li key={o.optionId}>{o.extra ? `${label}: ${o.extra}` : label}</li>
          })}
        </ul>
      )
    }
    case 'RADIO_BUTTON_GROUP':
      return (
        <p className={styles.answer}>
          {(q.type === 'RADIO_BUTTON_GROUP' && q.options.find((o) => o.id === a.answer)?.label) || t.noAnswer}
        </p>
      )
    case 'DATE':
      return <p className={styles.answer}>{a.answer ? formatDate(a.answer) : t.noAnswer}</p>
    case 'GROUPED_TEXT_FIELDS': {
      const rows = a.answer.filter((row) => row.some((v) => v.trim() !== ''))
      if (q.type !== 'GROUPED_TEXT_FIELDS' || rows.length === 0) return <p className={styles.answer}>{t.noAnswer}</p>
      return (
        <ul className={styles.list}>
          {rows.map((row, i) => (
            <li key={i}>{row.map((v, j) => `${q.fieldLabels[j] ?? ''}: ${v}`).join(', ')}</li>
          ))}
        </ul>
      )
    }
    default:
      return null
  }
}
