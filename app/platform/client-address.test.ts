import { describe, expect, it } from "vitest";
import { addressGroup } from "./client-address";

describe("the address a limit counts", () => {
  it("is an IPv4 address as it is, also when it comes IPv4-mapped", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const group = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0009",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::5%eth0",
      "2001:db8:1:2::1.2.3.4",
    ]) {
      expect(addressGroup(address), address).toBe(group);
    }
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("::/64");
    expect(addressGroup("fe80::1")).toBe("fe80::/64");
  });

  it("takes another prefix length when configured, down to the bit", () => {
    expect(addressGroup("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(addressGroup("2001:db8:1:ab12::1", 56)).toBe("2001:db8:1:ab00::/56");
    expect(addressGroup("2001:db8:1:ff::1", 56)).toBe("2001:db8:1::/56");
    expect(addressGroup("2001:db8:1:1ff::1", 56)).toBe("2001:db8:1:100::/56");
    expect(addressGroup("2001:db8:1:2:3:4:5:6", 128)).toBe("2001:db8:1:2:3:4:5:6/128");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("")).toBe("");
  });
});
