import { ZNewPassword } from '@papertray/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { resetPassword } from '@/features/auth/api/password-reset';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormAlert } from '@/features/auth/components/form-alert';
import { errorMessage } from '@/lib/api-error';

const REDIRECT_AFTER_MS = 3000;
const PASSWORD_HINT = 'At least 8 characters.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = ZNewPassword.safeParse(password);
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message);
      return;
    }
    setPasswordError(undefined);
    setBusy(true);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to reset password. The link may have expired.'));
    } finally {
      setBusy(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className="font-medium text-primary hover:underline">
      Back to login
    </Link>
  );

  if (done) {
    return (
      <AuthLayout title="Password reset successful!">
        <div className="grid gap-4 rounded-xl border bg-card p-6 text-sm" role="status">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
            <CheckCircle2 className="size-6" aria-hidden />
          </span>
          <p>Your password has been updated. Redirecting to login...</p>
          <Button asChild className="w-full">
            <Link to="/login">Go to login</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset password"
      description="Choose a new password for your account."
      footer={backToLogin}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        {!token && (
          <FormAlert>
            Invalid password reset link. Please request a new one.{' '}
            <Link to="/forgot-password" className="font-medium underline">
              Request a new link
            </Link>
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <fieldset disabled={!token || busy} className="grid gap-5 disabled:opacity-60">
          <FormField id="password" label="New password" error={passwordError} hint={PASSWORD_HINT}>
            <PasswordInput
              {...fieldAria('password', passwordError, PASSWORD_HINT)}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full">
            {busy ? 'Resetting...' : 'Reset password'}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
