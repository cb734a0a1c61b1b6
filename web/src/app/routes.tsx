import type { ComponentType, ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath, Navigate, type RouteObject } from 'react-router'
import type { CitizenFeatures } from '@citizen/contract/web'
import { Shell } from './shell/shell'
import { RequireAuth, PublicOnly, RootRedirect } from './guards'
import { NotFoundPage } from '../shared/not-found-page'
import type { FeatureTexts } from '../i18n/feature-texts'
import { lazyComponent } from '../shared/lazy-component'
import { texts as accessibilityTexts } from '../features/accessibility/i18n/texts'
import { texts as applicationTexts } from '../features/applications/i18n/texts'
import { texts as calendarTexts } from '../features/calendar/i18n/texts'
import { eventTexts as calendarEventTexts } from '../features/calendar/i18n/events-texts'
import { texts as childTexts } from '../features/children/i18n/texts'
import { texts as decisionTexts } from '../features/decisions/i18n/texts'
import { texts as documentTexts } from '../features/documents/i18n/texts'
import { texts as incomeTexts } from '../features/income-statements/i18n/texts'
import { texts as absenceApplicationTexts } from '../features/absence-applications/i18n/texts'
import { webConfig } from '../shared/config'
import { texts as mapTexts } from '../features/map/i18n/texts'
import { texts as messageTexts } from '../features/messages/i18n/texts'
import { texts as metadataTexts } from '../features/process-metadata/i18n/texts'
import { texts as personalDataTexts } from '../features/personal-data/i18n/texts'
import { texts as serviceApplicationTexts } from '../features/service-applications/i18n/texts'

type Module = Promise<{ default: ComponentType }>

interface Page {
  /** The address (react-router pattern, without the leading slash) */
  path: string
  /** The page's own chunk: the login page must not load what the logged-in pages need */
  page: () => Module
  /** Who may open it: anyone (default), only a visitor not logged in, or a login level */
  access?: 'anyone' | 'loggedOut' | { level: 'WEAK' | 'STRONG'; feature?: keyof CitizenFeatures }
  /** The feature texts the page reads, asked with its chunk (its code would ask only once loaded) */
  texts?: FeatureTexts<unknown>[]
  /** A part in a chunk of its own shown below the page, loaded when the page renders */
  below?: () => Module
}

const strong = { level: 'STRONG' } as const
const decisionPage = { access: strong, texts: [decisionTexts, metadataTexts] }
const applicationPage = { access: strong, texts: [applicationTexts, metadataTexts] }
const incomePage = { access: strong, texts: [incomeTexts] }

/**
 * Every built page, once: the routes, the lazy chunks, the feature texts asked with them and the
 * preload main.tsx starts for the address being opened (the first row that matches) come from here.
 */
