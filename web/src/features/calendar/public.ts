/** What other features may use of the calendar feature: the calendar subscription (personal details) */
export { SubscriptionSection } from './subscription-section'
export { eventTexts as calendarEventTexts } from './i18n/events-texts'
