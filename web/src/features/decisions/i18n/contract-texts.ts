import {
  assistanceDecisionLabels,
  assistanceDecisionStatusNames,
  assistanceLevelNames,
  basisDocumentNames,
  decisionStatusNames,
  decisionTypeNames,
  financeDecisionTypeNames,
  preschoolAssistanceTypeNames,
  serviceOptionNames,
  structuralOptionNames,
} from '@citizen/contract/web'
import type { Lang } from '../../../i18n/language'

/** The texts the decision pages share with the PDFs (`contract/src/texts`), in one language, shaped as the dictionary's parts */
export function contractTexts(lang: Lang) {
  const labels = assistanceDecisionLabels[lang]
  return {
    financeTypes: financeDecisionTypeNames[lang],
    decisionTypes: decisionTypeNames[lang],
    decisionStatuses: decisionStatusNames[lang],
    assistance: {
      title: labels.title,
      preschoolTitle: labels.preschoolTitle,
      levels: labels.levels,
      validity: labels.validity,
      unit: labels.unit,
      status: labels.status,
      type: labels.type,
      annulmentReason: labels.annulmentReason,
      statuses: assistanceDecisionStatusNames[lang],
      levelNames: assistanceLevelNames[lang],
      preschoolTypes: preschoolAssistanceTypeNames[lang],
    },
    assistanceDecision: {
      ...labels,
      structuralOptions: structuralOptionNames[lang],
      serviceOptions: serviceOptionNames[lang],
      basisDocumentOptions: basisDocumentNames[lang],
    },
  }
}
