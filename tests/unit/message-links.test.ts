import { describe, expect, it } from 'vitest';
import { messageParts, safeHref } from '../../client/features/messages/message-links';

describe('links in message bodies', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(messageParts('See https://zagros.example/map?x=1, or http://kar.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://zagros.example/map?x=1', href: 'https://zagros.example/map?x=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://kar.example', href: 'http://kar.example/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps javascript: and data: addresses, and markup, as plain text', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'JaVaScRiPt:alert(document.cookie)',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(messageParts(body)).toEqual([{ kind: 'text', text: body }]);
    }
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('https://kar.example/a')).toBe('https://kar.example/a');
  });

  it('does not let an address carry a quote or angle bracket out of the link', () => {
    const parts = messageParts('https://kar.example/"onmouseover="alert(1) <b>');
    expect(parts[0]).toEqual({ kind: 'link', text: 'https://kar.example/', href: 'https://kar.example/' });
    expect(parts.slice(1)).toEqual([{ kind: 'text', text: '"onmouseover="alert(1) <b>' }]);
  });

  it('finds addresses inside Sorani and Arabic text', () => {
    expect(messageParts('سەیری https://kar.example/جۆب بکە')).toEqual([
      { kind: 'text', text: 'سەیری ' },
      { kind: 'link', text: 'https://kar.example/جۆب', href: 'https://kar.example/%D8%AC%DB%86%D8%A8' },
      { kind: 'text', text: ' بکە' },
    ]);
  });
});
