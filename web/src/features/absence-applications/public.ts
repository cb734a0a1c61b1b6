/** What other features may use of the absence applications: the child page's section. */
export { AbsenceApplicationsSection } from './section'
export { texts as absenceApplicationTexts } from './i18n/texts'
export { useAbsenceApplicationTexts } from './i18n'
