import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ExternalSignInButton } from '@/features/auth/components/external-sign-in-button';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuth } from '@/lib/auth/auth-context';
import { safeRedirect } from '../guards/redirect-target';

export default function RegisterPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // After our own registration the form navigates; the signed-in redirect is for visitors.
  const [registered, setRegistered] = useState(false);

  if (status === 'loading' || registered) return <PageSpinner />;
  if (status === 'authenticated') {
    return <Navigate to={safeRedirect(params.get('redirect'), '/dashboard')} replace />;
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Start organising your paperwork in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Login
          </Link>
        </>
      }
    >
      <RegisterForm
        onSuccess={() => {
          setRegistered(true);
          void navigate('/select-project', { replace: true });
        }}
      />
      <ExternalSignInButton />
    </AuthLayout>
  );
}
