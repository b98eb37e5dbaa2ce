import { useMutation } from '@tanstack/react-query';
import type { TTestConnectionRequest, TTestConnectionResult } from '@papertray/contract';
import { api } from '@/lib/api';

export function testInboxConnection(input: TTestConnectionRequest): Promise<TTestConnectionResult> {
  return api.post<TTestConnectionResult>('/inboxes/test-connection', input);
}

export function useTestInboxConnection() {
  return useMutation({ mutationFn: testInboxConnection });
}
