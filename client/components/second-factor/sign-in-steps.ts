import { useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/router';
import { useTRPC } from '../../lib/trpc';

type AuthOutputs = inferRouterOutputs<AppRouter>['auth'];
/** What `auth.login` answers: signed in, or a pending sign-in waiting for its second step (or for one to be set up). */
export type LoginReply = AuthOutputs['login'];
export type SignedInReply = Extract<LoginReply, { code: 'logged_in' }>;
export type SecondStepFactor = Extract<LoginReply, { code: 'second_factor_required' }>['factors'][number];

/** A sign-in past its password that still needs its second step. */
export type PendingSignIn = { kind: 'code'; token: string; factors: SecondStepFactor[] } | { kind: 'setup'; token: string };

/** The pending sign-in a login reply asks to finish, or null when the reply signed in. */
export function pendingSignInOf(reply: LoginReply): PendingSignIn | null {
  if (reply.code === 'second_factor_required') return { kind: 'code', token: reply.pending_token, factors: reply.factors };
  if (reply.code === 'second_factor_setup_required') return { kind: 'setup', token: reply.pending_token };
  return null;
}

/** Codes after which the pending sign-in is over: the person starts again from the password, with the message. */
export const pendingSignInOver = new Set(['second_factor_expired', 'account_locked', 'account_disabled']);

/** The sign-in's second step on the server: setting the app up, and finishing with a code (auth.trpc.ts). */
export function useSecondStepCalls() {
  const trpc = useTRPC();
  const setup = useMutation(trpc.auth.setupSecondStep.mutationOptions());
  const finish = useMutation(trpc.auth.finishSecondStep.mutationOptions());
  return { setup, finish };
}
