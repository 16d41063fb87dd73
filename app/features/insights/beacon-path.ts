// Where the beacon posts (served by the host: server/endpoints.ts), page views and Web Vitals alike.
// A module of its own: the pages' first scripts never use it, and the Web Vitals code loaded on
// demand (vitals-client.ts) carries it rather than importing it from them (issue 45).
export const INSIGHTS_BEACON_PATH = "/resources/insights";
