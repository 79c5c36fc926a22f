import type { Mailer } from '../ports';

/**
 * A job seeker who signed up with a phone number has no e-mail address (users.email is '', issue 28): mail meant for
 * them is not sent, rather than refused by the provider. What they must know reaches them in the app and, as they
 * choose, on their phone.
 */
export function addressedMailer(mailer: Mailer): Mailer {
  return {
    async send(message) {
      if (message.to.trim() === '') return;
      await mailer.send(message);
    },
  };
}
