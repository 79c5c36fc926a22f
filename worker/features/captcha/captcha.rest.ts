import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The ALTCHA widget reads the challenge JSON itself, so this one reply is not wrapped in the envelope. */
export const captchaRest = new Hono<AppEnv>().get('/challenge', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await c.get('deps').captcha.createChallenge());
});
