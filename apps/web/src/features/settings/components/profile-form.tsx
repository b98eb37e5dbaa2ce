import { zodResolver } from '@hookform/resolvers/zod';
import type { TUserProfile } from '@papertray/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

const ZProfileForm = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
});

export function ProfileForm({ user }: { user: TUserProfile }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { name: user.name },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Profile updated', description: 'Your name has been saved.' }),
      onError: (error) =>
        toast({
          title: 'Failed to update profile',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear to your team.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="profile-name" label="Name" error={errors.name?.message}>
            <Input
              {...fieldAria('profile-name', errors.name?.message)}
              autoComplete="name"
              {...form.register('name')}
            />
          </FormField>
          <FormField id="profile-email" label="Email" hint="Your sign-in address.">
            <Input
              {...fieldAria('profile-email', undefined, 'Your sign-in address.')}
              value={user.email}
              readOnly
              className="bg-muted"
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
