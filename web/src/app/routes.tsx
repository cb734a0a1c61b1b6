import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { Shell } from './shell/shell'
import { RequireAuth, PublicOnly, RootRedirect } from './guards'
import { NotFoundPage } from './not-found-page'

// Each page is its own chunk: the login page must not load what the logged-in pages need.
const LoginPage = lazy(() => import('../features/login/login-page'))
const WeakLoginPage = lazy(() => import('../features/login/weak-login-page'))
const AccessibilityPage = lazy(() => import('../features/accessibility/accessibility-page'))
const MapPage = lazy(() => import('../features/map/map-page'))

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
      { path: 'login', element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: 'login/form', element: <PublicOnly><WeakLoginPage /></PublicOnly> },
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
      strong('applications'),
      strong('applications/*'),
      strong('decisions'),
      strong('decisions/*'),
      strong('income'),
      strong('income/*'),
      strong('child-income/*'),
      strong('child-documents/:id'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
