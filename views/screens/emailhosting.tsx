import type { ReactNode } from "react";
import { tierLimits } from "../../content/hosting.ts";
import { Box, Browser, Button, Field, Float, Initials, Meter, Phone, Pill, Rule, T, Tick, UI } from "./kit.tsx";

/** An Advanced plan's allowance (content/hosting.ts, docs/product.md §9), e.g. "10" or "1 GB". */
const advanced = (label: string) => tierLimits.find((row) => row.label === label)?.values[2] ?? "";

/** The sample inbox of anna@mybakery.com, shared by the screens so the same mail shows everywhere. */
const inbox = [
  { from: "Lena Ortiz", initials: "LO", subject: "Order for Saturday", snippet: "Two dozen rye loaves…", when: "9:24 AM", unread: true, clip: true },
  { from: "Flour Mill Co.", initials: "FM", subject: "Invoice #2231", snippet: "Your invoice for March…", when: "8:02 AM", unread: true, clip: true },
  { from: "Tom Reyes", initials: "TR", subject: "Wedding cake tasting", snippet: "They can come Friday…", when: "Yesterday", unread: true, clip: false },
  { from: "Market Hall", initials: "MH", subject: "Your stall for May", snippet: "Stall 14 is yours…", when: "Mon", unread: false, clip: false },
  { from: "Priya Shah", initials: "PS", subject: "Thank you!", snippet: "The cake was perfect…", when: "Mon", unread: false, clip: false },
] as const;
const discs = [UI.accent, UI.teal, UI.violet, UI.brand, UI.good] as const;

/** A paperclip: a message with an attachment. */
const Clip = ({ x, y, fill = UI.muted }: { x: number; y: number; fill?: string }) => (
  <path d={`M${x + 5} ${y + 2}v6.5a2.5 2.5 0 0 1 -5 0v-7a1.6 1.6 0 0 1 3.2 0v6.5`} fill="none" stroke={fill} strokeWidth={1} strokeLinecap="round" />
);

