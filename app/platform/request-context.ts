import { createContext } from "react-router";

/** What the host knows about one request and hands to every loader and action (`context.get(hostContext)`). */
export type HostContext = {
  /** CSP nonce of this response ("" for pages prerendered at build time, which carry script hashes instead). */
  nonce: string;
  /** The client's address as the host sees it (after TRUST_PROXY); never stored or logged. */
  clientIp: string;
};

// The default serves requests that do not come through the host: prerendering at build time.
export const hostContext = createContext<HostContext>({ nonce: "", clientIp: "unknown" });
