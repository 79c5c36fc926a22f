import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Year and number fields open the phone's digit keypad: `numericInput` (inputMode + the pattern iOS needs), never
// inputMode alone. JobFilters.tsx (the search page) is held to it once its owner's work lands.
const sources = (readdirSync('client', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('paraglide') && !file.endsWith('JobFilters.tsx'))
  .map((file) => ({ file, source: readFileSync(join('client', file), 'utf8') }));

describe('number fields on phones', () => {
  it('numericInput asks for the digit keypad on Android and iOS', () => {
    // Read, not imported: the Node test project compiles no JSX.
    expect(readFileSync('client/components/ui/TextField.tsx', 'utf8')).toContain(
      "export const numericInput = { inputMode: 'numeric', pattern: '[0-9]*' } as const;",
    );
  });

  it('no field sets inputMode="numeric" without the pattern (a signed amount excepted)', () => {
    const bare = sources.filter(({ source }) => /inputMode="numeric"(?![^>]*pattern=)/.test(source.replace(/\n\s*/g, ' ')));
    expect(bare.map(({ file }) => file)).toEqual(['features/admin/CreditsDialog.tsx']);
  });

  it("the CV's education years use it", () => {
    const education = readFileSync('client/features/cvs/EducationSection.tsx', 'utf8');
    expect(education).toMatch(/<BoundTextField[^>]*\bnumeric\b/);
  });
});
