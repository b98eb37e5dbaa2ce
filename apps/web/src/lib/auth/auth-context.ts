import { createContext, useContext } from 'react';
import type {
  TLoginRequest,
  TRegisterRequest,
  TTokenPair,
  TUserProfile,
} from '@papertray/contract';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: SessionStatus;
  /** The user ended the session themselves: guards show /logout rather than /login. */
  loggedOut: boolean;
  /** Null while loading, when anonymous, or when the profile could not be loaded. */
  user: TUserProfile | null;
  login(input: TLoginRequest): Promise<void>;
  register(input: TRegisterRequest): Promise<void>;
  /** Stores a token pair obtained elsewhere (external sign-in, invitation sign-up). */
  startSession(pair: TTokenPair): void;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
