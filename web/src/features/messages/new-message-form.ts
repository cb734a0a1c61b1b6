/** The new message as the editor holds it (and keeps through an expired session) */
export interface NewMessageForm {
  children: string[]
  recipients: string[]
  title: string
  content: string
  attachments: { id: string; name: string }[]
}

const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** A kept draft still of this shape (an older version's draft is ignored) */
export function isNewMessageForm(v: unknown): v is NewMessageForm {
  if (typeof v !== 'object' || v === null) return false
  const f = v as Record<string, unknown>
  return (
    strings(f.children) &&
    strings(f.recipients) &&
    typeof f.title === 'string' &&
    typeof f.content === 'string' &&
    Array.isArray(f.attachments) &&
    f.attachments.every(
      (a) => typeof (a as { id?: unknown })?.id === 'string' && typeof (a as { name?: unknown })?.name === 'string',
    )
  )
}
