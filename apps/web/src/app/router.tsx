import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from './guards/require-auth';
import { RequireProject } from './guards/require-project';
import { RootLayout } from './root-layout';

type PageModule = Record<string, ComponentType>;

/** Route modules load on demand, which keeps the initial bundle small. */
function page(load: () => Promise<PageModule>, name = 'default'): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      const Component = module[name];
      if (!Component) throw new Error(`Route module has no export ${name}`);
      return { Component };
    },
  };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, ...page(() => import('./routes/root-redirect')) },
      { path: 'login', ...page(() => import('./routes/login')) },
      { path: 'register', ...page(() => import('./routes/register')) },
      { path: 'forgot-password', ...page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', ...page(() => import('./routes/reset-password')) },
      { path: 'logout', ...page(() => import('./routes/logout')) },
      { path: 'auth0-callback', ...page(() => import('./routes/external-sign-in-callback')) },
      { path: 'pricing', ...page(() => import('./routes/pricing')) },
      { path: 'invitations/:inviteId', ...page(() => import('./routes/invitation')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'select-project', ...page(() => import('./routes/select-project')) },
          { path: 'billing/demo-checkout', ...page(() => import('./routes/demo-checkout')) },
          {
            ...page(() => import('./layout/app-shell'), 'AppShell'),
            children: [
              { path: 'projects', ...page(() => import('./routes/projects')) },
              {
                path: 'projects/:projectId/settings',
                ...page(() => import('./routes/project-settings')),
              },
              { path: 'settings', ...page(() => import('./routes/settings')) },
              { path: 'settings/billing', ...page(() => import('./routes/settings')) },
              { path: 'profile', element: <Navigate to="/settings?tab=profile" replace /> },
              {
                element: <RequireProject />,
                children: [
                  { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
                  { path: 'inboxes', ...page(() => import('./routes/inboxes')) },
                  { path: 'inboxes/:id', ...page(() => import('./routes/inbox-detail')) },
                  { path: 'emails', ...page(() => import('./routes/emails')) },
                  { path: 'documents', ...page(() => import('./routes/documents')) },
                  { path: 'documents/review', ...page(() => import('./routes/document-review')) },
                  { path: 'share-target', ...page(() => import('./routes/share-target')) },
                  { path: 'documents/:id', ...page(() => import('./routes/document-detail')) },
                  { path: 'folders', ...page(() => import('./routes/folders')) },
                  { path: 'contacts', ...page(() => import('./routes/contacts')) },
                  { path: 'contacts/:id', ...page(() => import('./routes/contact-detail')) },
                  {
                    path: 'projects/:projectId/documents',
                    ...page(() => import('./routes/documents')),
                  },
                  {
                    path: 'projects/:projectId/contacts',
                    ...page(() => import('./routes/contacts')),
                  },
                  { path: 'exports', ...page(() => import('./routes/exports')) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]);
