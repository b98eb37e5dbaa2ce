import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest } from '@papertray/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth/auth-context';
import { useBotCheckToken } from '../hooks/use-bot-check-token';
import { BotCheckField } from './bot-check-field';

const ZLoginForm = ZLoginRequest.omit({ turnstileToken: true });

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useAuth();
  const botCheck = useBotCheckToken();
  const form = useForm({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const turnstileToken = await botCheck.require();
    if (turnstileToken === null) return;
    try {
      await login({ ...values, turnstileToken });
      onSuccess();
    } catch {
      botCheck.reset();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria('email', errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        action={
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          {...fieldAria('password', errors.password?.message)}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <BotCheckField key={botCheck.widgetKey} onChange={botCheck.onChange} error={botCheck.error} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login with Email'}
      </Button>
    </form>
  );
}
