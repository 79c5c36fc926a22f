/** Where the CV maker, opened in apply mode, hands the seeker back: the wizard's CV step, with the CV made chosen. */
export interface ApplyReturn {
  jobId: number;
  /** The wizard of someone applying without an account. */
  guest: boolean;
}

export function wizardLocation({ jobId, guest }: ApplyReturn, cv: number | undefined) {
  const params = { id: String(jobId) };
  return guest
    ? ({ to: '/jobs/$id/apply-without-account', params, search: { step: 2, cv } } as const)
    : ({ to: '/jobs/$id/apply', params, search: { step: 1, cv } } as const);
}
