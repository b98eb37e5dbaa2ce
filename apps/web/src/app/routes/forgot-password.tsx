import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '@/features/auth/api/password-reset';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { BotCheckField } from '@/features/auth/components/bot-check-field';
import { FormAlert } from '@/features/auth/components/form-alert';
import { useBotCheckToken } from '@/features/auth/hooks/use-bot-check-token';
import { errorMessage } from '@/lib/api-error';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const botCheck = useBotCheckToken();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!email.trim()) {
      setEmailError('Please enter your email address');
      return;
    }
    setEmailError(undefined);
    setSending(true);
    const turnstileToken = await botCheck.require();
    if (turnstileToken === null) return setSending(false);
    try {
      await requestPasswordReset({ email: email.trim(), turnstileToken });
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to send reset email. Please try again.'));
      botCheck.reset();
    } finally {
      setSending(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className="font-medium text-primary hover:underline">
      Back to login
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout title="Check your email" footer={backToLogin}>
        <div className="grid gap-4 rounded-xl border bg-card p-6 text-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <p>
            If an account exists for <strong className="break-all">{email.trim()}</strong>, we have
            sent a link to reset your password. The link expires in 1 hour.
          </p>
          <p className="text-muted-foreground">
            Didn&apos;t get it? Check your spam folder, or try again in a few minutes.
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter your email and we'll send you a link to reset your password."
      footer={backToLogin}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField id="email" label="Email" error={emailError}>
          <Input
            {...fieldAria('email', emailError)}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <BotCheckField
          key={botCheck.widgetKey}
          onChange={botCheck.onChange}
          error={botCheck.error}
        />
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
