/**
 * The generator's packages that Kar does not depend on (JSON Resume themes, the JSON Resume sample, docx), installed
 * with `npm install --no-save` into a folder of their own (README.md) and loaded from there by path, so that
 * package.json never names them. Each is described here by the little of it the generator uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the --no-save packages are: CORPUS_TOOLS, else /tmp/corpus-tools. */
export const toolsDir = process.env.CORPUS_TOOLS ?? '/tmp/corpus-tools';

const requireFromTools = () => {
  const manifest = join(toolsDir, 'package.json');
  if (!existsSync(manifest)) throw new Error(`No ${manifest}: install the generator's packages first (scripts/cv-import-corpus/README.md).`);
  return createRequire(manifest);
};

/** A file of an installed package, by path (some packages' `exports` hide package.json from require). */
function packageDir(name: string, file: string): string {
  const path = join(toolsDir, 'node_modules', name, file);
  if (!existsSync(path)) throw new Error(`No ${path}: install the generator's packages first (scripts/cv-import-corpus/README.md).`);
  return path;
}

/** The file a package's `import` points to: its ES entry where `exports` has one (even's CommonJS build needs ESM-only deps). */
function esEntry(name: string): string {
  const manifestPath = packageDir(name, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown; module?: string };
  const dot = (manifest.exports as Record<string, unknown> | undefined)?.['.'] as { import?: string | { default?: string } } | undefined;
  const entry = typeof dot?.import === 'string' ? dot.import : (dot?.import?.default ?? manifest.module);
  return entry ? join(dirname(manifestPath), entry) : requireFromTools().resolve(name);
}

/** A package's entry as an ES module (CommonJS packages come back with their exports as `default`). */
export async function importTool(name: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(esEntry(name)).href)) as Record<string, unknown>;
}

/** A file inside an installed package (a theme's sample, resume-schema's sample.resume.json). */
export function toolFile(name: string, file: string): string {
  return packageDir(name, file);
}

/** A JSON Resume theme's `render(resume)`, whether the module exports it by name or as its default. */
export async function themeRenderer(theme: string): Promise<(resume: unknown) => Promise<string>> {
  const module = await importTool(`jsonresume-theme-${theme}`);
  const fallback = module.default as { render?: unknown } | undefined;
  const render = (module.render ?? fallback?.render) as ((resume: unknown) => string | Promise<string>) | undefined;
  if (typeof render !== 'function') throw new Error(`jsonresume-theme-${theme} has no render()`);
  return async (resume) => render(resume);
}

/** docx (https://docx.js.org), the constructors the generator uses. */
export interface DocxRunOptions {
  text?: string;
  /** Tabs and text, in order. */
  children?: unknown[];
  bold?: boolean;
  size?: number;
  font?: string;
  rightToLeft?: boolean;
  color?: string;
}
export interface DocxParagraphOptions {
  children: unknown[];
  bidirectional?: boolean;
  alignment?: 'start' | 'end' | 'left' | 'right' | 'center' | 'both';
  heading?: string;
  spacing?: { before?: number; after?: number };
  bullet?: { level: number };
}
export interface DocxWidth {
  size: number;
  type: 'pct' | 'dxa' | 'auto';
}
export interface DocxModule {
  Document: new (options: { creator?: string; title?: string; sections: Array<{ children: unknown[] }> }) => unknown;
  Paragraph: new (options: DocxParagraphOptions) => unknown;
  TextRun: new (options: DocxRunOptions) => unknown;
  Tab: new () => unknown;
  Table: new (options: { rows: unknown[]; width?: DocxWidth; visuallyRightToLeft?: boolean }) => unknown;
  TableRow: new (options: { children: unknown[] }) => unknown;
  TableCell: new (options: { children: unknown[]; width?: DocxWidth }) => unknown;
  Packer: { toBuffer(document: unknown): Promise<Uint8Array> };
}

export async function loadDocx(): Promise<DocxModule> {
  const module = await importTool('docx');
  return ((module.Packer ? module : module.default) ?? module) as unknown as DocxModule;
}
