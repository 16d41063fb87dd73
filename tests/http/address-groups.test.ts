// Every per-address limit counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4
// (issue 27, row 4). Behind one trusted proxy (TRUST_PROXY=1) the client's address is the one
// X-Forwarded-For names, so any address can be played from loopback.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { galleryList } from "../support/gallery";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("limits count an IPv6 network, not each of its addresses", () => {
  const fixture = useServer(() => ({
    env: {
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      STAFF_SIGN_IN_FAILURES_PER_ADDRESS: "3",
      STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "1000",
      RATE_LIMIT_LIKES: "3",
      STREAMS_PER_ADDRESS: "2",
    },
  }));
  const from = (address: string, path: string, init: RequestInit = {}) =>
    fetch(`${fixture.server.baseUrl}${path}`, { ...init, headers: { ...init.headers, "X-Forwarded-For": address }, redirect: "manual" });
  const failSignIn = (address: string, email: string) =>
    from(address, "/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ email, password: "not the password" }),
    }).then((response) => response.status);

  it("refuses the fourth failed sign-in from four addresses of one /64, and not one from the next /64", async () => {
    const statuses = [];
    const addresses = ["2001:db8:aa:1::1", "2001:db8:aa:1::2", "2001:db8:aa:1:ffff:ffff:ffff:fffe", "2001:DB8:AA:1:abcd:1:2:3"];
    for (const [i, address] of addresses.entries()) statuses.push(await failSignIn(address, `a${i}@example.org`));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await failSignIn("2001:db8:aa:2::1", "other@example.org")).toBe(401);
  });

  it("counts an IPv4-mapped address as the IPv4 address it carries", async () => {
    expect(await failSignIn("198.51.100.7", "b1@example.org")).toBe(401);
    expect(await failSignIn("::ffff:198.51.100.7", "b2@example.org")).toBe(401);
    expect(await failSignIn("::ffff:c633:6407", "b3@example.org")).toBe(401);
    expect(await failSignIn("198.51.100.7", "b4@example.org")).toBe(429);
  });

  it("holds the likes rate and the stream cap per /64 too", async () => {
    const [item] = (await galleryList(fixture.server)).items;
    const likes = [];
    for (let i = 1; i <= 4; i++) {
      likes.push(
        (await from(`2001:db8:bb:1::${i}`, `/api/gallery/${item!.id}/like`, { method: "POST", headers: { Accept: "application/json" } }))
          .status,
      );
    }
    expect(likes.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(likes[3]).toBe(429);

    const streams: http.ClientRequest[] = [];
    const openStream = (address: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          `${fixture.server.baseUrl}/api/gallery/events`,
          { headers: { "X-Forwarded-For": address }, agent: false },
          (response) => resolve(response.statusCode ?? 0),
        );
        request.on("error", reject);
        streams.push(request);
      });
    try {
      expect(await openStream("2001:db8:cc:1::1")).toBe(200);
      expect(await openStream("2001:db8:cc:1::2")).toBe(200);
      expect(await openStream("2001:db8:cc:1::3")).toBe(429);
      expect(await openStream("2001:db8:cc:2::1")).toBe(200);
    } finally {
      for (const request of streams) request.destroy();
    }
  });
});
