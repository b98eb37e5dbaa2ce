import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_NAME,
  TOKEN_CHECK_INTERVAL_SECONDS,
  type TLoginRequest,
  type TRegisterRequest,
  type TTokenPair,
} from '@papertray/contract';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api } from '../api';
import { ApiError, errorMessage } from '../api-error';
import { projectSelectionStorage } from '../projects/project-selection-storage';
import { toast } from '../toast-store';
import { tokenStorage } from '../token-storage';
import { AuthContext, type AuthContextValue, type SessionStatus } from './auth-context';
import { profileQueryOptions } from './profile-query';

function requireTokenPair(pair: TTokenPair | undefined, failure: string): TTokenPair {
  if (!pair?.accessToken || !pair.refreshToken) throw new Error(failure);
  return pair;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  const hasSession = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.hasSession);
  const profile = useQuery({ ...profileQueryOptions, enabled: hasSession });

  useEffect(() => {
    if (profile.error) console.error('Failed to load profile', profile.error);
  }, [profile.error]);

  useEffect(() => {
    if (!hasSession) return;
    const timer = setInterval(
      () => void api.refreshIfExpiring(),
      TOKEN_CHECK_INTERVAL_SECONDS * 1000,
    );
    return () => clearInterval(timer);
  }, [hasSession]);

  const startSession = useCallback(
    (pair: TTokenPair) => {
      queryClient.clear();
      setLoggedOut(false);
      tokenStorage.setTokens(pair);
    },
    [queryClient],
  );

  const login = useCallback(
    async (input: TLoginRequest) => {
      try {
        const pair = await api.post<TTokenPair>('/auth/login', input);
        startSession(requireTokenPair(pair, 'Login failed: No response received'));
        toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      } catch (error) {
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid credentials'),
          variant: 'destructive',
        });
        throw error;
      }
    },
    [startSession],
  );

  const register = useCallback(
    async (input: TRegisterRequest) => {
      try {
        const pair = await api.post<TTokenPair>('/auth/register', input);
        projectSelectionStorage.clear();
        startSession(requireTokenPair(pair, 'Registration failed: No response received'));
        toast({ title: 'Account created!', description: `Welcome to ${PRODUCT_NAME}.` });
      } catch (error) {
        toast({
          title: 'Registration failed',
          description: errorMessage(error, 'Failed to create account'),
          variant: 'destructive',
        });
        throw error;
      }
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout', { refreshToken: tokenStorage.getRefreshToken() });
    } catch (error) {
      console.error('Logout request failed', error);
    }
    setLoggedOut(true);
    tokenStorage.clear();
    projectSelectionStorage.clear();
    queryClient.clear();
  }, [queryClient]);

  const status: SessionStatus = !hasSession
    ? 'anonymous'
    : profile.isPending
      ? 'loading'
      : profile.error instanceof ApiError && profile.error.status === 401
        ? 'anonymous'
        : 'authenticated';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      loggedOut,
      user: status === 'authenticated' ? (profile.data ?? null) : null,
      login,
      register,
      startSession,
      logout,
    }),
    [status, loggedOut, profile.data, login, register, startSession, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
