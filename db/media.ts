// Image storage lives in app/lib/media.server.ts. This one re-export keeps app/lib/host.server.ts
// (rewritten on the host branch) compiling until it imports mediaDir from there; then delete it.
export { mediaDir } from "../app/lib/media.server";
