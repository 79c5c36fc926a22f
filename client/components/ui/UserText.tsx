import { isolateNumberRuns } from '../../lib/text-runs';

/**
 * Text a person wrote (a statement, a note), shown in its own direction: dir="auto" keeps an English statement left to
 * right on an Arabic page, and a phone number typed into Arabic text keeps its typed order ("0750 123 4567").
 */
export function UserText({ text, as: Tag = 'p', className }: { text: string; as?: 'p' | 'span' | 'div'; className?: string }) {
  return (
    <Tag dir="auto" className={className}>
      {isolateNumberRuns(text)}
    </Tag>
  );
}
