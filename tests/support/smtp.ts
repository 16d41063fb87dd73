// A real SMTP server on loopback for the tests of the console's mail (the `smtp-server` package):
// it accepts every message and keeps it, decoded enough to read. No mail leaves the machine.
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type TestSmtp = { port: number; url: string; received: ReceivedMail[]; stop(): Promise<void> };

/** The body of a message as its reader sees it: quoted-printable undone (nodemailer wraps long lines). */
function decode(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
  const text = quotedPrintable
    ? Buffer.from(
        body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}

/** A free loopback port (for a server started later, to test mail while the SMTP server is away). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...decode(Buffer.concat(chunks).toString("latin1")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as net.AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
