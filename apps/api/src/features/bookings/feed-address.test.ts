import { describe, expect, it } from 'vitest';
import { FeedError } from './feed-error';
import { checkFeedUrl, isPublicAddress, vetHost } from './feed-address';

const STRICT = { allowLoopback: false };
const refusedCode = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FeedError ? error.code : 'other';
  }
  return 'accepted';
};

describe('external feed addresses: only public ones', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.10.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
  ])('refuses IPv4 %s (%s)', (address) => {
    expect(isPublicAddress(address, STRICT)).toBe(false);
  });

  it.each([
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'cloud metadata (AWS IPv6)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex'],
    ['::ffff:192.168.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::1', '6to4 of a private address'],
    ['2001:db8::1', 'documentation'],
    ['fec0::1', 'site-local'],
  ])('refuses IPv6 %s (%s)', (address) => {
    expect(isPublicAddress(address, STRICT)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address, STRICT)).toBe(true);
    },
  );

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('not-an-ip', STRICT)).toBe(false);
    expect(isPublicAddress('', STRICT)).toBe(false);
  });

  it('lets loopback through only behind the test option, and nothing else internal', () => {
    const tests = { allowLoopback: true };
    expect(isPublicAddress('127.0.0.1', tests)).toBe(true);
    expect(isPublicAddress('::1', tests)).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', tests)).toBe(true);
    expect(isPublicAddress('10.0.0.1', tests)).toBe(false);
    expect(isPublicAddress('169.254.169.254', tests)).toBe(false);
  });
});

describe('external feed URLs', () => {
  it.each([
    'ftp://calendar.example.org/feed.ics',
    'file:///etc/passwd',
    'gopher://calendar.example.org/',
    'http://127.0.0.1/feed.ics',
    'http://[::1]/feed.ics',
    'http://[::ffff:7f00:1]/feed.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://2130706433/feed.ics',
    'http://0x7f.1/feed.ics',
    'http://localhost/feed.ics',
    'http://calendar.example.org:22/feed.ics',
    'http://calendar.example.org:6379/feed.ics',
  ])('refuses %s before any lookup', (url) => {
    expect(refusedCode(() => checkFeedUrl(url, STRICT))).toBe('feedAddressRefused');
  });

  it.each([
    ['https://calendar.example.org/feed.ics', 'https://calendar.example.org/feed.ics'],
    ['webcal://calendar.example.org/feed.ics', 'https://calendar.example.org/feed.ics'],
    ['http://calendar.example.org:8080/feed.ics', 'http://calendar.example.org:8080/feed.ics'],
    ['https://8.8.8.8:8443/feed.ics', 'https://8.8.8.8:8443/feed.ics'],
  ])('accepts %s', (url, read) => {
    expect(checkFeedUrl(url, STRICT).href).toBe(read);
  });

  it('refuses a name whose addresses include an internal one, even next to a public one', async () => {
    const resolve = async (host: string) => (host === 'mixed.example' ? ['93.184.216.34', '10.0.0.7'] : ['93.184.216.34']);
    await expect(vetHost('mixed.example', resolve, STRICT)).rejects.toMatchObject({ code: 'feedAddressRefused' });
    await expect(vetHost('fine.example', resolve, STRICT)).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
    await expect(vetHost('nothing.example', async () => [], STRICT)).rejects.toMatchObject({ code: 'feedUnreadable' });
  });
});
