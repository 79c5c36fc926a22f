import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { routeDocs } from '../../openapi/route-doc';

/** The ALTCHA widget reads the challenge JSON itself, so this one reply is not wrapped in the envelope. */
export const captchaRest = new Hono<AppEnv>().get(
  '/challenge',
  routeDocs('Robot check')({
    summary: 'An ALTCHA challenge',
    description: 'Solve it (the `altcha` widget does) and send the payload as a `captcha` field.',
    access: 'public',
    reply: {
      json: { type: 'object', properties: { parameters: { type: 'object' }, signature: { type: 'string' } }, required: ['parameters', 'signature'] },
      description: 'The challenge (not in the envelope: the widget reads it as it is).',
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await c.get('deps').captcha.createChallenge());
  },
);
