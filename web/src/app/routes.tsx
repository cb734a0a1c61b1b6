import { matchPath, Navigate, type RouteObject } from 'react-router'
import { Shell } from './shell/shell'
import { RequireAuth, PublicOnly, RootRedirect } from './guards'
import { NotFoundPage } from '../shared/not-found-page'
import { lazyPage } from './lazy-page'

// Each page is its own chunk: the login page must not load what the logged-in pages need.
const LoginPage = lazyPage(() => import('../features/login/login-page'))
const WeakLoginPage = lazyPage(() => import('../features/login/weak-login-page'))
const AccessibilityPage = lazyPage(() => import('../features/accessibility/accessibility-page'))
const MapPage = lazyPage(() => import('../features/map/map-page'))
const ApplicationsPage = lazyPage(() => import('../features/applications/applications-page'))
const NewApplicationPage = lazyPage(() => import('../features/applications/new-application-page'))
const ApplicationViewPage = lazyPage(() => import('../features/applications/application-view-page'))
const ApplicationEditorPage = lazyPage(() => import('../features/applications/editor/application-editor-page'))
const EditorMetadata = lazyPage(() => import('../features/applications/application-metadata'))
const DecisionsPage = lazyPage(() => import('../features/decisions/decisions-page'))
const ApplicationDecisionsPage = lazyPage(() => import('../features/decisions/application-decisions-page'))
const AssistanceDecisionPage = lazyPage(() => import('../features/decisions/assistance-decision-page'))
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
            <NotFoundPage />
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