const pages: Page[] = [
  { path: 'login', page: () => import('../features/auth/login-page'), access: 'loggedOut' },
  { path: 'login/form', page: () => import('../features/auth/weak-login-page'), access: 'loggedOut' },
  {
    path: 'accessibility',
    page: () => import('../features/accessibility/accessibility-page'),
    texts: [accessibilityTexts],
  },
  { path: 'map', page: () => import('../features/map/map-page'), texts: [mapTexts] },
  {
    path: 'calendar',
    page: () => import('../features/calendar/calendar-page'),
    access: { level: 'WEAK', feature: 'reservations' },
    // The documents' texts: the notice of a document to fill in (features/documents/unanswered-notice.tsx)
    texts: [calendarTexts, documentTexts, calendarEventTexts],
  },
  {
    // One row for the list and the open thread: the same page shows both
    path: 'messages/:threadId?',
    page: () => import('../features/messages/messages-page'),
    access: { level: 'WEAK', feature: 'messages' },
    texts: [messageTexts],
  },
  {
    // #notifications scrolls to the notification settings
    path: 'personal-details',
    page: () => import('../features/personal-data/personal-data-page'),
    access: { level: 'WEAK' },
    // The calendar subscription's texts (features/calendar/subscription-section.tsx)
    texts: [personalDataTexts, calendarEventTexts],
  },
  {
    path: 'children/:childId',
    page: () => import('../features/children/child-page'),
    access: { level: 'WEAK' },
    texts: [childTexts, documentTexts, serviceApplicationTexts, absenceApplicationTexts],
  },
  // spec 001: only when the service applications flag is on (off, the address is not found)
  ...(webConfig.serviceApplications
    ? [
        {
          path: 'children/:childId/service-application',
          page: () => import('../features/service-applications/service-application-page'),
          access: strong,
          texts: [serviceApplicationTexts],
        },
      ]
    : []),
  // Only with the absenceApplications setting on (spec 001 route table); off, the address is not found
  ...(webConfig.absenceApplications
    ? [
        {
          path: 'children/:childId/absence-application',
          page: () => import('../features/absence-applications/absence-application-page'),
          access: { level: 'WEAK' },
          texts: [absenceApplicationTexts],
        } satisfies Page,
      ]
    : []),
  { path: 'applications', page: () => import('../features/applications/applications-page'), ...applicationPage },
  {
    path: 'applications/new/:childId',
    page: () => import('../features/applications/new-application-page'),
    ...applicationPage,
  },
  {
    path: 'applications/:applicationId',
    page: () => import('../features/applications/application-view-page'),
    ...applicationPage,
  },
  {
    path: 'applications/:applicationId/edit',
    page: () => import('../features/applications/editor/application-editor-page'),
    below: () => import('../features/applications/application-metadata'),
    ...applicationPage,
    // The unit map and its language filter
    texts: [applicationTexts, metadataTexts, mapTexts],
  },
  { path: 'decisions', page: () => import('../features/decisions/decisions-page'), ...decisionPage },
  {
    path: 'decisions/by-application/:applicationId',
    page: () => import('../features/decisions/application-decisions-page'),
    ...decisionPage,
  },
  {
    path: 'decisions/assistance/:id',
    page: () => import('../features/decisions/assistance-decision-page'),
    ...decisionPage,
  },
  {
    path: 'decisions/assistance-preschool/:id',
    page: () =>
      import('../features/decisions/assistance-decision-page').then((m) => ({
        default: m.PreschoolAssistanceDecisionPage,
      })),
    ...decisionPage,
  },
  {
    path: 'child-documents/:id',
    page: () => import('../features/documents/child-document-page'),
    access: strong,
    texts: [documentTexts],
  },
  { path: 'income', page: () => import('../features/income-statements/income-statements-page'), ...incomePage },
  {
    // "new" as the id: a statement not saved yet
    path: 'income/:incomeStatementId/edit',
    page: () => import('../features/income-statements/income-statement-editor-page'),
    ...incomePage,
  },
  {
    // ?update=true: a sent statement's other info and attachments open for adding details
    path: 'income/:incomeStatementId',
    page: () => import('../features/income-statements/income-statement-view-page'),
    ...incomePage,
  },
  {
    path: 'child-income/:childId/:incomeStatementId/edit',
    page: () => import('../features/income-statements/child-income-statement-editor-page'),
    ...incomePage,
  },
  {
    path: 'child-income/:childId/:incomeStatementId',
    page: () => import('../features/income-statements/income-statement-view-page'),
    ...incomePage,
  },
]

/**
 * Addresses whose pages arrive with later capabilities: their access rules (spec 000 route table)
 * already apply, and until the page exists they show the not-found screen.
 */
const notBuiltYet: Record<'WEAK' | 'STRONG', string[]> = {
  WEAK: ['children', 'children/:childId/*'],
  STRONG: ['decisions/*', 'income/*', 'child-income/*'],
}

const lazyPages = pages.map((p) => {
  const texts = p.texts ?? []
  const Page = lazyComponent(p.page, texts.length ? () => Promise.all(texts.map((t) => t.preload())) : undefined)
  const Below = p.below && lazyComponent(p.below)
  return { ...p, Page, Below }
})

function guarded(access: Page['access'], element: ReactNode): ReactNode {
  if (access === undefined || access === 'anyone') return element
  if (access === 'loggedOut') return <PublicOnly>{element}</PublicOnly>
  return (
    <RequireAuth level={access.level} feature={access.feature}>
      {element}
    </RequireAuth>
  )
}

/**
 * Starts loading the chunk and texts of the page at `pathname` (main.tsx, before the first render),
 * and then its data where the page's module says what it reads first (`prefetch`), once the login
 * check has said there is a session (a 401 would lead to the root, losing the page's address)
 */
export function preloadPage(pathname: string, queryClient: QueryClient, loggedIn: Promise<boolean>): void {
  const match = lazyPages.find((p) => matchPath(`/${p.path}`, pathname))
  if (!match) return
  Promise.all([match.Page.preload(), loggedIn])
    .then(([page, session]) => {
      if (session) (page as { prefetch?: (client: QueryClient) => void }).prefetch?.(queryClient)
    })
    .catch(() => {
      // the page's own load shows the failure
    })
}

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'applications/new', element: <Navigate to="/applications" replace /> },
      ...lazyPages.map(({ path, access, Page, Below }) => ({
        path,
        element: guarded(
          access,
          <>
            <Page />
            {Below && <Below />}
          </>,
        ),
      })),
      ...(['WEAK', 'STRONG'] as const).flatMap((level) =>
        notBuiltYet[level].map((path) => ({ path, element: guarded({ level }, <NotFoundPage />) })),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
