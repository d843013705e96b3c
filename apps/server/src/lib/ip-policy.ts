import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses an outbound fetch of a user-given URL may reach: public unicast only.
 * Everything in the IANA special-purpose registries is refused: loopback, private, link-local
 * (and the cloud metadata address in it), CGNAT, multicast, unspecified, documentation,
 * benchmarking and reserved ranges, and IPv6 forms that carry one of those IPv4 addresses.
 */

const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (incl. 192.0.0.192 Oracle metadata)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}

/** IPv6 global unicast; everything outside it (::1, ::, fc00::/7, fe80::/10, ff00::/8 …) is out. */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');

const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (embeds IPv4), ORCHID, benchmarking
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address, may be routed to a private one
  ['3fff::', 20], // documentation (RFC 9637)
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (any notation, incl. a trailing dotted quad), or null. */
export function ipv6Bytes(address: string): Uint8Array | null {
  const text = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(text)) return null;
  const bytes = new Uint8Array(16);
  let head = text;
  let tailV4: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const maybeV4 = text.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    tailV4 = maybeV4.split('.').map(Number);
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [left = '', right] = head.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const words = [...l, ...Array<number>(8 - l.length - r.length).fill(0), ...r];
  words.forEach((w, i) => {
    bytes[i * 2] = w >> 8;
    bytes[i * 2 + 1] = w & 0xff;
  });
  if (tailV4.length === 4) bytes.set(tailV4, 12);
  return bytes;
}

/**
 * The IPv4 address of an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, also written
 * `::ffff:7f00:1`), which the socket layer connects to as that IPv4 address; else null. Other
 * IPv6 forms that embed an IPv4 address (`::a.b.c.d`, NAT64, 6to4, Teredo) are refused whole.
 */
export function mappedIPv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const mapped = b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;
  return mapped ? `${b[12]}.${b[13]}.${b[14]}.${b[15]}` : null;
}

/** Why an address is refused, or null when it is a public unicast address. */
export function blockedReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) {
    return blockedV4.check(bare, 'ipv4') ? 'a private, loopback or reserved IPv4 address' : null;
  }
  if (isIPv6(bare)) {
    if (bare.includes('%')) return 'an IPv6 address with a zone';
    const v4 = mappedIPv4(bare);
    if (v4) return blockedReason(v4);
    if (!globalV6.check(bare, 'ipv6')) return 'a non-global IPv6 address';
    if (blockedV6.check(bare, 'ipv6')) return 'a special-purpose IPv6 address';
    return null;
  }
  return 'not an IP address';
}
