import type { IncomeAttachmentType } from '@citizen/contract/web'
import type { IncomeStatementTexts } from './i18n'

// Apart from attachment-uploads.tsx: the read view names the types without the form's code
/** The name of an attachment type: an other income type's attachment is named by the income */
export function attachmentName(t: IncomeStatementTexts, type: IncomeAttachmentType): string {
  return type in t.attachmentTypes
    ? t.attachmentTypes[type as keyof IncomeStatementTexts['attachmentTypes']]
    : t.otherIncomeTypes[type as keyof IncomeStatementTexts['otherIncomeTypes']]
}

/** The upload controls' types in order, each once (required first, then those with files, then OTHER) */
export function uniqueTypes(types: IncomeAttachmentType[]): IncomeAttachmentType[] {
  return types.filter((type, i) => types.indexOf(type) === i)
}
