import { isolateNumberRuns } from '../../lib/text-runs';
import { messageParts } from './message-links';

/**
 * A message body: its text as text (typed numbers in their typed order), its web addresses as links that open apart
 * from Kar and pass it nothing.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="underline" dir="ltr">
            {part.text}
          </a>
        ) : (
          <span key={index}>{isolateNumberRuns(part.text)}</span>
        ),
      )}
    </p>
  );
}
