import { Navigate, useNavigate, useSearchParams, Link } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ExternalSignInButton } from '@/features/auth/components/external-sign-in-button';
import { FormAlert } from '@/features/auth/components/form-alert';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth/auth-context';
import { safeRedirect } from '../guards/redirect-target';

const ERROR_MESSAGES: Record<string, string> = {
  auth0_failed: 'Authentication failed. Please try again.',
  exchange_failed: 'Failed to complete sign in. Please try again.',
};

export default function LoginPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/select-project');
  const errorMessage = ERROR_MESSAGES[params.get('error') ?? ''];

  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Log in to your Papertray account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to={`/register${params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
            className="font-medium text-primary hover:underline"
          >
            Register
          </Link>
        </>
      }
    >
      {errorMessage && (
        <div className="mb-5">
          <FormAlert>{errorMessage}</FormAlert>
        </div>
      )}
      <LoginForm onSuccess={() => void navigate(redirect, { replace: true })} />
      <ExternalSignInButton returnTo={params.get('redirect') ? redirect : undefined} />
    </AuthLayout>
  );
}
