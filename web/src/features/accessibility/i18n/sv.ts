import type { AccessibilityTexts } from './fi'

export const sv: AccessibilityTexts = {
  title: 'Tillgänglighetsutlåtande',
  intro:
    'Detta tillgänglighetsutlåtande gäller Exempelby stads e-tjänst för småbarnspedagogik. Tjänsten omfattas av lagen om tillhandahållande av digitala tjänster, som förutsätter att offentliga webbtjänster ska vara tillgängliga.',
  statusTitle: 'Tjänstens tillgänglighetsstatus',
  status: 'Tjänsten uppfyller tillgänglighetskraven (WCAG 2.1, nivå AA) delvis. De kända bristerna räknas upp nedan.',
  problemsTitle: 'Innehåll som inte är tillgängligt',
  problems: [
    'På kartan visas enheternas läge endast visuellt; samma enheter kan läsas i listan bredvid kartan.',
    'En del av bilagorna som användarna laddat upp (till exempel skannade intyg) kan inte läsas med skärmläsare.',
    'PDF-filer för beslut och dokument som personalen gjort är inte nödvändigtvis helt tillgängliga.',
  ],
  dateTitle: 'Hur utlåtandet har utarbetats',
  date: 'Detta utlåtande har utarbetats 12.4.2022. Tjänstens tillgänglighet har bedömts genom självutvärdering.',
  feedbackTitle: 'Respons och kontaktuppgifter',
  feedback: 'Om du märker brister i tillgängligheten, berätta det för oss. Vi svarar inom 14 dagar.',
  feedbackLink: 'Ge respons om tillgängligheten',
  enforcementTitle: 'Tillsynsmyndighet',
  enforcement:
    'Om du märker problem med tillgängligheten, ge först respons till webbplatsens administratör. Det kan ta 14 dagar att få svar. Om du inte är nöjd med svaret eller inte får något svar inom två veckor, kan du göra en anmälan till Regionförvaltningsverket i Södra Finland.',
  enforcementLink: 'Regionförvaltningsverket i Södra Finlands tillgänglighetstillsyn',
}
