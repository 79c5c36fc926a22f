/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: wrangler's esbuild reads the root tsconfig.json, which sets no jsx option.)
/**
 * The CV PDF's look and its building blocks: paragraphs that take their own direction, left-to-right values,
 * pieces of a line with dots between them, descriptions, title rows and sections that keep their heading with
 * their first entry. Every row reads from the document's start side (mirrored for ckb and ar).
 */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { CvPdfLabels } from './labels';
import { type DescriptionBlock, type Direction, directionOf, protectLtrIslands } from './text';

export const colors = { ink: '#1f2933', muted: '#52606d', accent: '#1d5b79', rule: '#c9d6df', chip: '#eef3f6', bar: '#dde5ea' };
export const margin = { x: 46, top: 44, bottom: 54 };
export const photoSize = 64;

/** Words stay whole: no hyphenation (it would split English words, URLs and e-mails). */
export const wholeWords = (word: string) => [word];

export interface Context {
  direction: Direction;
  labels: CvPdfLabels;
  months: string[];
  latin: boolean;
  /** ", " in English, the Arabic comma in Sorani and Arabic. */
  comma: string;
}

/** Row direction that reads from the document's start side. */
export const row = (context: Context) => (context.direction === 'rtl' ? 'row-reverse' : 'row') as 'row' | 'row-reverse';
export const align = (context: Context) => (context.direction === 'rtl' ? 'right' : 'left') as 'right' | 'left';

export type TextStyle = Record<string, string | number>;

/**
 * A paragraph of user or label text. `direction` fixes its bidi paragraph level ('auto': from its first letter,
 * like dir="auto"); the alignment always follows the document.
 */
export function Line(props: {
  context: Context;
  text: string;
  direction?: Direction | 'auto';
  style?: TextStyle;
  /** Repeated on every page. */
  fixed?: boolean;
  minPresenceAhead?: number;
}) {
  const { context, text } = props;
  const requested = props.direction ?? 'auto';
  const direction = requested === 'auto' ? directionOf(text, context.direction) : requested;
  // react-pdf's pagination asks whether these props are present at all ('fixed' in props), so they are only
  // passed when set.
  const pagination = {
    ...(props.fixed ? { fixed: true } : {}),
    ...(props.minPresenceAhead === undefined ? {} : { minPresenceAhead: props.minPresenceAhead }),
  };
  return (
    <Text hyphenationCallback={wholeWords} {...pagination} style={{ direction, textAlign: align(context), ...props.style }}>
      {protectLtrIslands(text, direction)}
    </Text>
  );
}

/** An e-mail, URL or phone number: always left to right, one unbreakable box. */
export function LtrValue(props: { text: string; style?: TextStyle }) {
  return (
    <Text hyphenationCallback={wholeWords} style={{ direction: 'ltr', ...props.style }}>
      {props.text}
    </Text>
  );
}

/**
 * Pieces of one line set side by side from the start side, with a dot between them; wraps as whole pieces. Each
 * dot goes with the piece after it, so that when a piece moves to the next line its dot moves too, instead of
 * dangling at the end of the line before (a long address, say). A piece longer than the line wraps inside itself.
 */
export function Pieces(props: { context: Context; children: ReactNode[]; style?: TextStyle }) {
  const pieces = props.children.filter(Boolean);
  const start = props.context.direction === 'rtl' ? 'right' : 'left';
  // The dot stands in the piece's padding rather than beside it: react-pdf lays text out once, at the width it is
  // first offered, so a piece must be offered only the room that is left beside its dot.
  return (
    <View style={{ flexDirection: row(props.context), flexWrap: 'wrap', ...props.style }}>
      {pieces.map((piece, index) =>
        // The first piece has no dot, and so needs no box of its own.
        index === 0 ? (
          piece
        ) : (
          <View key={index} style={{ [start === 'left' ? 'paddingLeft' : 'paddingRight']: dotSpace }}>
            <View style={{ ...styles.dot, position: 'absolute', [start]: dotMargin }} />
            {piece}
          </View>
        ),
      )}
    </View>
  );
}

/** The blocks of a description, each a box of the entry itself (the first one 3 pt below what comes before). */
export function Description(props: { context: Context; blocks: DescriptionBlock[] }) {
  const { context, blocks } = props;
  if (!blocks.length) return null;
  return (
    <>
      {blocks.map((block, index) => {
        const top: TextStyle = index === 0 ? { marginTop: 3 } : {};
        if (block.kind === 'gap') return <View key={index} style={{ height: 4 }} />;
        if (block.kind === 'paragraph') return <Line key={index} context={context} text={block.text} style={{ ...styles.body, ...top }} />;
        const direction = directionOf(block.text, context.direction);
        const indent = 4 + block.level * 12;
        return (
          <View
            key={index}
            wrap={false}
            style={{ flexDirection: row(context), [context.direction === 'rtl' ? 'paddingRight' : 'paddingLeft']: indent, ...top }}
          >
            <Text style={{ ...styles.body, width: 14, direction, textAlign: align(context) }}>{block.marker}</Text>
            <Line context={context} text={block.text} direction={direction} style={{ ...styles.body, flex: 1 }} />
          </View>
        );
      })}
    </>
  );
}

