import { matchPath, Navigate, type RouteObject } from 'react-router'
import { Shell } from './shell/shell'
import { RequireAuth, PublicOnly, RootRedirect } from './guards'
import { NotFoundPage } from '../shared/not-found-page'
import { currentLanguage, type Lang } from '../i18n'
import { lazyPage } from './lazy-page'

// Each page is its own chunk: the login page must not load what the logged-in pages need.
const LoginPage = lazyPage(() => import('../features/auth/login-page'))
const WeakLoginPage = lazyPage(() => import('../features/auth/weak-login-page'))
const AccessibilityPage = lazyPage(() => import('../features/accessibility/accessibility-page'))
const MapPage = lazyPage(() => import('../features/map/map-page'))
// A feature's texts in the language in use, asked with the page's chunk: its code would ask for
// them only after the chunk and the chunks it imports had arrived (the same modules as the
// loaders in the features' i18n/index.ts, so each arrives once)
const texts = (loaders: Record<Lang, () => Promise<unknown>>) => () => loaders[currentLanguage()]()
const metadataTexts = texts({
  fi: () => import('../features/process-metadata/i18n/fi'),
  sv: () => import('../features/process-metadata/i18n/sv'),
  en: () => import('../features/process-metadata/i18n/en'),
})
const applicationTexts = texts({
  fi: () => Promise.all([import('../features/applications/i18n/fi'), metadataTexts()]),
  sv: () => Promise.all([import('../features/applications/i18n/sv'), metadataTexts()]),
  en: () => Promise.all([import('../features/applications/i18n/en'), metadataTexts()]),
})
const decisionTexts = texts({
  fi: () => Promise.all([import('../features/decisions/i18n/fi'), metadataTexts()]),
  sv: () => Promise.all([import('../features/decisions/i18n/sv'), metadataTexts()]),
  en: () => Promise.all([import('../features/decisions/i18n/en'), metadataTexts()]),
})
const ApplicationsPage = lazyPage(() => import('../features/applications/applications-page'), applicationTexts)
const NewApplicationPage = lazyPage(() => import('../features/applications/new-application-page'), applicationTexts)
const ApplicationViewPage = lazyPage(() => import('../features/applications/application-view-page'), applicationTexts)
const ApplicationEditorPage = lazyPage(
  () => import('../features/applications/editor/application-editor-page'),
  applicationTexts,
)
const EditorMetadata = lazyPage(() => import('../features/applications/application-metadata'))
const calendarTexts = texts({
  fi: () => import('../features/calendar/i18n/fi'),
  sv: () => import('../features/calendar/i18n/sv'),
  en: () => import('../features/calendar/i18n/en'),
})
const CalendarPage = lazyPage(() => import('../features/calendar/calendar-page'), calendarTexts)
const DecisionsPage = lazyPage(() => import('../features/decisions/decisions-page'), decisionTexts)
const ApplicationDecisionsPage = lazyPage(
  () => import('../features/decisions/application-decisions-page'),
  decisionTexts,
)
const AssistanceDecisionPage = lazyPage(() => import('../features/decisions/assistance-decision-page'), decisionTexts)
const PreschoolAssistanceDecisionPage = lazyPage(() =>
  import('../features/decisions/assistance-decision-page').then((m) => ({
    default: m.PreschoolAssistanceDecisionPage,
  })),
)

/**
 * The pages whose chunk main.tsx asks for together with the login check, when the address is
 * theirs (first match wins; the route table below decides what is shown).
 */
const preloads: [string, { preload: () => Promise<unknown> }][] = [
  ['/login', LoginPage],
  ['/login/form', WeakLoginPage],
  ['/accessibility', AccessibilityPage],
  ['/map', MapPage],
  ['/calendar', CalendarPage],
  ['/applications', ApplicationsPage],
  ['/applications/new/:childId', NewApplicationPage],
  ['/applications/:applicationId', ApplicationViewPage],
  ['/applications/:applicationId/edit', ApplicationEditorPage],
  ['/decisions', DecisionsPage],
  ['/decisions/by-application/:applicationId', ApplicationDecisionsPage],
  ['/decisions/assistance/:id', AssistanceDecisionPage],
  ['/decisions/assistance-preschool/:id', PreschoolAssistanceDecisionPage],
]

export function preloadPage(pathname: string): void {
  const match = preloads.find(([pattern]) => matchPath(pattern, pathname))
  match?.[1].preload().catch(() => {
    // the page's own load shows the failure
  })
}

/**
 * Routes whose pages arrive with later capabilities: their access rules (spec 000 route table)
 * already apply, and until the page exists they show the not-found screen.
 */
const strong = (path: string): RouteObject => ({
  path,
  element: (
    <RequireAuth level="STRONG">
      <NotFoundPage />
    </RequireAuth>
  ),
})
const weak = (path: string): RouteObject => ({
  path,
  element: (
    <RequireAuth level="WEAK">
      <NotFoundPage />
    </RequireAuth>
  ),
})

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: 'login/form',
        element: (
          <PublicOnly>
            <WeakLoginPage />
          </PublicOnly>
        ),
      },
      { path: 'accessibility', element: <AccessibilityPage /> },
      { path: 'map', element: <MapPage /> },
      {
        path: 'calendar',
        element: (
          <RequireAuth level="WEAK" feature="reservations">
            <CalendarPage />
          </RequireAuth>
        ),
      },
      weak('messages'),
      weak('messages/:threadId'),
      weak('personal-details'),
      weak('children'),
      weak('children/:childId'),
      weak('children/:childId/*'),
      {
        path: 'applications',
        element: (
          <RequireAuth level="STRONG">
            <ApplicationsPage />
          </RequireAuth>
        ),
      },
      { path: 'applications/new', element: <Navigate to="/applications" replace /> },
      {
        path: 'applications/new/:childId',
        element: (
          <RequireAuth level="STRONG">
            <NewApplicationPage />
          </RequireAuth>
        ),
      },
      {
        path: 'applications/:applicationId',
        element: (
          <RequireAuth level="STRONG">
            <ApplicationViewPage />
          </RequireAuth>
        ),
      },
      {
        path: 'applications/:applicationId/edit',
        element: (
          <RequireAuth level="STRONG">
            <ApplicationEditorPage />
            <EditorMetadata />
          </RequireAuth>
        ),
      },
      {
        path: 'decisions',
        element: (
          <RequireAuth level="STRONG">
            <DecisionsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'decisions/by-application/:applicationId',
        element: (
          <RequireAuth level="STRONG">
            <ApplicationDecisionsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'decisions/assistance/:id',
        element: (
          <RequireAuth level="STRONG">
            <AssistanceDecisionPage />
          </RequireAuth>
        ),
      },
      {
        path: 'decisions/assistance-preschool/:id',
        element: (
          <RequireAuth level="STRONG">
            <PreschoolAssistanceDecisionPage />
          </RequireAuth>
        ),
      },
      strong('decisions/*'),
      strong('income'),
      strong('income/*'),
      strong('child-income/*'),
      strong('child-documents/:id'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
