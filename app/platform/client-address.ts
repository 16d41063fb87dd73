// The address every per-address limit counts a client by. An IPv6 subscriber is handed a whole
// /64 (2^64 addresses), so counting single IPv6 addresses would give one home 2^64 allowances:
// IPv6 counts by its network prefix. An IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a
// dual-stack socket reports for an IPv4 client) is the IPv4 address it carries.
import { isIPv4, isIPv6 } from "node:net";

/** 8 groups of 16 bits, or undefined when `address` is not IPv6. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, ""); // a zone (fe80::1%eth0) is not part of the address
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client's address as the limits count it: IPv4 as it is; IPv6 as its first `prefixLength`
 * bits, written `2001:db8:1:2::/64`. Anything else (a proxy's "unknown") as it is.
 */
export function addressGroup(address: string, prefixLength = 64): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const masked = groups.map((group, index) => {
    const bitsLeft = prefixLength - index * 16;
    if (bitsLeft >= 16) return group;
    if (bitsLeft <= 0) return 0;
    return group & ((0xffff << (16 - bitsLeft)) & 0xffff);
  });
  // Shortest form of the network: trailing zero groups as "::".
  let end = masked.length;
  while (end > 0 && masked[end - 1] === 0) end--;
  const written = masked.slice(0, end).map((group) => group.toString(16));
  return `${written.join(":")}${end < 8 ? "::" : ""}/${prefixLength}`;
}
