import sanitizeHtml from 'sanitize-html';

/** Schemes a link may use; anything else (javascript:, data:, relative paths) loses its link. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const LINK_REL = 'noopener noreferrer nofollow';
/**
 * An unsafe link becomes a bare span: the link goes, its text stays. (Renaming it to a tag that
 * is then discarded would be neater, but sanitize-html then closes the next link at the same
 * depth with the discarded tag's name.)
 */
const droppedLink = () => ({ tagName: 'span', attribs: {} });

/** Block elements: their edges separate words (and lines) in the plain text. */
const BLOCK_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'pre', 'div']);

const isSafeLink = (href: string | undefined): href is string => {
  if (!href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
};

/**
 * The rich text a message may carry (issue 10): paragraphs, line breaks, bold, italic,
 * underline, strike, lists, quotes, small headings, code, and links to http(s) or mailto that
 * open in a new tab without handing over the page (span only carries an unsafe link's text). No style, class or event attributes; script,
 * style and similar elements go with their content.
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tagName, attribs) =>
      isSafeLink(attribs.href) ? { tagName: 'a', attribs: { href: attribs.href, rel: LINK_REL, target: '_blank' } } : droppedLink(),
  },
};

/** Allow-listed HTML of a message body (the stored and served form). */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, MESSAGE_HTML).trim();
}

/**
 * sanitize-html hands text to `textFilter` escaped (`&`, `<`, `>` only, see its escapeHtml);
 * this undoes exactly that, `&amp;` last so "&amp;lt;" stays "&lt;".
 */
const unescapeSanitizedText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The plain text of (sanitized) HTML, for excerpts, search and e-mails: the text nodes in
 * order, with a line break at block edges so words of separate paragraphs do not run together.
 * sanitize-html parses; its hooks report the text and tags as it goes.
 */
export function htmlToPlainText(html: string): string {
  const pieces: string[] = [];
  const edge = (tag: string) => {
    if (BLOCK_TAGS.has(tag)) pieces.push('\n');
  };
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: edge,
    onCloseTag: edge,
    textFilter: (text) => {
      pieces.push(unescapeSanitizedText(text));
      return text;
    },
  });
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** At most `max` characters of plain text on one line, cut at a word when possible, with "…". */
export function excerptOf(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
