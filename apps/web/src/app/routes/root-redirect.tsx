import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';

export default function RootRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/login'} replace />;
}
