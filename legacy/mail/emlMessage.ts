/** One plain-text email in RFC 5322 form, as an .eml file holds it (CRLF line ends). */
export interface EmlMessage {
  from: string;
  to: string;
  subject: string;
  date: Date;
  messageId: string;
  body: string;
}

/** RFC 5322 date-time, e.g. "Sun, 01 Mar 2026 10:00:00 +0000". */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

/** Header values are ours or validated addresses; a line break in one would forge headers, so refuse it. */
function headerValue(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`line break in the ${name} header`);
  // Non-ASCII words travel as an RFC 2047 encoded word.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

export function formatEml(message: EmlMessage): string {
  const headers = [
    `From: ${headerValue("From", message.from)}`,
    `To: ${headerValue("To", message.to)}`,
    `Subject: ${headerValue("Subject", message.subject)}`,
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: ${headerValue("Message-ID", message.messageId)}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
  ];
  const body = message.body.replace(/\r?\n/g, "\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}${body.endsWith("\r\n") ? "" : "\r\n"}`;
}
