import { useState } from 'react';
import type { TCreateInboxRequest } from '@papertray/contract';
import { errorMessage } from '@/lib/api-error';
import { useCreateInbox } from '../api/create-inbox';
import { useTestInboxConnection } from '../api/test-inbox-connection';
import { connectionOf, syncFromOf, type ImapFormValues } from '../lib/imap-form-schema';

export type ConnectPhase =
  { kind: 'testing' } | { kind: 'creating' } | { kind: 'failed'; message: string };

const DEFAULT_FAILURE = 'Connection failed';

/** Test the login, then create the inbox: the wizard's testing step. */
export function useConnectInbox(projectId: string | undefined) {
  const [phase, setPhase] = useState<ConnectPhase>({ kind: 'testing' });
  const test = useTestInboxConnection();
  const create = useCreateInbox();

  /** Resolves true once the inbox exists. */
  async function connect(values: ImapFormValues): Promise<boolean> {
    setPhase({ kind: 'testing' });
    try {
      const result = await test.mutateAsync(connectionOf(values));
      if (!result.success) {
        setPhase({ kind: 'failed', message: result.message || DEFAULT_FAILURE });
        return false;
      }
      setPhase({ kind: 'creating' });
      const request: TCreateInboxRequest = {
        ...connectionOf(values),
        password: values.password,
        name: values.name,
        emailAddress: values.emailAddress,
        provider: 'imap',
        projectId: projectId ?? '',
        syncFromDate: syncFromOf(values),
      };
      await create.mutateAsync(request);
      return true;
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error, DEFAULT_FAILURE) });
      return false;
    }
  }

  return { phase, connect };
}
