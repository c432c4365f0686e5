import type { ReactNode } from 'react';

/**
 * Strapi v5 rich text ("blocks" field) rendered as React elements: paragraph, heading, list (ordered,
 * unordered, nested), quote, code, image, and inline text (bold, italic, underline, strikethrough, code)
 * and links. Safe by construction: content only ever becomes text nodes and attributes that React
 * escapes, never HTML; a link keeps its anchor only for http(s), site-relative or #fragment targets, and
 * an image only for an http(s) or site-relative source. Unknown node types render their children.
 */
export type RichTextNode = { type?: unknown; children?: unknown; [field: string]: unknown };

export interface RichTextProps {
  blocks: unknown;
  /** Puts a site-relative link into the page's language ('/helyszinek' → '/en/helyszinek'). */
  localize?: (path: string) => string;
  className?: string;
}

/** The href a content link may have, or undefined when its scheme is not allowed (javascript:, data:…). */
export function safeHref(url: unknown, localize?: (path: string) => string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  // eslint-disable-next-line no-control-regex -- a control character in a link is what this rejects
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (/^https?:\/\/[^/]/i.test(value)) return value;
  if (/^(mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]+)$/i.test(value)) return value;
  if (value.startsWith('#')) return value;
  // '//host' and '/\host' are protocol-relative in browsers: another site, not this one.
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) return localize ? localize(value) : value;
  return undefined;
}

const isNode = (value: unknown): value is RichTextNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): RichTextNode[] => (Array.isArray(value) ? value.filter(isNode) : []);

/**
 * Plain text of a node tree: inline nodes run together, each block ends a line. A plain string field
 * (paragraphs separated by blank lines) reads as its paragraphs, one a line.
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return paragraphs(value).join('\n');
  if (Array.isArray(value)) return value.map(plainText).join('');
  if (!isNode(value)) return '';
  if (typeof value.text === 'string') return value.text;
  const inner = plainText(value.children);
  return value.type === 'link' ? inner : `${inner}\n`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** `blocks` is a blocks field, or a plain text field whose blank lines separate paragraphs. */
export function RichText({ blocks, localize, className }: RichTextProps) {
  return (
    <div className={className ?? 'space-y-5 text-lg leading-relaxed text-ink-soft'}>
      {typeof blocks === 'string'
        ? paragraphs(blocks).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        : renderBlocks(nodes(blocks), localize)}
    </div>
  );
}

function renderBlocks(list: RichTextNode[], localize: RichTextProps['localize']): ReactNode[] {
  return list.map((node, index) => renderBlock(node, index, localize));
}

const HEADING_CLASS: Record<number, string> = {
  2: 'pt-3 text-2xl font-700 tracking-tight text-ink',
  3: 'pt-2 text-xl font-700 text-ink',
  4: 'text-lg font-700 text-ink',
  5: 'font-700 text-ink',
  6: 'font-600 text-ink',
};

function renderBlock(node: RichTextNode, key: number, localize: RichTextProps['localize']): ReactNode {
  const children = () => renderInline(nodes(node.children), localize);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      // The page title is the h1; content headings start at h2.
      const level = Math.min(6, Math.max(2, Number(node.level) || 2));
      const Tag = `h${level}` as 'h2';
      return (
        <Tag key={key} className={HEADING_CLASS[level]}>
          {children()}
        </Tag>
      );
    }
    case 'list':
      return renderList(node, key, localize);
    case 'quote':
      return (
        <blockquote key={key} className="rounded-r-xl border-l-4 border-brand-500 bg-brand-50 px-5 py-4 text-ink">
          {children()}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-xl bg-ink p-4 text-sm text-white">
          <code>{plainText(node.children).trimEnd()}</code>
        </pre>
      );
    case 'image':
      return renderImage(node, key);
    default:
      return node.children ? <div key={key}>{renderBlocks(nodes(node.children), localize)}</div> : null;
  }
}

function renderList(node: RichTextNode, key: number, localize: RichTextProps['localize']): ReactNode {
  const ordered = node.format === 'ordered';
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag key={key} className={`space-y-2 pl-6 ${ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-600`}>
      {nodes(node.children).map((item, index) =>
        item.type === 'list' ? (
          <li key={index} className="list-none">
            {renderList(item, index, localize)}
          </li>
        ) : (
          <li key={index} className="pl-1">
            {renderInline(nodes(item.children), localize)}
          </li>
        ),
      )}
    </Tag>
  );
}

function renderImage(node: RichTextNode, key: number): ReactNode {
  const image = isNode(node.image) ? node.image : undefined;
  const src = safeHref(image?.url);
  if (!image || !src || src.startsWith('#')) return null;
  const alt = typeof image.alternativeText === 'string' ? image.alternativeText : '';
  const width = typeof image.width === 'number' ? image.width : undefined;
  const height = typeof image.height === 'number' ? image.height : undefined;
  return (
    <img
      key={key}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className="h-auto w-full rounded-2xl"
    />
  );
}

function renderInline(list: RichTextNode[], localize: RichTextProps['localize']): ReactNode[] {
  return list.map((node, index) => {
    if (node.type === 'link') {
      const href = safeHref(node.url, localize);
      const inner = renderInline(nodes(node.children), localize);
      if (!href) return <span key={index}>{inner}</span>;
      const external = /^https?:/i.test(href);
      return (
        <a key={index} href={href} className="link" rel={external ? 'noopener noreferrer' : undefined}>
          {inner}
        </a>
      );
    }
    if (typeof node.text === 'string') return <TextLeaf key={index} node={node} />;
    return node.children ? <span key={index}>{renderInline(nodes(node.children), localize)}</span> : null;
  });
}

function TextLeaf({ node }: { node: RichTextNode }) {
  const lines = String(node.text).split('\n');
  let out: ReactNode = lines.flatMap((line, index) => (index ? [<br key={`br${index}`} />, line] : [line]));
  if (node.code) out = <code className="rounded bg-brand-50 px-1.5 py-0.5 text-[0.9em] text-ink">{out}</code>;
  if (node.strikethrough) out = <s>{out}</s>;
  if (node.underline) out = <u>{out}</u>;
  if (node.italic) out = <em>{out}</em>;
  if (node.bold) out = <strong className="font-700 text-ink">{out}</strong>;
  return <>{out}</>;
}
