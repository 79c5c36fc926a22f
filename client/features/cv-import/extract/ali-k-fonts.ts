import { isAliKFontName, looksLikeAliK } from '../parse/ali-k';

/**
 * Which fonts of a file hold Kurdish typed in Ali-K (docs/product.md#cv-import): a font of the family by its name
 * (`isAliKFontName`), and any other font, or text with no font at all (key `null`), whose text as a whole reads as
 * Ali-K typing (`looksLikeAliK`). A whole font is judged rather than each run: a run of two words seldom shows a
 * mark, while the font's whole text does; and a file typed in Ali-K whose font was later swapped (the Ali-K font
 * missing on another computer, a PDF printer renaming fonts) still reads as it was meant.
 */
export function aliKFonts(texts: Iterable<{ font: string | null; text: string }>): Set<string | null> {
  const byFont = new Map<string | null, string[]>();
  for (const { font, text } of texts) {
    const parts = byFont.get(font);
    if (parts) parts.push(text);
    else byFont.set(font, [text]);
  }
  const fonts = new Set<string | null>();
  for (const [font, parts] of byFont) if (isAliKFontName(font) || looksLikeAliK(parts.join(' '))) fonts.add(font);
  return fonts;
}
