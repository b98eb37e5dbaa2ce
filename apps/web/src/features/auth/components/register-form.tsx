import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegisterRequest } from '@papertray/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth/auth-context';
import { useBotCheckToken } from '../hooks/use-bot-check-token';
import { BotCheckField } from './bot-check-field';

const ZRegisterForm = ZRegisterRequest.omit({ turnstileToken: true });
const PASSWORD_HINT = 'At least 8 characters.';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { register: registerAccount } = useAuth();
  const botCheck = useBotCheckToken();
  const form = useForm({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const turnstileToken = await botCheck.require();
    if (turnstileToken === null) return;
    try {
      await registerAccount({ ...values, turnstileToken });
      onSuccess();
    } catch {
      botCheck.reset();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="name" label="Name" error={errors.name?.message}>
        <Input
          {...fieldAria('name', errors.name?.message)}
          autoComplete="name"
          placeholder="Jane Doe"
          {...form.register('name')}
        />
      </FormField>
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
        hint={PASSWORD_HINT}
      >
        <PasswordInput
          {...fieldAria('password', errors.password?.message, PASSWORD_HINT)}
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <BotCheckField key={botCheck.widgetKey} onChange={botCheck.onChange} error={botCheck.error} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Register'}
      </Button>
    </form>
  );
}
