import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Sign-in guard: anonymous users go to /login?redirect=<where they wanted to go>; right after
 * logging out, to the logged-out page.
 */
export function RequireAuth() {
  const { status, loggedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') {
    if (loggedOut) return <Navigate to="/logout" replace />;
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
