import type { OutboxMessage } from '@tribuna/contract';

const LINK = /https?:\/\/[^\s<>"')]+/g;
const CODE = /(?<!\d)\d{6}(?!\d)/g;

/** Links in a message body (validation links, recovery links), in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/** Six-digit codes (password recovery) outside links, so a hash in a URL is not taken for one. */
export function extractCodes(text: string): string[] {
  return [...new Set(text.replace(LINK, ' ').match(CODE) ?? [])];
}

/** Splits a body into text and link parts so links can be rendered clickable. */
export function splitLinks(text: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), link: false });
    parts.push({ text: match[0], link: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts;
}

export function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
