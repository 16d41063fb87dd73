// What a visit's source, medium and campaign are counted under (issue 42): campaign tokens and
// known sites by name, never an email, a phone number or a name; the rest as "(other)".
import { describe, expect, it } from "vitest";
import { campaignValue, referrerValue, sourceValue } from "./counted-values";
import { OTHER_VALUE } from "./insights";

describe("counted values", () => {
  it.each([
    ["flyer", "flyer"],
    ["fall-2026", "fall-2026"],
    ["spring_fair.wk48", "spring_fair.wk48"],
    ["", ""],
    [undefined, ""],
    ["maya.reyes@example.org", OTHER_VALUE],
    ["Maya Reyes 212-555-0100", OTHER_VALUE],
    ["Maya", OTHER_VALUE],
    ["maya reyes", OTHER_VALUE],
    ["212-555-0100", OTHER_VALUE],
    ["2125550100", OTHER_VALUE],
    ["+17185550142", OTHER_VALUE],
    ["call.718.555.0142", OTHER_VALUE],
    ["x".repeat(41), OTHER_VALUE],
    ["-flyer", OTHER_VALUE],
    ["(other)", OTHER_VALUE],
    ["flyer\u200b", OTHER_VALUE],
  ])("keeps the utm value %j as %j", (value, counted) => {
    expect(campaignValue(value)).toBe(counted);
  });

  it.each([
    ["instagram.com", "instagram.com"],
    ["l.instagram.com", "instagram.com"],
    ["m.facebook.com", "facebook.com"],
    ["google.com.mx", "google.com"],
    ["google.es", "google.com"],
    ["mail.google.com", "mail.google.com"],
    ["t.co", "t.co"],
    ["maya-reyes.example.net", OTHER_VALUE],
    ["notinstagram.com", OTHER_VALUE],
    ["instagram.com.evil.example", OTHER_VALUE],
    ["instagram.com:8080", OTHER_VALUE],
  ])("keeps the referrer %j as %j", (host, counted) => {
    expect(referrerValue(host)).toBe(counted);
  });

  it("takes the utm_source first, then the referring site, and a referral from this site as direct", () => {
    expect(sourceValue({ s: "flyer", r: "instagram.com" }, "wyp.example.org")).toBe("flyer");
    expect(sourceValue({ s: "Maya", r: "instagram.com" }, "wyp.example.org")).toBe(OTHER_VALUE);
    expect(sourceValue({ r: "instagram.com" }, "wyp.example.org")).toBe("instagram.com");
    expect(sourceValue({ r: "wyp.example.org" }, "WWW.wyp.example.org")).toBe("");
    expect(sourceValue({}, "wyp.example.org")).toBe("");
  });
});
