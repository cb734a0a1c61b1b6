/** What other features may use of the service applications: the child page's section and its texts */
export { ServiceApplicationsSection, type ServiceApplicationSentState } from './sections'
export { texts as serviceApplicationTexts } from './i18n/texts'
export { useServiceApplicationTexts } from './i18n'
