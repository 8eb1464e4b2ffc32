import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { FeedError, refused, unreadable } from './feed-error';

/**
 * Which addresses an external calendar feed may be read from (issue 20 item 3): public unicast
 * ones only, so a feed address cannot make the server reach inside its own network (loopback,
 * private, link-local and cloud metadata, CGNAT, multicast, reserved, unique-local, and IPv6
 * forms that carry one of those IPv4 addresses). `allowLoopback` exists for tests that serve a
 * feed on 127.0.0.1 (EXTERNAL_FEEDS_ALLOW_LOOPBACK, refused in production).
 */
export type FeedAddressPolicy = { allowLoopback: boolean };

/** Where calendar servers listen; anything else is more likely a service that is not one. */
const FEED_PORTS = new Set(['', '80', '443', '8080', '8443']);
/** IPv6 global unicast (2000::/3): outside it, nothing on the public internet is reachable. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

export function isPublicAddress(text: string, policy: FeedAddressPolicy): boolean {
  if (!ipaddr.isValid(text)) return false;
  // `process` turns an IPv4-mapped IPv6 address into the IPv4 address it stands for.
  const address = ipaddr.process(text);
  const range = address.range();
  if (range === 'loopback') return policy.allowLoopback;
  if (range !== 'unicast') return false;
  return address.kind() === 'ipv4' || (address as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

/** The host of a URL without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * A feed address as it will be read (`webcal:` is https), or refused: a scheme other than
 * http(s), an unusual port, a literal internal IP (in any of the forms URL parsing normalises,
 * such as `2130706433` or `0x7f.1`) or a `localhost` name. Names are resolved later (`vetHost`).
 */
export function checkFeedUrl(text: string, policy: FeedAddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcal:/i, 'https:'));
  } catch {
    throw refused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`scheme ${url.protocol}`);
  const host = hostOf(url);
  const literal = ipaddr.isValid(host);
  // Tests serve feeds on loopback at a random port.
  const loopbackTest = policy.allowLoopback && literal && isPublicAddress(host, policy);
  if (!FEED_PORTS.has(url.port) && !loopbackTest) throw refused(`port ${url.port}`);
  if (literal && !isPublicAddress(host, policy)) throw refused(`internal address ${host}`);
  if (!literal && (host === 'localhost' || host.endsWith('.localhost'))) throw refused('localhost');
  return url;
}

/** Every address a host name resolves to (the system resolver; tests inject their own). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export type VettedAddress = { address: string; family: 4 | 6 };

/**
 * The addresses to connect to for a host: all of them must be public, else the host is refused
 * (a name answering one public and one internal address could be steered to the internal one).
 */
export async function vetHost(host: string, resolve: ResolveHost, policy: FeedAddressPolicy): Promise<VettedAddress[]> {
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw unreadable(`lookup of ${host} failed: ${(error as Error).message}`);
    }
  }
  if (!addresses.length) throw unreadable(`${host} has no address`);
  const internal = addresses.find((address) => !isPublicAddress(address, policy));
  if (internal !== undefined) throw refused(`${host} resolves to ${internal}`);
  return addresses.map((address) => ({ address, family: ipaddr.parse(address).kind() === 'ipv4' ? 4 : 6 }));
}

const SAVE_LOOKUP_MS = 3000;

/**
 * The check when a manager saves a feed address: its form, then what its name resolves to now
 * (it is checked again at every reading: DNS may change). A name that does not resolve, or not
 * in time, is accepted: the reading right after says the feed could not be read.
 */
export async function checkFeedAddressToSave(
  text: string,
  policy: FeedAddressPolicy,
  resolve: ResolveHost = systemResolver,
): Promise<void> {
  const url = checkFeedUrl(text, policy);
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((done) => (timer = setTimeout(done, SAVE_LOOKUP_MS)));
  try {
    await Promise.race([vetHost(hostOf(url), resolve, policy).then(() => undefined), giveUp]);
  } catch (error) {
    if (error instanceof FeedError && error.code === 'feedAddressRefused') throw error;
  } finally {
    clearTimeout(timer);
  }
}
