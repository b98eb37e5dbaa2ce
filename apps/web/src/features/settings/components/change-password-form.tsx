import { zodResolver } from '@hookform/resolvers/zod';
import { ZNewPassword } from '@papertray/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

const HINT = 'At least 8 characters.';

export function ChangePasswordForm() {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Password changed', description: 'Use your new password next time.' });
        },
        onError: (error) =>
          toast({
            title: 'Failed to change password',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Enter your current password to set a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField
            id="current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <PasswordInput
              {...fieldAria('current-password', errors.currentPassword?.message)}
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            error={errors.newPassword?.message}
            hint={HINT}
          >
            <PasswordInput
              {...fieldAria('new-password', errors.newPassword?.message, HINT)}
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          </FormField>
          <FormField
            id="confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              {...fieldAria('confirm-password', errors.confirmPassword?.message)}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
