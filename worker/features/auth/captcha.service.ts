import { AppError } from '../../http/errors';
import type { Deps } from '../../ports';
import { type AuthRepo, authRepo } from './auth.repo';

/** A solved challenge is remembered past its own 10-minute lifetime, so it can never be replayed. */
const rememberForMs = 60 * 60 * 1000;

/** `repo` is passed by auth's own flows, which share one; other features leave it out. */
export function captchaService(deps: Pick<Deps, 'captcha' | 'clock' | 'db'>, repo: AuthRepo = authRepo(deps.db)) {
  return {
    /** Accepts a solved robot check once; anything else is 'please verify you are not a robot'. */
    async require(payload: string | undefined): Promise<void> {
      const id = payload ? deps.captcha.idOf(payload) : null;
      if (!payload || !id || !(await deps.captcha.verify(payload))) throw new AppError('captcha_failed');
      const now = deps.clock.now();
      if (!(await repo.rememberCaptcha(id, now, new Date(now.getTime() + rememberForMs)))) throw new AppError('captcha_failed');
    },
  };
}
