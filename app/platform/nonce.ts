import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty on the client and in prerendered pages (they use hashes). */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
