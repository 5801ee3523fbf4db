import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Phone, Pill, Scene, Rule, T, UI, textWidth } from "./kit.tsx";

/**
 * The product screens of /sslcertificates (views/screens/kit.tsx has the parts they are drawn
 * from): a sample shop, mybakery.com, before and after its certificate. The premium
 * certificate's price and warranty ($49.00, $10,000) are the page's own
 * (content/pages/sslcertificates.ts, content/routes.ts); dates, orders and search results are
 * sample data.
 */

/** A padlock, closed, `size` units tall. */
function Lock({ x, y, size = 9, fill = UI.good }: { x: number; y: number; size?: number; fill?: string }) {
  const w = size * 0.8;
  return (
    <g>
      <path
        d={`M${x + w * 0.22} ${y + size * 0.45}v${-size * 0.15}a${w * 0.28} ${w * 0.28} 0 0 1 ${w * 0.56} 0v${size * 0.15}`}
        fill="none"
        stroke={fill}
        strokeWidth={size * 0.12}
      />
      <rect x={x} y={y + size * 0.42} width={w} height={size * 0.58} rx={size * 0.1} fill={fill} />
    </g>
  );
}

/** A tick in a disc: a step done, a check passed. */
function Done({ cx, cy, r = 7, fill = UI.good }: { cx: number; cy: number; r?: number; fill?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        d={`M${cx - r * 0.42} ${cy}l${r * 0.3} ${r * 0.3} ${r * 0.55}-${r * 0.6}`}
        fill="none"
        stroke={UI.surface}
        strokeWidth={r * 0.24}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/**
 * The address bar of a Browser at (x, y) of width w, drawn over the kit's own: the padlock and
 * https of a secure page, or the "Not secure" chip of a page without a certificate.
 */
function AddressBar({ x, y, w, host, secure }: { x: number; y: number; w: number; host: string; secure: boolean }) {
  const left = x + 44;
  const width = Math.min(w - 88, 210);
  const chip = textWidth("Not secure", 7, true) + 20;
  return (
    <g>
      <rect x={left} y={y + 4} width={width} height={14} rx={7} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.6} />
      {secure ? (
        <g>
          <Lock x={left + 6} y={y + 6.5} size={8.5} />
          <T x={left + 16} y={y + 14} size={7.5} fill={UI.good} weight={600}>
            https://
          </T>
          <T x={left + 16 + textWidth("https://", 7.5, true) * 0.8} y={y + 14} size={7.5}>
            {host}
          </T>
        </g>
      ) : (
        <g>
          <rect x={left + 1.5} y={y + 5.5} width={chip} height={11} rx={5.5} fill={UI.accentSoft} />
          <path d={`M${left + 6} ${y + 14.5}l4 -7 4 7z`} fill={UI.accent} />
          <T x={left + 17} y={y + 13.8} size={7} weight={600} fill={UI.accent}>
            Not secure
          </T>
          <T x={left + chip + 6} y={y + 14} size={7.5} fill={UI.muted}>
            {host}
          </T>
        </g>
      )}
    </g>
  );
}

/** The top of mybakery.com as a visitor sees it, in a page of width w (its own units). */
function BakeryPage({ w, cta = "Order now" }: { w: number; cta?: string }) {
  return (
    <g>
      <T x={14} y={22} size={10} weight={700}>
        My Bakery
      </T>
      {["Menu", "Cakes", "Contact"].slice(0, w > 200 ? 3 : 2).map((item, i, all) => (
        <T key={item} x={w - 14 - (all.length - 1 - i) * 40} y={22} size={7.5} fill={UI.muted} anchor="end">
          {item}
        </T>
      ))}
      <Rule x={0} y={32} w={w} />
      <Scene name="drizzle" x={14} y={42} w={w - 28} h={64} />
      <T x={14} y={124} size={12} weight={700}>
        Cakes baked to order
      </T>
      <T x={14} y={138} size={7.5} fill={UI.muted}>
        Pick a day, pay online, collect it fresh.
      </T>
      <Button x={14} y={148} w={80} h={20} label={cta} size={8} tone="accent" />
    </g>
  );
}

/** A mouse pointer with its tip at (x, y). */
function Pointer({ x, y }: { x: number; y: number }) {
  return <path d={`M${x} ${y}l0 15 4 -3.6 2.8 6 2.6 -1.2 -2.8 -5.8 5.4 -0.4z`} fill={UI.dark} stroke={UI.surface} strokeWidth={1.1} strokeLinejoin="round" />;
}

/**
 * Hero: mybakery.com's order page on https, the padlock's "Connection is secure" popover, and
 * the certificate's details: issued to, type, valid from and to (sample dates, one year), and
 * the premium certificate's $10,000 warranty (content/pages/sslcertificates.ts).
 */
const browser: ReactNode = (
  <g>
    <Browser x={12} y={16} w={372} h={300} url="https://mybakery.com/order">
      <BakeryPage w={372} cta="Order a cake" />
      <Box x={14} y={180} w={200} h={96} />
      <T x={22} y={194} size={8} weight={600}>
        Your order
      </T>
      <Field x={22} y={200} w={184} value="Ana Lopez" />
      <Field x={22} y={222} w={184} value="•••• •••• •••• 4242" />
      <Button x={22} y={246} w={184} h={20} label="Pay $42.00 securely" size={8} />
    </Browser>
    <AddressBar x={12} y={16} w={372} host="mybakery.com/order" secure />
    <Float x={52} y={40} w={160} h={68}>
      <path d="M6 0.4l6 -6 6 6" fill={UI.surface} stroke={UI.line} strokeWidth={0.8} strokeLinejoin="round" />
      <Lock x={12} y={10} size={11} />
      <T x={27} y={20} size={8.5} weight={600}>
        Connection is secure
      </T>
      <T x={12} y={36} size={7} fill={UI.muted}>
        Details you send to this site
      </T>
      <T x={12} y={46} size={7} fill={UI.muted}>
        are encrypted on the way.
      </T>
      <T x={12} y={60} size={7.5} weight={600} fill={UI.brand}>
        Certificate is valid ›
      </T>
    </Float>
    <Float x={250} y={120} w={218} h={222}>
      <path d="M0 30v-22a8 8 0 0 1 8 -8h202a8 8 0 0 1 8 8v22z" fill={UI.brand} />
      <Lock x={12} y={9} size={12} fill={UI.surface} />
      <T x={29} y={20} size={9} weight={700} fill={UI.surface}>
        Certificate
      </T>
      <Pill x={206} y={8} label="Valid" tone="good" anchor="end" />
      {[
        ["Issued to", "mybakery.com"],
        ["Type", "Premium SSL"],
        ["Valid from", "3 March 2025"],
        ["Valid to", "3 March 2026"],
        ["Encryption", "On, for every page"],
      ].map(([label, value], i) => (
        <g key={label}>
          {i ? <Rule x={12} y={34 + i * 23} w={194} /> : null}
          <T x={12} y={50 + i * 23} size={7.5} fill={UI.muted}>
            {label!}
          </T>
          <T x={80} y={50 + i * 23} size={8} weight={600}>
            {value!}
          </T>
        </g>
      ))}
      <rect x={12} y={154} width={194} height={56} rx={6} fill={UI.goodSoft} />
      <circle cx={36} cy={182} r={15} fill={UI.good} />
      <circle cx={36} cy={182} r={11} fill="none" stroke={UI.surface} strokeWidth={1} strokeDasharray="2 1.6" />
      <Lock x={31.5} y={175.5} size={11} fill={UI.surface} />
      <T x={60} y={176} size={7.5} fill={UI.good} weight={600}>
        Warranty
      </T>
      <T x={60} y={194} size={14} weight={700}>
        $10,000
      </T>
    </Float>
  </g>
);

/**
 * "What a certificate does for you": a checkout on a phone over https, and what travels between
 * the visitor's browser and the site: readable card details without a certificate, scrambled
 * with one (sample card number, the usual test number).
 */
const encryption: ReactNode = (
  <g>
    <Phone x={22} y={12} w={150} h={336}>
      <rect x={0} y={0} width={140} height={40} fill={UI.page} />
      <rect x={8} y={18} width={124} height={15} rx={7.5} fill={UI.surface} stroke={UI.line} strokeWidth={0.6} />
      <Lock x={16} y={21} size={8.5} />
      <T x={27} y={28.5} size={7.5}>
        mybakery.com
      </T>
      <T x={10} y={60} size={11} weight={700}>
        Checkout
      </T>
      <T x={10} y={73} size={7} fill={UI.muted}>
        Birthday cake, 8 inch · $42.00
      </T>
      <Field x={10} y={84} w={120} label="Name" value="Ana Lopez" />
      <Field x={10} y={116} w={120} label="Email" value="ana@example.com" />
      <Field x={10} y={148} w={120} label="Card number" value="4242 4242 4242 4242" />
      <Field x={10} y={180} w={56} label="Expiry" value="09 / 27" />
      <Field x={74} y={180} w={56} label="CVC" value="•••" />
      <Button x={10} y={222} w={120} h={22} label="Pay $42.00" size={8.5} />
      <Lock x={36} y={256} size={8} />
      <T x={46} y={263} size={7} fill={UI.muted}>
        Secure checkout
      </T>
    </Phone>
    <g className="screen-lift screen-lift--far">
      <Box x={200} y={40} w={256} h={112} fill={UI.surface} />
    </g>
    <g>
      <rect x={200} y={40} width={256} height={26} rx={6} fill={UI.accentSoft} />
      <path d="M212 59l5.5 -9.5 5.5 9.5z" fill={UI.accent} />
      <T x={230} y={57} size={8.5} weight={700} fill={UI.accent}>
        Without a certificate: http
      </T>
      <T x={212} y={84} size={7.5} fill={UI.muted}>
        What anyone along the way can read
      </T>
      <rect x={212} y={92} width={232} height={46} rx={4} fill={UI.page} />
      <T x={220} y={108} size={8} weight={600}>
        name=Ana Lopez
      </T>
      <T x={220} y={120} size={8} weight={600}>
        card=4242 4242 4242 4242
      </T>
      <T x={220} y={132} size={8} weight={600}>
        cvc=313
      </T>
    </g>
    <Float x={186} y={170} w={276} h={150}>
      <path d="M0 30v-22a8 8 0 0 1 8 -8h260a8 8 0 0 1 8 8v22z" fill={UI.good} />
      <Lock x={12} y={9} size={12} fill={UI.surface} />
      <T x={30} y={20} size={9} weight={700} fill={UI.surface}>
        With your certificate: https
      </T>
      <T x={14} y={47} size={7.5} fill={UI.muted}>
        What travels between browser and site
      </T>
      <rect x={14} y={55} width={248} height={48} rx={4} fill={UI.dark} />
      {["9f3c a71e 0b5d 44e2 c81f 6d20", "e5b7 13aa 7c09 f2d4 58e1 b36c", "0d9a 4f71 c2e8 9b05 a36f 1e4d"].map((line, i) => (
        <T key={line} x={22} y={69 + i * 13} size={8} fill="#9fe3c4">
          {line}
        </T>
      ))}
      <Lock x={14} y={115} size={10} />
      <T x={28} y={124} size={7.5} weight={600} fill={UI.good}>
        Only mybakery.com can read it
      </T>
    </Float>
  </g>
);

/**
 * "No more “Not secure”": the same page without a certificate (the browser's "Not secure" label,
 * the visitor heading back) and with one (https, the padlock, the visitor ordering).
 */
const warning: ReactNode = (
  <g>
    <Browser x={12} y={20} w={250} h={230} url="mybakery.com" back>
      <BakeryPage w={250} />
      <rect x={14} y={180} width={146} height={20} rx={6} fill={UI.dark} />
      <path d="M26 185l-5 5 5 5" fill="none" stroke={UI.surface} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
      <T x={32} y={193} size={7.5} weight={600} fill={UI.surface}>
        Back to search results
      </T>
    </Browser>
    <AddressBar x={12} y={20} w={250} host="mybakery.com" secure={false} />
    <Pointer x={158} y={233} />
    <Browser x={196} y={104} w={272} h={246} url="https://mybakery.com">
      <BakeryPage w={272} />
      <Rule x={0} y={182} w={272} />
      <Box x={14} y={190} w={244} h={30} fill={UI.goodSoft} stroke="none" />
      <Lock x={24} y={199} size={10} />
      <T x={40} y={208} size={7.5} weight={600} fill={UI.good}>
        Order placed: birthday cake, $42.00
      </T>
    </Browser>
    <AddressBar x={196} y={104} w={272} host="mybakery.com" secure />
    <Pointer x={280} y={286} />
  </g>
);

/**
 * "Trust that shows up in your results": a search for a bakery with mybakery.com on https among
 * the results, and the site opened from them on a phone, padlock and all (sample results).
 */
const trust: ReactNode = (
  <g>
    <Browser x={12} y={14} w={356} h={300} url="search.example/?q=bakery+near+me">
      <rect x={14} y={12} width={250} height={20} rx={10} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <circle cx={27} cy={21.5} r={3.6} fill="none" stroke={UI.muted} strokeWidth={1.2} />
      <path d="M29.8 24.3l2.6 2.6" stroke={UI.muted} strokeWidth={1.2} strokeLinecap="round" />
      <T x={38} y={25} size={8}>
        bakery near me
      </T>
      {["All", "Maps", "Images", "News"].map((tab, i) => (
        <T key={tab} x={16 + i * 40} y={50} size={7.5} weight={i ? 400 : 600} fill={i ? UI.muted : UI.brand}>
          {tab}
        </T>
      ))}
      <rect x={14} y={54} width={20} height={2} fill={UI.brand} />
      <Rule x={0} y={56} w={356} />
      {[
        {
          host: "mybakery.com",
          title: "My Bakery: fresh bread and cakes to order",
          text: "Sourdough every morning. Order a cake online and collect it.",
          mine: true,
        },
        { host: "cornerloaf.example", title: "Corner Loaf Bakery", text: "Bread, rolls and coffee on Main Street. Open daily." },
        { host: "bakeries.example", title: "The 10 best bakeries in town", text: "Our guide to croissants, cakes and sourdough." },
        { host: "sweetcrumbs.blog", title: "Where to buy a birthday cake", text: "Five bakeries that make cakes to order this week." },
      ].map((r, i) => {
        const y = 64 + i * 52;
        return (
          <g key={r.host}>
            {r.mine ? <rect x={8} y={y} width={268} height={50} rx={6} fill={UI.brandSoft} /> : null}
            <Lock x={16} y={y + 6} size={8} />
            <T x={26} y={y + 13} size={7} fill={UI.good} weight={600}>
              {`https://${r.host}`}
            </T>
            <T x={16} y={y + 27} size={8.5} weight={600} fill={UI.brand}>
              {r.title}
            </T>
            <T x={16} y={y + 40} size={7} fill={UI.muted}>
              {r.text}
            </T>
          </g>
        );
      })}
    </Browser>
    <Phone x={316} y={52} w={150} h={296}>
      <rect x={0} y={0} width={140} height={40} fill={UI.page} />
      <rect x={8} y={18} width={124} height={15} rx={7.5} fill={UI.surface} stroke={UI.line} strokeWidth={0.6} />
      <Lock x={16} y={21} size={8.5} />
      <T x={27} y={28.5} size={7.5}>
        mybakery.com
      </T>
      <T x={10} y={58} size={10} weight={700}>
        My Bakery
      </T>
      <Scene name="drizzle" x={10} y={66} w={120} h={70} />
      <T x={10} y={154} size={10} weight={700}>
        Cakes baked
      </T>
      <T x={10} y={167} size={10} weight={700}>
        to order
      </T>
      <T x={10} y={181} size={7} fill={UI.muted}>
        Pick a day, pay online,
      </T>
      <T x={10} y={191} size={7} fill={UI.muted}>
        collect it fresh.
      </T>
      <Button x={10} y={201} w={120} h={22} label="Order a cake" size={8.5} tone="accent" />
      <Button x={10} y={229} w={120} h={22} label="See the menu" size={8.5} tone="light" />
    </Phone>
  </g>
);

/**
 * "Installed and renewed without the fuss": the hosting panel's SSL page with the order of a
 * premium certificate ($49.00, content/pages/sslcertificates.ts) gone through its steps,
 * installed for you, and a renewal reminder well before it is due (sample dates).
 */
const install: ReactNode = (
  <g>
    <Browser x={12} y={14} w={396} h={292} url="panel.braveweb.com/ssl" sidebar={84}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      {["Dashboard", "Websites", "Domains", "SSL", "Email", "Billing"].map((item, i) => (
        <g key={item}>
          {i === 3 ? <rect x={6} y={34 + i * 20} width={72} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={i === 3 ? 600 : 400} fill={i === 3 ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
      <T x={98} y={23} size={11} weight={700}>
        Premium SSL · mybakery.com
      </T>
      <Pill x={382} y={13} label="Active" tone="good" anchor="end" />
      <T x={98} y={36} size={7.5} fill={UI.muted}>
        Order BW-20418 · $49.00 · paid 3 March 2025
      </T>
      {[
        { step: "Ordered and paid", note: "Premium SSL, $49.00" },
        { step: "Domain checked", note: "mybakery.com points to your hosting" },
        { step: "Certificate issued", note: "Valid to 3 March 2026" },
        { step: "Installed for you", note: "On your Braveweb hosting, no keys to paste" },
        { step: "https switched on", note: "http visits now go to https" },
      ].map((s, i) => {
        const y = 56 + i * 38;
        return (
          <g key={s.step}>
            {i < 4 ? <path d={`M109 ${y + 9}v29`} stroke={UI.good} strokeWidth={2} /> : null}
            <Done cx={109} cy={y + 2} r={8} />
            <T x={126} y={y + 1} size={8.5} weight={600}>
              {s.step}
            </T>
            <T x={126} y={y + 12} size={7} fill={UI.muted}>
              {s.note}
            </T>
            <T x={382} y={y + 1} size={7} fill={UI.muted} anchor="end">
              {["9:02 AM", "9:03 AM", "9:05 AM", "9:06 AM", "9:06 AM"][i]!}
            </T>
          </g>
        );
      })}
    </Browser>
    <Float x={236} y={238} w={232} h={100}>
      <circle cx={24} cy={26} r={13} fill={UI.warnSoft} />
      <path d="M18 31h12l-1.8 -2.6v-4.2a4.2 4.2 0 0 0 -8.4 0v4.2zM22.4 33.2a1.6 1.6 0 0 0 3.2 0" fill={UI.warn} />
      <T x={44} y={22} size={8.5} weight={600}>
        Renewal reminder set
      </T>
      <T x={44} y={34} size={7} fill={UI.muted}>
        We will email you well before
      </T>
      <T x={44} y={44} size={7} fill={UI.muted}>
        the certificate is due on 3 March 2026.
      </T>
      <Rule x={12} y={56} w={208} />
      <T x={12} y={72} size={7.5} fill={UI.muted}>
        Renews on
      </T>
      <T x={12} y={86} size={9} weight={700}>
        3 March 2026
      </T>
      <Button x={130} y={68} w={90} h={20} label="Renew now" size={8} />
    </Float>
  </g>
);

export const sslcertificatesScreens: Record<string, ReactNode> = {
  "sslcertificates-browser": browser,
  "sslcertificates-encryption": encryption,
  "sslcertificates-warning": warning,
  "sslcertificates-trust": trust,
  "sslcertificates-install": install,
};
