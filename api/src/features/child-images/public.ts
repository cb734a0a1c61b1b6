/**
 * What other features may use of the child images: the citizen's children's image ids as a SQL
 * fragment, so the calendar's page stays one statement (its CalendarChild.imageId).
 */
export { childImageIdsQuery } from './queries'