/** Title on the start side, dates (or a tag) on the end side. */
export function TitleRow(props: { context: Context; title: string; aside?: string }) {
  const { context } = props;
  return (
    <View style={{ flexDirection: row(context), justifyContent: 'space-between', alignItems: 'flex-start' }}>
      <Line context={context} text={props.title} style={{ ...styles.itemTitle, flex: 1 }} />
      {props.aside ? (
        <Line
          context={context}
          text={props.aside}
          direction={context.direction}
          style={{ ...styles.aside, [context.direction === 'rtl' ? 'marginRight' : 'marginLeft']: 12 }}
        />
      ) : null}
    </View>
  );
}

/** One entry of a section; `keepTogether` entries are never split across pages. */
export interface Entry {
  key: string | number;
  node: ReactNode;
  keepTogether: boolean;
  /** Space above every entry but the first. */
  gap: number;
  /** The style of the entry's own box, when its parts are not simply stacked (a row, say). */
  style?: TextStyle;
}

/**
 * A heading and its entries. The heading never ends a page alone: it is glued to a first entry that must stay
 * whole, and otherwise asks for room for the start of the first entry below it.
 */
export function Section(props: { context: Context; heading: string; entries: Entry[] }) {
  const { context, entries } = props;
  const [first, ...rest] = entries;
  if (!first) return null;
  const text = context.latin ? props.heading.toUpperCase() : props.heading;
  const heading = (glued: boolean) => (
    <Line
      context={context}
      text={text}
      direction={context.direction}
      minPresenceAhead={glued ? 0 : 60}
      style={{ ...styles.heading, ...styles.headingBox, ...(context.latin ? { letterSpacing: 0.9 } : {}) }}
    />
  );
  const item = (entry: Entry, index: number) => (
    <View key={entry.key} wrap={!entry.keepTogether} style={{ marginTop: index === 0 ? 0 : entry.gap, ...entry.style }}>
      {entry.node}
    </View>
  );
  return (
    <View style={{ marginTop: 14 }}>
      {first.keepTogether ? (
        // A first entry that is stacked needs no box of its own inside this one.
        <View wrap={false}>
          {heading(true)}
          {first.style ? item(first, 0) : first.node}
        </View>
      ) : (
        <>
          {heading(false)}
          {item(first, 0)}
        </>
      )}
      {rest.map((entry, index) => item(entry, index + 1))}
    </View>
  );
}

/** Entries with a short description (or none) are not split across pages. `blocks`: descriptionBlocks(html). */
export const shortDescription = (blocks: DescriptionBlock[], html: string | null | undefined) => blocks.length <= 6 && (html ?? '').length <= 900;

const dotSize = 2.6;
const dotMargin = 6;
/** What a dot and the space on either side of it take up before a piece. */
const dotSpace = dotSize + 2 * dotMargin;

export const styles = {
  body: { fontSize: 9.5, lineHeight: 1.55, color: colors.ink },
  muted: { fontSize: 9.5, lineHeight: 1.55, color: colors.muted },
  itemTitle: { fontSize: 10.5, lineHeight: 1.5, fontWeight: 700, color: colors.ink },
  aside: { fontSize: 9, lineHeight: 1.6, color: colors.muted },
  link: { fontSize: 9, lineHeight: 1.55, color: colors.accent },
  heading: { fontSize: 11.5, lineHeight: 1.5, fontWeight: 700, color: colors.accent },
  headingBox: { borderBottomWidth: 0.8, borderBottomColor: colors.rule, paddingBottom: 1, marginBottom: 6 },
  // top: centred on a piece's first line (9 to 9.5 pt text, line height 1.5 to 1.55).
  dot: { width: dotSize, height: dotSize, borderRadius: dotSize / 2, backgroundColor: colors.muted, top: 5.9 },
  name: { fontSize: 22, lineHeight: 1.35, fontWeight: 700, color: colors.ink },
  contact: { fontSize: 9.5, lineHeight: 1.5, color: colors.muted },
  pageNote: { fontSize: 7.5, lineHeight: 1.4, color: colors.muted },
  chip: { backgroundColor: colors.chip, borderRadius: 3, paddingHorizontal: 6, paddingVertical: 1.5, margin: 2 },
} as const;
