import type { ReactNode } from "react";
import type { SceneName, ScenePalette } from "../../content/scenes.ts";
import { Box, Browser, Button, Field, Float, Initials, LineChart, Meter, Phone, Pill, Rule, Scene, Switch, T, Tick, UI } from "./kit.tsx";

/**
 * The product screens of /onlinestore (views/screens/kit.tsx has the parts they are drawn from):
 * a sample shop, "Fern & Thread", as its owner runs it and as its customers buy from it. The
 * shop's products, customers and sales are sample data; the trial's 14 days and the "over 40
 * payment options" are the page's own facts (content/pages/onlinestore.ts, content/serviceBlurbs.ts).
 */

const SHOP = "Fern & Thread";

/** The colors the tee comes in (its product page), which the goods' photos are dyed in too. */
const COLOR = { Navy: "#27457a", Rust: "#b4532a", Sage: "#6f9a76" } as const;
const TEE_COLOURS = [COLOR.Navy, COLOR.Rust, COLOR.Sage] as const;

/** The shop's goods as their photos show them: the drawing of each and its colour. */
const GOODS = {
  "Classic tee": { name: "tee", colours: { accent: COLOR.Navy } },
  "Canvas tote": { name: "tote", colours: {} },
  "Linen apron": { name: "apron", colours: { accent: COLOR.Sage } },
  "Enamel pin": { name: "pin", colours: { accent: "#3f7a4a" } },
} as const satisfies Record<string, { name: SceneName; colours: Partial<ScenePalette> }>;

/** A product's photo in a slot. */
const Photo = ({ of, x, y, w, h, r }: { of: keyof typeof GOODS; x: number; y: number; w: number; h: number; r?: number }) => (
  <Scene name={GOODS[of].name} colours={GOODS[of].colours} x={x} y={y} w={w} h={h} r={r} />
);

/** A card brand's mark: its name in its own small coloured tile. */
function Mark({ x, y, label, fill, w = 30 }: { x: number; y: number; label: string; fill: string; w?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={18} rx={3} fill={fill} />
      <T x={x + w / 2} y={y + 12} size={7} weight={700} fill={UI.surface} anchor="middle">
        {label}
      </T>
    </g>
  );
}

/** A padlock, for the encrypted checkout. */
const Lock = ({ x, y, stroke = UI.good }: { x: number; y: number; stroke?: string }) => (
  <path d={`M${x} ${y + 4}h8v6h-8zM${x + 1.8} ${y + 4}v-2a2.2 2.2 0 0 1 4.4 0v2`} fill="none" stroke={stroke} strokeWidth={1.1} />
);

