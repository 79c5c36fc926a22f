import type { CodeChannel } from '../../../worker/features/auth/auth.schemas';
import { formatPhoneNumber } from '../../../worker/shared/phone-number';
import { m } from '../../paraglide/messages';

const channelNames: Record<CodeChannel, () => string> = {
  email: m.channel_email,
  whatsapp: m.channel_whatsapp,
  telegram: m.channel_telegram,
  sms: m.channel_sms,
};

/**
 * "We sent the code by WhatsApp to +964 750 123 4567" (issue 28): the channel that took a code sent to a mobile
 * number, so the reader knows where to look. The number stays whole and left to right inside Sorani or Arabic.
 */
export function CodeSentBy({ channel, phone }: { channel: CodeChannel; phone: string }) {
  return (
    <p className="text-sm text-slate-700" role="status">
      {m.phone_code_sent_by({ channel: channelNames[channel](), phone: `\u2068${formatPhoneNumber(phone)}\u2069` })}
    </p>
  );
}
