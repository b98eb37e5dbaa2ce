import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { setSessionExpiredHandler } from '@/lib/api';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ProjectProvider } from '@/lib/projects/project-provider';
import { useSystemThemeSync } from '@/lib/theme';
import { InstallBanner } from './layout/install-banner';

/** Providers that need the router (navigation on session expiry) wrap every route. */
export function RootLayout() {
  const navigate = useNavigate();
  useSystemThemeSync();

  useEffect(() => {
    setSessionExpiredHandler(() => void navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <AuthProvider>
      <ProjectProvider>
        <Outlet />
        <InstallBanner />
        <Toaster />
      </ProjectProvider>
    </AuthProvider>
  );
}
