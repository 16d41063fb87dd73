import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/fixtures";

/** Sends `head`, then one byte of `trickle` every `everyMs`; resolves when the server ends the socket. */
function slowClient(server: TestServer, head: string, trickle: string, everyMs: number) {
  return new Promise<{ heldMs: number; answer: string }>((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(head);
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]);
      }, everyMs);
      socket.once("close", () => {
        clearInterval(timer);
        resolve({ heldMs: Date.now() - started, answer: answer.split("\r\n")[0] });
      });
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
  });
}

// A client that sends a request a byte at a time holds a socket for at most the timeouts the host
// sets (headers 15 s, whole request 30 s, checked every 5 s), and the site keeps serving others.
// Both clients trickle at the same time: each waits out a real timeout, and one after the other
// they took 58 s of CI.
describe.concurrent("slow clients", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.destroy());

  it(
    "cuts off a body sent a byte every 2 s after 30 s and the next check, answering 408, while others are served",
    { timeout: 60_000 },
    async () => {
      const head = "POST /resources/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n";
      const slow = slowClient(server, head, "x".repeat(200), 2_000);
      await new Promise((wait) => setTimeout(wait, 3_000));
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      const { heldMs, answer } = await slow;
      console.log(`slow body: socket held ${(heldMs / 1000).toFixed(1)} s, answer "${answer}"`);
      // The trickle would take 400 s; before the timeouts Node held it 300 s and more.
      expect(heldMs).toBeLessThan(40_000);
      expect(answer).toBe("HTTP/1.1 408 Request Timeout");
    },
  );

  it("cuts off headers sent a byte every second within 15 s and the next check", { timeout: 60_000 }, async () => {
    const { heldMs } = await slowClient(server, "GET / HTTP/1.1\r\n", "X-Slow: " + "y".repeat(100), 1_000);
    console.log(`slow headers: socket held ${(heldMs / 1000).toFixed(1)} s`);
    // The trickle would take 108 s.
    expect(heldMs).toBeLessThan(25_000);
  });
});
