import { lazy } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { Shell } from './shell/shell'
import { RequireAuth, PublicOnly, RootRedirect } from './guards'
import { NotFoundPage } from '../shared/not-found-page'

// Each page is its own chunk: the login page must not load what the logged-in pages need.
const LoginPage = lazy(() => import('../features/login/login-page'))
const WeakLoginPage = lazy(() => import('../features/login/weak-login-page'))
const AccessibilityPage = lazy(() => import('../features/accessibility/accessibility-page'))
const MapPage = lazy(() => import('../features/map/map-page'))
const ApplicationsPage = lazy(() => import('../features/applications/applications-page'))
const NewApplicationPage = lazy(() => import('../features/applications/new-application-page'))
const ApplicationViewPage = lazy(() => import('../features/applications/application-view-page'))
const ApplicationEditorPage = lazy(() => import('../features/applications/editor/application-editor-page'))
const EditorMetadata = lazy(() => import('../features/applications/application-metadata'))
const CalendarPage = lazy(() => import('../features/calendar/calendar-page'))
const DecisionsPage = lazy(() => import('../features/decisions/decisions-page'))
const ApplicationDecisionsPage = lazy(() => import('../features/decisions/application-decisions-page'))
const AssistanceDecisionPage = lazy(() => import('../features/decisions/assistance-decision-page'))
const PreschoolAssistanceDecisionPage = lazy(() =>
  import('../features/decisions/assistance-decision-page').then((m) => ({
    default: m.PreschoolAssistanceDecisionPage,
  })),
)

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
