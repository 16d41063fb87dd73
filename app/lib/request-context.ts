/** What the Express host hands to every loader and action as `context`. */
export type HostContext = {
  /** CSP nonce of this response. */
  nonce: string;
  /** The client's address as Express sees it (after TRUST_PROXY); never stored or logged. */
  clientIp: string;
};

export function hostContext(context: unknown): HostContext {
  const value = (context ?? {}) as Partial<HostContext>;
  return { nonce: value.nonce ?? "", clientIp: value.clientIp ?? "unknown" };
}