/** Webmail's light folder column down the left of its window, inside the window's rounded corner. */
function Folders({ h, selected, counts }: { h: number; selected: string; counts: Record<string, string> }) {
  return (
    <g>
      <path d={`M0 0h96v${h}h-87a9 9 0 0 1 -9 -9z`} fill={UI.page} />
      <path d={`M96 0v${h}`} stroke={UI.line} strokeWidth={0.8} />
      <Button x={10} y={12} w={76} h={20} label="Compose" tone="accent" size={8} />
      {["Inbox", "Sent", "Drafts", "Spam", "Trash"].map((folder, i) => (
        <g key={folder}>
          {folder === selected ? <rect x={6} y={42 + i * 19} width={84} height={16} rx={4} fill={UI.brandSoft} /> : null}
          <T x={14} y={53 + i * 19} size={8} weight={folder === selected ? 600 : 400} fill={folder === selected ? UI.brand : UI.text}>
            {folder}
          </T>
          {counts[folder] ? (
            <T x={84} y={53 + i * 19} size={7.5} weight={600} fill={folder === selected ? UI.brand : UI.muted} anchor="end">
              {counts[folder]}
            </T>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/**
 * Webmail at the visitor's own domain: anna@mybakery.com's folders (three unread), the message
 * list, one message open with its attachment, a reply being written, and the mailbox's storage
 * against an Advanced plan's email storage (content/hosting.ts).
 */
const webmail: ReactNode = (
  <g>
    <Browser x={10} y={14} w={420} h={300} url="mail.braveweb.com">
      <Folders h={278} selected="Inbox" counts={{ Inbox: "3", Drafts: "1" }} />
      <T x={12} y={242} size={7} weight={600} fill={UI.muted}>
        Storage
      </T>
      <Meter x={12} y={248} w={72} share={0.31} />
      <T x={12} y={264} size={7} fill={UI.muted}>
        {`312 MB of ${advanced("Email storage")}`}
      </T>
      <Field x={104} y={10} w={124} placeholder="Search mail" size={7.5} />
      {inbox.map((m, i) => {
        const y = 36 + i * 40;
        return (
          <g key={m.subject}>
            {i === 0 ? <rect x={97} y={y} width={139} height={40} fill={UI.brandSoft} /> : <Rule x={104} y={y} w={124} />}
            {m.unread ? <circle cx={103} cy={y + 11} r={2.5} fill={UI.brand} /> : null}
            <T x={109} y={y + 14} size={8} weight={m.unread ? 700 : 400}>
              {m.from}
            </T>
            <T x={228} y={y + 14} size={7} fill={UI.muted} anchor="end">
              {m.when}
            </T>
            <T x={109} y={y + 25} size={7.5} weight={m.unread ? 600 : 400}>
              {m.subject}
            </T>
            <T x={109} y={y + 35} size={7} fill={UI.muted}>
              {m.snippet}
            </T>
            {m.clip ? <Clip x={222} y={y + 24} /> : null}
          </g>
        );
      })}
      <path d="M236 0v278" stroke={UI.line} strokeWidth={0.8} />
      <T x={248} y={26} size={11} weight={700}>
        Order for Saturday
      </T>
      <Initials cx={258} cy={46} r={10} text="LO" fill={UI.accent} />
      <T x={274} y={44} size={8} weight={600}>
        Lena Ortiz
      </T>
      <T x={274} y={54} size={7} fill={UI.muted}>
        to anna@mybakery.com
      </T>
      {["Hi Anna,", "Could you bake two dozen rye loaves", "for Saturday’s market? The quote is", "attached. Thanks, Lena"].map((line, i) => (
        <T key={line} x={248} y={76 + i * 11} size={7.5}>
          {line}
        </T>
      ))}
      <Box x={248} y={122} w={126} h={26} fill={UI.page} />
      <Clip x={255} y={130} fill={UI.accent} />
      <T x={266} y={133} size={7.5} weight={600}>
        quote-saturday.pdf
      </T>
      <T x={266} y={142} size={7} fill={UI.muted}>
        PDF · 84 KB
      </T>
      <Button x={248} y={158} w={44} h={18} label="Reply" size={7.5} />
    </Browser>
    <Float x={300} y={206} w={170} h={142}>
      <path d="M0 8a8 8 0 0 1 8 -8h154a8 8 0 0 1 8 8v14h-170z" fill={UI.dark} />
      <T x={10} y={15} size={8} weight={600} fill={UI.surface}>
        Re: Order for Saturday
      </T>
      {[
        ["From", "anna@mybakery.com"],
        ["To", "Lena Ortiz"],
      ].map(([label, value], i) => (
        <g key={label}>
          <T x={10} y={38 + i * 16} size={7} fill={UI.muted}>
            {label!}
          </T>
          <T x={36} y={38 + i * 16} size={7.5}>
            {value!}
          </T>
          <Rule x={10} y={43 + i * 16} w={150} />
        </g>
      ))}
      {["Yes, two dozen rye for Saturday!", "They’ll be ready at 7 AM. Anna"].map((line, i) => (
        <T key={line} x={10} y={76 + i * 11} size={7.5}>
          {line}
        </T>
      ))}
      <Button x={10} y={112} w={52} h={18} label="Send" size={8} />
      <Clip x={72} y={116} />
    </Float>
  </g>
);

/**
 * Addresses at your own domain: the email accounts of mybakery.com (anna@, hello@, support@)
 * against an Advanced plan's 10 accounts (content/hosting.ts), and a new orders@ address being
 * created in a dialog over the list.
 */
const addresses: ReactNode = (
  <g>
    <Browser x={10} y={64} w={372} h={258} url="panel.braveweb.com/email">
      <T x={16} y={24} size={12} weight={700}>
        Email addresses
      </T>
      <T x={16} y={38} size={7.5} fill={UI.muted}>
        {`mybakery.com · 3 of ${advanced("Email accounts")} in use`}
      </T>
      <Button x={16} y={48} w={92} h={20} label="+ New address" size={8} />
      <T x={16} y={92} size={7} weight={600} fill={UI.muted}>
        ADDRESS
      </T>
      <T x={196} y={92} size={7} weight={600} fill={UI.muted}>
        WHO READS IT
      </T>
      <T x={356} y={92} size={7} weight={600} fill={UI.muted} anchor="end">
        USED
      </T>
      {[
        { address: "anna@mybakery.com", kind: "Mailbox", who: "Anna Becker", used: "312 MB", disc: UI.brand },
        { address: "hello@mybakery.com", kind: "Shared inbox", who: "Anna and Tom", used: "96 MB", disc: UI.teal },
        { address: "support@mybakery.com", kind: "Mailbox", who: "Tom Reyes", used: "58 MB", disc: UI.violet },
      ].map((row, i) => {
        const y = 98 + i * 36;
        return (
          <g key={row.address}>
            <Rule x={16} y={y} w={340} />
            <Initials cx={28} cy={y + 18} r={9} text={row.address[0]!.toUpperCase()} fill={row.disc} />
            <T x={44} y={y + 16} size={8.5} weight={600}>
              {row.address}
            </T>
            <T x={44} y={y + 27} size={7} fill={UI.muted}>
              {row.kind}
            </T>
            <T x={196} y={y + 21} size={8}>
              {row.who}
            </T>
            <T x={356} y={y + 21} size={8} anchor="end">
              {row.used}
            </T>
          </g>
        );
      })}
      <Rule x={16} y={206} w={340} />
      <T x={16} y={226} size={7.5} fill={UI.muted}>
        {`Each address gets webmail, phone and desktop access, from ${advanced("Email storage")} of mail storage.`}
      </T>
    </Browser>
    <Float x={280} y={22} w={190} h={150}>
      <T x={12} y={20} size={9.5} weight={700}>
        New address
      </T>
      <T x={12} y={31} size={7} fill={UI.muted}>
        Customers write to it, you answer from it
      </T>
      <Field x={12} y={38} w={166} label="Address" value="orders" />
      <T x={172} y={61.5} size={8} fill={UI.muted} anchor="end">
        @mybakery.com
      </T>
      <Field x={12} y={70} w={166} label="Who reads it" value="Anna Becker" />
      <Button x={12} y={118} w={166} h={20} label="Create orders@mybakery.com" size={8} />
    </Float>
  </g>
);

/**
 * Webmail from any browser: the sign-in page of mail.braveweb.com, and in front of it the mail it
 * opens onto, a search for "invoice" across folders with the attachments listed and a contact.
 */
const anywhere: ReactNode = (
  <g>
    <Browser x={176} y={12} w={294} h={226} url="mail.braveweb.com" back>
      <path d="M0 0h128v204h-119a9 9 0 0 1 -9 -9z" fill={UI.brand} />
      <T x={14} y={26} size={10} weight={700} fill={UI.surface}>
        Braveweb Mail
      </T>
      <T x={14} y={40} size={7.5} fill={UI.surface}>
        Any browser, nothing to install
      </T>
      <T x={144} y={28} size={11} weight={700}>
        Sign in
      </T>
      <Field x={144} y={36} w={136} label="Email" value="anna@mybakery.com" />
      <Field x={144} y={68} w={136} label="Password" value="••••••••••" />
      <Button x={144} y={104} w={136} h={20} label="Sign in" size={8.5} />
      <T x={144} y={140} size={7} fill={UI.muted}>
        Encrypted connection
      </T>
    </Browser>
    <Browser x={10} y={110} w={302} h={232} url="mail.braveweb.com/search">
      <Field x={14} y={10} w={180} value="invoice" />
      <Pill x={202} y={12} label="Has attachment" tone="brand" />
      <T x={14} y={46} size={7.5} fill={UI.muted}>
        3 messages in all folders
      </T>
      {[
        { from: "Flour Mill Co.", subject: "Invoice #2231", file: "invoice-2231.pdf", folder: "Inbox", disc: UI.teal },
        { from: "Market Hall", subject: "Stall invoice for May", file: "stall-14-may.pdf", folder: "Invoices", disc: UI.brand },
        { from: "Print Corner", subject: "Invoice: new menus", file: "menus-proof.jpg", folder: "Invoices", disc: UI.violet },
      ].map((m, i) => {
        const y = 54 + i * 42;
        return (
          <g key={m.subject}>
            <Rule x={14} y={y} w={274} />
            <Initials cx={26} cy={y + 15} r={9} text={m.from[0]!} fill={m.disc} />
            <T x={42} y={y + 13} size={8} weight={600}>
              {m.from}
            </T>
            <T x={42} y={y + 24} size={7.5}>
              {m.subject}
            </T>
            <Pill x={288} y={y + 6} label={m.folder} tone="muted" anchor="end" size={7} />
            <rect x={42} y={y + 28} width={textChip(m.file)} height={11} rx={3} fill={UI.page} stroke={UI.line} strokeWidth={0.6} />
            <Clip x={45} y={y + 29} />
            <T x={54} y={y + 36.5} size={7} fill={UI.muted}>
              {m.file}
            </T>
          </g>
        );
      })}
      <Rule x={14} y={180} w={274} />
      <T x={14} y={196} size={7} weight={600} fill={UI.muted}>
        CONTACT
      </T>
      <T x={62} y={196} size={7.5}>
        Flour Mill Co. · accounts@flourmill.example
      </T>
    </Browser>
  </g>
);

/** The width of an attachment chip: the file name's width plus the clip. */
function textChip(name: string) {
  return name.length * 7 * 0.54 + 18;
}

/**
 * The spam filter at work: junk, phishing and a suspicious attachment held on arrival, a real
 * message marked "Not spam" so the filter learns, and the owner's own allow and block lists
 * (the panel's three bullets; sample messages).
 */
const spamFilter: ReactNode = (
  <g>
    <Browser x={82} y={14} w={388} h={262} url="mail.braveweb.com/spam">
      <T x={16} y={24} size={12} weight={700}>
        Spam
      </T>
      <Pill x={58} y={14} label="Filter on" tone="good" />
      <T x={16} y={38} size={7.5} fill={UI.muted}>
        Screened on arrival · 4 held this week
      </T>
      {[
        { from: "Account Security", subject: "Your bank account is locked!", label: "Phishing", tone: "accent" as const },
        { from: "Prize Team", subject: "You won a free phone", label: "Junk", tone: "warn" as const },
        { from: "unknown sender", subject: "Payment_8841.zip", label: "Attachment held", tone: "violet" as const },
        { from: "Lena Ortiz", subject: "Order for Saturday", label: "Not spam", tone: "good" as const },
      ].map((m, i) => {
        const y = 48 + i * 30;
        return (
          <g key={m.subject}>
            {i === 3 ? <rect x={8} y={y + 1} width={356} height={29} rx={4} fill={UI.goodSoft} /> : <Rule x={16} y={y} w={340} />}
            <T x={16} y={y + 13} size={8} weight={600}>
              {m.from}
            </T>
            <T x={16} y={y + 24} size={7.5} fill={UI.muted}>
              {m.subject}
            </T>
            {i === 3 ? (
              <Button x={282} y={y + 6} w={74} h={17} label="Not spam ✓" tone="brand" size={7.5} />
            ) : (
              <Pill x={356} y={y + 8} label={m.label} tone={m.tone} anchor="end" />
            )}
          </g>
        );
      })}
      <Box x={130} y={180} w={226} h={40} fill={UI.page} />
      <Tick cx={146} cy={200} r={7} />
      <T x={160} y={197} size={7.5} weight={600}>
        Moved to your inbox
      </T>
      <T x={160} y={208} size={7} fill={UI.muted}>
        The filter will let Lena’s mail through
      </T>
    </Browser>
    <Float x={10} y={212} w={196} h={136}>
      <T x={12} y={20} size={9.5} weight={700}>
        Allow and block lists
      </T>
      {[
        { who: "@flourmill.example", label: "Allow", tone: "good" as const },
        { who: "lena.ortiz@example.com", label: "Allow", tone: "good" as const },
        { who: "prizes@win-now.example", label: "Block", tone: "accent" as const },
      ].map((row, i) => (
        <g key={row.who}>
          <Rule x={12} y={30 + i * 24} w={172} />
          <T x={12} y={46 + i * 24} size={7.5}>
            {row.who}
          </T>
          <Pill x={184} y={37 + i * 24} label={row.label} tone={row.tone} anchor="end" size={7} />
        </g>
      ))}
      <Field x={12} y={110} w={172} placeholder="Add an address or domain" />
    </Float>
  </g>
);

/**
 * The same inbox on the desk and on the phone: the message read on the phone shows as read in
 * webmail too, and a card says both are in sync (the sample inbox above).
 */
const mobile: ReactNode = (
  <g>
    <Browser x={10} y={22} w={330} h={260} url="mail.braveweb.com" back>
      <T x={16} y={24} size={12} weight={700}>
        Inbox
      </T>
      <T x={16} y={37} size={7.5} fill={UI.muted}>
        anna@mybakery.com · 2 unread
      </T>
      {inbox.map((m, i) => {
        const y = 46 + i * 38;
        const unread = m.unread && i !== 0;
        return (
          <g key={m.subject}>
            <Rule x={16} y={y} w={266} />
            <Initials cx={28} cy={y + 19} r={9} text={m.initials} fill={discs[i]} />
            {unread ? <circle cx={12} cy={y + 19} r={2.5} fill={UI.brand} /> : null}
            <T x={44} y={y + 16} size={8} weight={unread ? 700 : 400}>
              {m.from}
            </T>
            <T x={44} y={y + 28} size={7.5} fill={unread ? UI.text : UI.muted}>
              {m.subject}
            </T>
            <T x={282} y={y + 16} size={7} fill={UI.muted} anchor="end">
              {m.when}
            </T>
          </g>
        );
      })}
    </Browser>
    <Phone x={306} y={30} w={160} h={318}>
      <T x={16} y={22} size={7} weight={600}>
        9:41
      </T>
      <T x={12} y={50} size={14} weight={700}>
        Inbox
      </T>
      <T x={12} y={62} size={7} fill={UI.muted}>
        anna@mybakery.com
      </T>
      {inbox.map((m, i) => {
        const y = 70 + i * 44;
        const unread = m.unread && i !== 0;
        return (
          <g key={m.subject}>
            {i === 0 ? <rect x={0} y={y} width={150} height={44} fill={UI.brandSoft} /> : <Rule x={12} y={y} w={138} />}
            {unread ? <circle cx={6} cy={y + 12} r={2.5} fill={UI.brand} /> : null}
            <T x={12} y={y + 14} size={8} weight={unread ? 700 : 600}>
              {m.from}
            </T>
            <T x={142} y={y + 14} size={7} fill={UI.muted} anchor="end">
              {m.when}
            </T>
            <T x={12} y={y + 26} size={7.5}>
              {m.subject}
            </T>
            <T x={12} y={y + 37} size={7} fill={UI.muted}>
              {m.snippet}
            </T>
          </g>
        );
      })}
    </Phone>
    <Float x={112} y={266} w={180} h={48}>
      <circle cx={22} cy={24} r={11} fill={UI.tealSoft} />
      <path
        d="M16.5 22a6 6 0 0 1 10.5 -2.5M27.5 26a6 6 0 0 1 -10.5 2.5M27 16.5v3h-3M17 31.5v-3h3"
        fill="none"
        stroke={UI.teal}
        strokeWidth={1.4}
        strokeLinecap="round"
      />
      <T x={40} y={21} size={8.5} weight={600}>
        In sync · just now
      </T>
      <T x={40} y={33} size={7} fill={UI.muted}>
        Read on the phone, read on the desk
      </T>
    </Float>
  </g>
);

export const emailhostingScreens: Record<string, ReactNode> = {
  "emailhosting-webmail": webmail,
  "emailhosting-address": addresses,
  "emailhosting-anywhere": anywhere,
  "emailhosting-spam-filter": spamFilter,
  "emailhosting-mobile": mobile,
};
