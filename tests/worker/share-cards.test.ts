// The share card's rasteriser inside workerd: resvg's and mozjpeg's wasm imported as modules (workerd compiles none
// from bytes) and the fonts as Data modules ([[rules]]), as the queue's consumer loads them on its first card. What
// the card shows and where is checked in Node (tests/unit/share-cards.test.ts); here: it draws in workerd, within the
// size, and how long that takes, which the bench reads from the test's meta (tests/bench/share-cards.ts).
//
// The clock: workerd under Miniflare gives `performance.now()` in whole milliseconds, advancing with CPU as well as
// I/O (production's stands still between I/O), so a card's time here is layout, drawing and encoding together.
import { describe, expect, it } from 'vitest';
import { shareCardSvg, type ShareCardFacts } from '../../worker/features/seo/share-card-layout';
import { shareCardMaxBytes } from '../../worker/features/seo/share-cards.service';
import { svgRasterizer } from '../../worker/platform/svg-jpeg-load';

interface LanguageFigures {
  language: string;
  /** Each round's card, in milliseconds. */
  times: number[];
  bytes: number;
  quality: number;
}

interface ShareCardFigures {
  /** The isolate's first card: the wasm instantiated and the fonts loaded, then the card. */
  firstMs: number;
  rounds: number;
  languages: LanguageFigures[];
}

declare module 'vitest' {
  interface TaskMeta {
    shareCards?: ShareCardFigures;
  }
}

const english: ShareCardFacts = {
  language: 'en',
  title: 'Senior Backend Developer',
  company: 'Zagros Tech',
  city: 'Erbil',
  salary: 'US$\u20661,500 – 2,500\u2069',
  site: 'Kar',
  host: 'kar.example',
};
const sorani: ShareCardFacts = {
  language: 'ckb',
  title: 'گەشەپێدەری وێبی React و TypeScript بۆ تیمی بەرهەم',
  company: 'Zagros Tech',
  city: 'سلێمانی',
  salary: '\u20661,500,000 – 2,000,000\u2069 دینار',
  site: 'کار',
  host: 'kar.example',
};
const arabic: ShareCardFacts = {
  language: 'ar',
  title: 'مطور واجهات أمامية أول',
  company: 'شركة زاكروس للتقنية',
  city: 'أربيل',
  salary: 'من 1,200 دولار',
  site: 'كار',
  host: 'kar.example',
};
const cards = [english, sorani, arabic];

const rounds = 10;

async function draw(facts: ShareCardFacts) {
  const started = performance.now();
  const rasterizer = await svgRasterizer();
  const card = await rasterizer.jpeg(shareCardSvg(facts, rasterizer.textWidth), shareCardMaxBytes);
  return { ...card, ms: performance.now() - started };
}

describe('share cards in workerd', { timeout: 60_000 }, () => {
  it('draw English, Sorani and Arabic cards as JPEGs of 1200×630 within 200 KB, the first loading the wasm', async ({ task }) => {
    const first = await draw(sorani);
    const times = new Map<string, number[]>();
    const last = new Map<string, { bytes: number; quality: number }>();
    for (let round = 0; round < rounds; round++) {
      for (const facts of cards) {
        const card = await draw(facts);
        expect([card.width, card.height]).toEqual([1200, 630]);
        expect([card.bytes[0], card.bytes[1], card.bytes.at(-2), card.bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
        expect(card.bytes.byteLength).toBeGreaterThan(10_000);
        expect(card.bytes.byteLength).toBeLessThanOrEqual(200 * 1024);
        times.set(facts.language, [...(times.get(facts.language) ?? []), card.ms]);
        last.set(facts.language, { bytes: card.bytes.byteLength, quality: card.quality });
      }
    }
    task.meta.shareCards = {
      firstMs: first.ms,
      rounds,
      languages: cards.map(({ language }) => ({
        language,
        times: times.get(language) ?? [],
        bytes: last.get(language)?.bytes ?? 0,
        quality: last.get(language)?.quality ?? 0,
      })),
    };
  });
});