/** The owner's navigation column in the store's dashboard. */
function StoreNav({ active }: { active: string }) {
  return (
    <g>
      <T x={12} y={22} size={9.5} weight={700} fill={UI.surface}>
        {SHOP}
      </T>
      {["Home", "Orders", "Products", "Customers", "Payments", "Design"].map((item, i) => (
        <g key={item}>
          {item === active ? <rect x={6} y={34 + i * 20} width={76} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={item === active ? 600 : 400} fill={item === active ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
    </g>
  );
}

/** Checkout as a customer sees it: three items making $68, paid by card (sample order), and the owner's "new order" note. */
const checkout: ReactNode = (
  <g>
    <Browser x={12} y={18} w={420} h={292} url="fernandthread.com/checkout">
      <T x={18} y={28} size={13} weight={700}>
        Checkout
      </T>
      <T x={18} y={42} size={7.5} fill={UI.muted}>
        Cart › Details › Payment
      </T>
      <Field x={18} y={52} w={200} label="Email" value="sam.ortiz@mail.com" />
      <T x={18} y={100} size={7.5} weight={600} fill={UI.muted}>
        Pay with
      </T>
      {["Card", "PayPal", "Wallet"].map((way, i) => (
        <g key={way}>
          <rect
            x={18 + i * 68}
            y={106}
            width={64}
            height={20}
            rx={4}
            fill={i === 0 ? UI.brandSoft : UI.surface}
            stroke={i === 0 ? UI.brand : "#c9d1db"}
            strokeWidth={i === 0 ? 1.2 : 0.8}
          />
          <T x={50 + i * 68} y={119} size={8} weight={600} fill={i === 0 ? UI.brand : UI.text} anchor="middle">
            {way}
          </T>
        </g>
      ))}
      <Field x={18} y={134} w={200} label="Card number" value="4242 4242 4242 4242" />
      <Field x={18} y={168} w={96} label="Expiry" value="12 / 27" />
      <Field x={122} y={168} w={96} label="CVC" value="•••" />
      <Button x={18} y={208} w={200} h={24} label="Pay $68.00" size={9.5} />
      <Lock x={70} y={242} />
      <T x={82} y={251} size={7.5} fill={UI.good}>
        Encrypted checkout
      </T>
      <Box x={236} y={16} w={168} h={196} fill={UI.page} />
      <T x={248} y={34} size={9} weight={700}>
        Your order (3)
      </T>
      {(
        [
          { name: "Classic tee", note: "Navy · M", price: "$24.00" },
          { name: "Linen apron", note: "Sage", price: "$32.00" },
          { name: "Enamel pin", note: "Fern", price: "$12.00" },
        ] as const
      ).map((item, i) => (
        <g key={item.name}>
          <Photo of={item.name} x={248} y={46 + i * 36} w={26} h={26} />
          <T x={282} y={57 + i * 36} size={8} weight={600}>
            {item.name}
          </T>
          <T x={282} y={67 + i * 36} size={7} fill={UI.muted}>
            {item.note}
          </T>
          <T x={394} y={57 + i * 36} size={8} anchor="end">
            {item.price}
          </T>
        </g>
      ))}
      <Rule x={248} y={156} w={146} />
      <T x={248} y={170} size={7.5} fill={UI.muted}>
        Shipping
      </T>
      <T x={394} y={170} size={7.5} fill={UI.muted} anchor="end">
        Free
      </T>
      <T x={248} y={192} size={10} weight={700}>
        Total
      </T>
      <T x={394} y={192} size={11} weight={700} anchor="end">
        $68.00
      </T>
    </Browser>
    <Float x={300} y={266} w={168} h={58}>
      <Tick cx={20} cy={21} r={9} weight={1.6} />
      <T x={36} y={19} size={8.5} weight={600}>
        New order #1048
      </T>
      <T x={36} y={30} size={7} fill={UI.muted}>
        $68.00 · 3 items · just now
      </T>
      <Pill x={36} y={37} label="Paid" tone="good" size={7} />
    </Float>
  </g>
);

/** A new store's dashboard on day 3 of the 14 day free trial (content/pages/onlinestore.ts), its setup steps (the page's three steps), and its storefront preview. */
const trial: ReactNode = (
  <g>
    <Browser x={10} y={20} w={372} h={296} url="admin.braveweb.com/store" sidebar={88}>
      <StoreNav active="Home" />
      <T x={102} y={24} size={12} weight={700}>
        Welcome to your store
      </T>
      <Box x={102} y={34} w={256} h={50} fill={UI.brandSoft} stroke="none" />
      <T x={112} y={50} size={8.5} weight={700} fill={UI.brand}>
        Free trial · day 3 of 14
      </T>
      <T x={348} y={50} size={7.5} weight={600} fill={UI.brand} anchor="end">
        11 days left
      </T>
      <Meter x={112} y={60} w={236} share={3 / 14} />
      <T x={112} y={77} size={7} fill={UI.text}>
        Try everything before you pay a thing.
      </T>
      <T x={102} y={104} size={9} weight={700}>
        Set up your store
      </T>
      <T x={298} y={104} size={7.5} fill={UI.muted} anchor="end">
        2 of 3 done
      </T>
      {[
        { step: "Add your products", note: "5 products, 2 categories", done: true },
        { step: "Choose how to get paid", note: "Cards and PayPal turned on", done: true },
        { step: "Open for business", note: "Publish and share your link", done: false },
      ].map((s, i) => (
        <g key={s.step}>
          <Box x={102} y={112 + i * 42} w={196} h={36} />
          {s.done ? (
            <Tick cx={118} cy={130 + i * 42} r={7.5} weight={1.6} />
          ) : (
            <circle cx={118} cy={130 + i * 42} r={7} fill="none" stroke={UI.muted} strokeWidth={1.2} />
          )}
          <T x={132} y={127 + i * 42} size={8.5} weight={600}>
            {s.step}
          </T>
          <T x={132} y={138 + i * 42} size={7} fill={UI.muted}>
            {s.note}
          </T>
          {s.done ? null : <Button x={236} y={121 + i * 42} w={54} h={18} label="Publish" size={8} />}
        </g>
      ))}
      <T x={102} y={254} size={7.5} fill={UI.muted}>
        Visits to your preview this week: 46
      </T>
    </Browser>
    <Float x={304} y={150} w={168} h={182}>
      <T x={12} y={16} size={7} weight={600} fill={UI.muted}>
        STORE PREVIEW
      </T>
      <rect x={10} y={22} width={148} height={22} rx={4} fill={UI.dark} />
      <T x={20} y={36} size={8.5} weight={700} fill={UI.surface}>
        {SHOP}
      </T>
      <Pill x={150} y={26} label="Opening soon" tone="warn" size={7} anchor="end" />
      {(
        [
          { name: "Classic tee", price: "$24" },
          { name: "Canvas tote", price: "$18" },
          { name: "Linen apron", price: "$32" },
          { name: "Enamel pin", price: "$12" },
        ] as const
      ).map((p, i) => (
        <g key={p.name}>
          <Photo of={p.name} x={10 + (i % 2) * 76} y={52 + Math.floor(i / 2) * 64} w={72} h={38} />
          <T x={10 + (i % 2) * 76} y={100 + Math.floor(i / 2) * 64} size={7} weight={600}>
            {p.name}
          </T>
          <T x={10 + (i % 2) * 76} y={110 + Math.floor(i / 2) * 64} size={7} fill={UI.muted}>
            {p.price}
          </T>
        </g>
      ))}
    </Float>
  </g>
);

/** Payment settings: cards and a wallet turned on out of "over 40 payment options" (content/pages/onlinestore.ts), and the buyer's phone checkout offering them. */
const payments: ReactNode = (
  <g>
    <Browser x={10} y={16} w={336} h={300} url="admin.braveweb.com/store/payments">
      <T x={16} y={26} size={12} weight={700}>
        Payment options
      </T>
      <T x={16} y={40} size={7.5} fill={UI.muted}>
        Choose from over 40 ways to pay. 5 turned on.
      </T>
      <Field x={16} y={48} w={266} placeholder="Search 40+ payment options" />
      {(
        [
          ["CREDIT AND DEBIT CARDS", 84],
          ["ONLINE WALLETS", 196],
        ] as const
      ).map(([label, y]) => (
        <T key={label} x={16} y={y} size={7} weight={600} fill={UI.muted}>
          {label}
        </T>
      ))}
      {[
        { name: "Visa", mark: "VISA", fill: "#1a3d8f", on: true, y: 90 },
        { name: "Mastercard", mark: "MC", fill: "#b3261e", on: true, y: 114 },
        { name: "American Express", mark: "AMEX", fill: "#1f6fae", on: true, y: 138 },
        { name: "Discover", mark: "DISC", fill: "#a8480a", on: false, y: 162 },
        { name: "PayPal", mark: "PP", fill: "#173c7a", on: true, y: 202 },
        { name: "Wallet on phones", mark: "PAY", fill: UI.dark, on: true, y: 226 },
      ].map((m) => (
        <g key={m.name}>
          <Mark x={16} y={m.y} label={m.mark} fill={m.fill} />
          <T x={54} y={m.y + 12} size={8.5} weight={500}>
            {m.name}
          </T>
          <Switch small onFill={UI.good} x={262} y={m.y + 3.5} on={m.on} />
          {m.y === 162 || m.y === 226 ? null : <Rule x={16} y={m.y + 22} w={266} />}
        </g>
      ))}
      <T x={16} y={266} size={8} weight={600} fill={UI.brand}>
        Show all 40+ payment options ›
      </T>
    </Browser>
    <Phone x={314} y={30} w={150} h={306}>
      <T x={12} y={30} size={9} weight={700}>
        {SHOP}
      </T>
      <T x={12} y={48} size={7.5} fill={UI.muted}>
        Order total
      </T>
      <T x={12} y={64} size={15} weight={700}>
        $68.00
      </T>
      <Rule x={12} y={74} w={116} />
      <T x={12} y={90} size={7.5} weight={600} fill={UI.muted}>
        Express checkout
      </T>
      <Button x={12} y={96} w={116} h={24} label="PayPal" tone="brand" size={9} />
      <Button x={12} y={126} w={116} h={24} label="Pay with wallet" tone="dark" size={9} />
      <T x={70} y={166} size={7} fill={UI.muted} anchor="middle">
        or pay by card
      </T>
      <Mark x={12} y={174} label="VISA" fill="#1a3d8f" w={27} />
      <Mark x={42} y={174} label="MC" fill="#b3261e" w={27} />
      <Mark x={72} y={174} label="AMEX" fill="#1f6fae" w={27} />
      <Field x={12} y={200} w={116} label="Card number" value="4242 4242 …" />
      <Button x={12} y={238} w={116} h={24} label="Pay $68.00" tone="accent" size={9} />
      <Lock x={38} y={272} />
      <T x={50} y={281} size={7} fill={UI.good}>
        Secure
      </T>
    </Phone>
  </g>
);

/** The owner editing a product: photo gallery, $24 price, a category, colour and size options and 12 in stock (sample product; the page's bullets). */
const products: ReactNode = (
  <g>
    <Browser x={16} y={14} w={452} h={284} url="admin.braveweb.com/store/products/classic-tee">
      <T x={16} y={22} size={7.5} fill={UI.muted}>
        Products ›
      </T>
      <T x={16} y={38} size={12} weight={700}>
        Classic tee
      </T>
      <Pill x={88} y={28} label="Active" tone="good" />
      <Button x={376} y={20} w={60} h={20} label="Save" />
      <Button x={306} y={20} w={64} h={20} label="Preview" tone="light" />
      <Box x={16} y={50} w={170} h={206} />
      <Photo of="Classic tee" x={24} y={58} w={154} h={128} />
      {TEE_COLOURS.map((accent, i) => (
        <g key={accent}>
          <Scene name="tee" colours={{ accent }} x={24 + i * 40} y={194} w={34} h={34} />
          {i === 0 ? <rect x={23} y={193} width={36} height={36} rx={5} fill="none" stroke={UI.brand} strokeWidth={1.6} /> : null}
        </g>
      ))}
      <rect x={144} y={194} width={34} height={34} rx={4} fill={UI.surface} stroke="#c9d1db" strokeDasharray="3 2" />
      <T x={161} y={215} size={12} fill={UI.muted} anchor="middle">
        +
      </T>
      <T x={24} y={246} size={7} fill={UI.muted}>
        3 photos · drag to reorder
      </T>
      <Field x={200} y={50} w={236} label="Title" value="Classic tee" />
      <Field x={200} y={84} w={112} label="Price" value="$24.00" />
      <Field x={324} y={84} w={112} label="Category" value="T-shirts ▾" />
      <T x={200} y={130} size={7.5} weight={600} fill={UI.muted}>
        Color
      </T>
      {[
        { name: "Navy", fill: COLOR.Navy },
        { name: "Rust", fill: COLOR.Rust },
        { name: "Sage", fill: COLOR.Sage },
      ].map((c, i) => (
        <g key={c.name}>
          <circle cx={208 + i * 46} cy={144} r={7} fill={c.fill} />
          {i === 0 ? <circle cx={208} cy={144} r={9.5} fill="none" stroke={UI.text} strokeWidth={1} /> : null}
          <T x={219 + i * 46} y={147} size={7.5}>
            {c.name}
          </T>
        </g>
      ))}
      <T x={200} y={172} size={7.5} weight={600} fill={UI.muted}>
        Size
      </T>
      {["S", "M", "L", "XL"].map((s, i) => (
        <g key={s}>
          <rect
            x={200 + i * 32}
            y={178}
            width={26}
            height={20}
            rx={4}
            fill={i === 1 ? UI.brand : UI.surface}
            stroke={i === 1 ? UI.brand : "#c9d1db"}
            strokeDasharray={i === 3 ? "3 2" : undefined}
          />
          <T x={213 + i * 32} y={191} size={8} weight={600} fill={i === 1 ? UI.surface : i === 3 ? UI.muted : UI.text} anchor="middle">
            {s}
          </T>
        </g>
      ))}
      <T x={200} y={218} size={7.5} weight={600} fill={UI.muted}>
        Description
      </T>
      <T x={200} y={231} size={8}>
        Soft organic cotton,
      </T>
      <T x={200} y={242} size={8}>
        cut for an easy fit.
      </T>
    </Browser>
    <Float x={316} y={246} w={152} h={98}>
      <T x={12} y={17} size={8.5} weight={700}>
        Stock · Navy
      </T>
      <Pill x={142} y={7} label="12 in stock" tone="good" size={7} anchor="end" />
      {[
        ["S", 4, 0.4],
        ["M", 5, 0.5],
        ["L", 3, 0.3],
      ].map(([size, n, share], i) => (
        <g key={String(size)}>
          <T x={12} y={40 + i * 18} size={8} weight={600}>
            {String(size)}
          </T>
          <Meter x={28} y={34 + i * 18} w={90} share={Number(share)} fill={Number(n) < 4 ? UI.accent : UI.teal} />
          <T x={140} y={40 + i * 18} size={8} anchor="end">
            {String(n)}
          </T>
        </g>
      ))}
      <T x={12} y={92} size={7} fill={UI.accent}>
        L is running low
      </T>
    </Float>
  </g>
);

/** The orders dashboard: a week's sales up 18% (the page's alt text), sample orders new, paid and shipped, and one being marked as shipped. */
const orders: ReactNode = (
  <g>
    <Browser x={10} y={16} w={408} h={300} url="admin.braveweb.com/store/orders" sidebar={88}>
      <StoreNav active="Orders" />
      <T x={102} y={24} size={12} weight={700}>
        Orders
      </T>
      <T x={394} y={24} size={7.5} fill={UI.muted} anchor="end">
        Last 7 days
      </T>
      <Box x={102} y={34} w={150} h={64} />
      <T x={110} y={48} size={7} fill={UI.muted}>
        Sales
      </T>
      <T x={110} y={64} size={13} weight={700}>
        $1,284
      </T>
      <Pill x={244} y={38} label="+18%" tone="good" size={7} anchor="end" />
      <LineChart x={160} y={52} w={84} h={36} values={[120, 150, 138, 176, 190, 214, 296]} stroke={UI.good} />
      <T x={110} y={88} size={7} fill={UI.muted}>
        37 orders
      </T>
      {[
        { label: "To ship", value: "4", tone: UI.accent },
        { label: "Best seller", value: "Classic tee", tone: UI.text },
      ].map((tile, i) => (
        <g key={tile.label}>
          <Box x={260 + i * 70} y={34} w={i ? 74 : 62} h={64} />
          <T x={268 + i * 70} y={48} size={7} fill={UI.muted}>
            {tile.label}
          </T>
          <T x={268 + i * 70} y={i ? 64 : 68} size={i ? 8.5 : 16} weight={700} fill={tile.tone}>
            {tile.value}
          </T>
          {i ? (
            <T x={338} y={76} size={7} fill={UI.muted}>
              42 sold
            </T>
          ) : null}
        </g>
      ))}
      <Box x={102} y={106} w={292} h={126} />
      {["Order", "Customer", "Total", "Status"].map((h, i) => (
        <T key={h} x={[112, 150, 294, 384][i]!} y={121} size={7} weight={600} fill={UI.muted} anchor={i === 3 ? "end" : "start"}>
          {h}
        </T>
      ))}
      {[
        { no: "#1048", who: "Sam Ortiz", items: "3 items", total: "$68.00", state: "New", tone: "accent" as const, c: UI.accent },
        { no: "#1047", who: "Priya Nair", items: "2 items", total: "$56.00", state: "Paid", tone: "brand" as const, c: UI.brand },
        { no: "#1046", who: "Lee Wong", items: "1 item", total: "$24.00", state: "Shipped", tone: "good" as const, c: UI.teal },
      ].map((o, i) => (
        <g key={o.no}>
          <Rule x={110} y={128 + i * 34} w={276} />
          <T x={112} y={148 + i * 34} size={8} weight={600}>
            {o.no}
          </T>
          <Initials
            cx={158}
            cy={145 + i * 34}
            r={7.5}
            text={o.who
              .split(" ")
              .map((p) => p[0])
              .join("")}
            fill={o.c}
          />
          <T x={170} y={143 + i * 34} size={8} weight={600}>
            {o.who}
          </T>
          <T x={170} y={153 + i * 34} size={7} fill={UI.muted}>
            {o.items}
          </T>
          <T x={294} y={148 + i * 34} size={8}>
            {o.total}
          </T>
          <Pill x={384} y={139 + i * 34} label={o.state} tone={o.tone} anchor="end" />
        </g>
      ))}
      <T x={102} y={252} size={7.5} fill={UI.muted}>
        Showing 3 of 37 orders ·
      </T>
      <T x={196} y={252} size={7.5} weight={600} fill={UI.brand}>
        View all
      </T>
    </Browser>
    <Float x={292} y={262} w={176} h={78}>
      <T x={12} y={17} size={8.5} weight={700}>
        Order #1047 · Priya Nair
      </T>
      <rect x={12} y={25} width={22} height={18} rx={2} fill="#d9a066" />
      <path d="M12 31h22M23 25v6" stroke="#a86b2d" strokeWidth={1.2} />
      <T x={42} y={32} size={7.5} weight={600}>
        Packed, ready to ship
      </T>
      <T x={42} y={42} size={7} fill={UI.muted}>
        Tracked parcel · 2 items
      </T>
      <Button x={12} y={50} w={152} h={20} label="Mark as shipped" size={8.5} />
    </Float>
  </g>
);

/** The same store on a laptop and a phone: the phone on a product page with Add to cart, the cart holding one item (sample products). */
const mobile: ReactNode = (
  <g>
    <Browser x={12} y={26} w={318} h={238} url="fernandthread.com" back>
      <rect x={0} y={0} width={318} height={30} fill={UI.dark} />
      <T x={14} y={19} size={9.5} weight={700} fill={UI.surface}>
        {SHOP}
      </T>
      {["Shop", "About", "Cart (1)"].map((item, i) => (
        <T key={item} x={150 + i * 40} y={19} size={7.5} fill="#dbe3ec">
          {item}
        </T>
      ))}
      <T x={14} y={50} size={11} weight={700}>
        New this week
      </T>
      {(
        [
          { name: "Canvas tote", price: "$18.00" },
          { name: "Classic tee", price: "$24.00" },
          { name: "Linen apron", price: "$32.00" },
        ] as const
      ).map((p, i) => (
        <g key={p.name}>
          <Photo of={p.name} x={14 + i * 98} y={60} w={90} h={90} />
          <T x={14 + i * 98} y={164} size={8} weight={600}>
            {p.name}
          </T>
          <T x={14 + i * 98} y={175} size={7.5} fill={UI.muted}>
            {p.price}
          </T>
        </g>
      ))}
    </Browser>
    <Phone x={292} y={14} w={150} h={318}>
      <rect x={0} y={0} width={140} height={40} fill={UI.dark} />
      <T x={10} y={32} size={8.5} weight={700} fill={UI.surface}>
        {SHOP}
      </T>
      <Photo of="Canvas tote" x={10} y={48} w={120} h={104} r={6} />
      <T x={10} y={170} size={10} weight={700}>
        Canvas tote
      </T>
      <T x={10} y={186} size={11} weight={700} fill={UI.brand}>
        $18.00
      </T>
      <T x={10} y={204} size={7.5} fill={UI.muted}>
        Natural · Black
      </T>
      <circle cx={92} cy={201} r={6} fill="#e8dcc2" stroke={UI.text} strokeWidth={1} />
      <circle cx={110} cy={201} r={6} fill={UI.dark} />
      <T x={10} y={222} size={7.5} fill={UI.good}>
        In stock, ships in 2 days
      </T>
      <Button x={10} y={232} w={120} h={26} label="Add to cart" size={9.5} />
      <T x={70} y={276} size={7} fill={UI.muted} anchor="middle">
        Heavy cotton, inside pocket
      </T>
    </Phone>
    <Float x={40} y={230} w={200} h={92}>
      <T x={12} y={18} size={8.5} weight={700}>
        Your cart (1)
      </T>
      <Photo of="Canvas tote" x={12} y={26} w={28} h={28} />
      <T x={48} y={37} size={8} weight={600}>
        Canvas tote
      </T>
      <T x={48} y={48} size={7} fill={UI.muted}>
        Natural · qty 1
      </T>
      <T x={188} y={37} size={8} weight={600} anchor="end">
        $18.00
      </T>
      <Button x={12} y={64} w={176} h={20} label="Checkout · $18.00" tone="accent" size={8.5} />
    </Float>
  </g>
);

export const onlinestoreScreens = {
  "onlinestore-checkout": checkout,
  "onlinestore-trial": trial,
  "onlinestore-payments": payments,
  "onlinestore-products": products,
  "onlinestore-orders": orders,
  "onlinestore-mobile": mobile,
} as const;
