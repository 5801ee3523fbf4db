import type { ReactNode } from "react";
import { priceCart } from "../../content/cartPricing.ts";
import { builtInSaleExtensions, multiDomainDiscounts, salePriceText } from "../../content/domainSale.ts";
import { formatPrice } from "../../content/prices.ts";
import { Box, Browser, Button, Field, Float, Initials, Meter, Phone, Pill, Rule, Switch, T, Tick, UI } from "./kit.tsx";

/** An extension's sale prices (content/domainSale.ts), as a cart item for the sample name "mybakery". */
function mybakery(tld: string) {
  const sale = builtInSaleExtensions.find((item) => item.tld === tld);
  if (!sale) throw new Error(`No sale price for ${tld} in content/domainSale.ts`);
  return { domain: `mybakery${tld}`, price: sale.price, price_discounted: sale.price_discounted, sale };
}

/** A domain's settings tabs, one of them open. */
function Tabs({ x, y, open }: { x: number; y: number; open: string }) {
  let at = x;
  return (
    <g>
      <path d={`M${x} ${y + 8}h${330}`} stroke={UI.line} strokeWidth={0.8} />
      {["Overview", "DNS records", "Forwarding", "Privacy"].map((tab) => {
        const left = at;
        at += tab.length * 8 * 0.56 + 16;
        return (
          <g key={tab}>
            <T x={left} y={y} size={8} weight={tab === open ? 600 : 400} fill={tab === open ? UI.brand : UI.muted}>
              {tab}
            </T>
            {tab === open ? <rect x={left} y={y + 6.5} width={tab.length * 8 * 0.56} height={2.5} rx={1} fill={UI.brand} /> : null}
          </g>
        );
      })}
    </g>
  );
}

/** The search results for "mybakery": content/domainSale.ts sale prices, .org taken, .net in the cart. */
const searched = [
  { ...mybakery(".com"), state: "add" as const },
  { ...mybakery(".net"), state: "cart" as const },
  { ...mybakery(".org"), state: "taken" as const },
  { ...mybakery(".online"), state: "add" as const },
  { ...mybakery(".store"), state: "add" as const },
];
/** The cart of the search screen, priced by the cart's own rule (content/cartPricing.ts, docs/product.md §9). */
const searchCart = priceCart([mybakery(".com"), mybakery(".net")]);

/**
 * A domain search for "mybakery": each extension with its sale price and what it renews at
 * (content/domainSale.ts), .org taken, and the cart with the multi-domain discount (docs/product.md §9) taken
 * off by content/cartPricing.ts.
 */
const search: ReactNode = (
  <g>
    <Browser x={10} y={14} w={404} h={296} url="www.braveweb.com/domains">
      <Field x={16} y={12} w={290} value="mybakery" size={9} />
      <Button x={314} y={12} w={74} h={19} label="Search" size={8.5} />
      {searched.map((row, i) => {
        const y = 42 + i * 30;
        const price = salePriceText(row.sale);
        const taken = row.state === "taken";
        return (
          <g key={row.domain}>
            <Rule x={16} y={y} w={372} />
            <T x={16} y={y + 14} size={9} weight={700} fill={taken ? UI.muted : UI.text}>
              {row.domain}
            </T>
            <Pill x={130} y={y + 5} label={taken ? "Taken" : "Available"} tone={taken ? "muted" : "good"} size={7} />
            {taken ? null : (
              <>
                <T x={16} y={y + 25} size={7} fill={UI.muted}>
                  {price.thenYearly ?? ""}
                </T>
                <T x={290} y={y + 18} size={10} weight={700} anchor="end">
                  {price.firstYear}
                </T>
                {row.state === "cart" ? (
                  <Button x={300} y={y + 7} w={88} h={18} label="In cart ✓" tone="light" size={8} />
                ) : (
                  <Button x={300} y={y + 7} w={88} h={18} label="Add to cart" tone="accent" size={8} />
                )}
              </>
            )}
          </g>
        );
      })}
      <Box x={16} y={204} w={262} h={34} fill={UI.brandSoft} stroke="none" />
      <T x={26} y={218} size={7.5} weight={600} fill={UI.brand}>
        Buy more, save more
      </T>
      <T x={26} y={230} size={7.5} fill={UI.text}>
        {multiDomainDiscounts[0]}
      </T>
    </Browser>
    <Float x={298} y={222} w={172} h={126}>
      <T x={12} y={20} size={9.5} weight={700}>
        {`Cart · ${searchCart.lines.length} domains`}
      </T>
      {searchCart.lines.map((line, i) => (
        <g key={line.domain}>
          <T x={12} y={38 + i * 16} size={8}>
            {line.domain}
          </T>
          {line.discountPercent ? <Pill x={108} y={30 + i * 16} label={`−${line.discountPercent}%`} tone="accent" size={6.5} /> : null}
          <T x={160} y={38 + i * 16} size={8} weight={600} anchor="end">
            {formatPrice(line.total)}
          </T>
        </g>
      ))}
      <Rule x={12} y={68} w={148} />
      <T x={12} y={82} size={8.5} weight={700}>
        Total
      </T>
      <T x={160} y={82} size={10} weight={700} anchor="end">
        {formatPrice(searchCart.total)}
      </T>
      <Button x={12} y={94} w={148} h={20} label="Check out" size={8.5} />
    </Float>
  </g>
);

/** Three names in one cart, priced by the cart's rule (content/cartPricing.ts, docs/product.md §9 discounts). */
const bundleCart = priceCart([mybakery(".com"), mybakery(".net"), mybakery(".store")]);

/**
 * Buy more, save more: a cart of mybakery.com, .net and .store at their sale prices
 * (content/domainSale.ts), 10% off the second and 20% off the third (docs/product.md §9, priced by
 * content/cartPricing.ts), and a card with what that saves.
 */
const bundle: ReactNode = (
  <g>
    <Browser x={10} y={12} w={380} h={300} url="www.braveweb.com/cart">
      <T x={16} y={26} size={12} weight={700}>
        Your cart
      </T>
      <T x={16} y={40} size={7.5} fill={UI.muted}>
        {`${bundleCart.lines.length} domains · 1 year each`}
      </T>
      {bundleCart.lines.map((line, i) => {
        const y = 50 + i * 40;
        return (
          <g key={line.domain}>
            <Box x={16} y={y} w={348} h={34} />
            <rect x={24} y={y + 8} width={20} height={18} rx={4} fill={[UI.brand, UI.teal, UI.violet][i]} />
            <circle cx={34} cy={y + 17} r={5} fill="none" stroke={UI.surface} strokeWidth={1} />
            <path d={`M29 ${y + 17}h10M34 ${y + 12}c-3 3-3 7 0 10c3-3 3-7 0-10`} fill="none" stroke={UI.surface} strokeWidth={1} />
            <T x={50} y={y + 15} size={9} weight={600}>
              {line.domain}
            </T>
            <T x={50} y={y + 26} size={7} fill={UI.muted}>
              {line.renewal ? `Renews at ${formatPrice(line.renewal)}/yr` : ""}
            </T>
            {line.discountPercent ? (
              <>
                <Pill x={246} y={y + 10} label={`−${line.discountPercent}%`} tone="accent" />
                <T x={300} y={y + 20} size={7.5} fill={UI.muted} anchor="end">
                  {formatPrice(line.price)}
                </T>
                <path
                  d={`M${300 - formatPrice(line.price).length * 4.05} ${y + 17.5}h${formatPrice(line.price).length * 4.05}`}
                  stroke={UI.muted}
                  strokeWidth={0.8}
                />
              </>
            ) : (
              <T x={300} y={y + 20} size={7.5} fill={UI.muted} anchor="end">
                Full price
              </T>
            )}
            <T x={354} y={y + 21} size={10} weight={700} anchor="end">
              {formatPrice(line.total)}
            </T>
          </g>
        );
      })}
      {[
        ["Subtotal", formatPrice(bundleCart.subtotal)],
        ["Multi-domain discount", `−${formatPrice(bundleCart.discount)}`],
      ].map(([label, value], i) => (
        <g key={label}>
          <T x={16} y={186 + i * 14} size={8} fill={UI.muted}>
            {label!}
          </T>
          <T x={200} y={186 + i * 14} size={8} fill={i ? UI.accent : UI.text} anchor="end">
            {value!}
          </T>
        </g>
      ))}
      <Rule x={16} y={208} w={184} />
      <T x={16} y={224} size={9.5} weight={700}>
        Total
      </T>
      <T x={200} y={224} size={11} weight={700} anchor="end">
        {formatPrice(bundleCart.total)}
      </T>
      {/* content/domainSale.ts domainCartTerms, in two lines */}
      <T x={16} y={248} size={7} fill={UI.muted}>
        Prices in USD. Domain registrations, renewals,
      </T>
      <T x={16} y={258} size={7} fill={UI.muted}>
        transfers and redemptions are non-refundable.
      </T>
    </Browser>
    <Float x={290} y={196} w={180} h={150}>
      <circle cx={26} cy={28} r={14} fill={UI.accentSoft} />
      <T x={26} y={32} size={10} weight={700} fill={UI.accent} anchor="middle">
        %
      </T>
      <T x={48} y={25} size={8} fill={UI.muted}>
        You save
      </T>
      <T x={48} y={40} size={14} weight={700} fill={UI.good}>
        {formatPrice(bundleCart.discount)}
      </T>
      <Rule x={12} y={54} w={156} />
      {["10% off the second domain", "20% off each one beyond 2"].map((line, i) => (
        <g key={line}>
          <Tick cx={20} cy={68 + i * 16} r={5} soft={UI.good} tone={UI.surface} />
          <T x={31} y={71 + i * 16} size={7.5}>
            {line}
          </T>
        </g>
      ))}
      <Button x={12} y={112} w={156} h={22} label={`Check out · ${formatPrice(bundleCart.total)}`} size={8.5} />
    </Float>
  </g>
);

/**
 * Privacy and theft protection in mybakery.com's settings: privacy on (our contact details in the
 * public record instead of the owner's), the transfer lock on, auto-renew at the .com price
 * (content/domainSale.ts), and the public record as anyone would see it.
 */
const privacy: ReactNode = (
  <g>
    <Browser x={10} y={24} w={372} h={240} url="www.braveweb.com/domains/mybakery.com">
      <T x={16} y={26} size={12} weight={700}>
        mybakery.com
      </T>
      <Pill x={108} y={16} label="Active" tone="good" />
      <Tabs x={16} y={50} open="Privacy" />
      {[
        { name: "Domain privacy", note: "Our contact details in the public record, not yours", on: true },
        { name: "Theft protection", note: "Locked: no move to another registrar without you", on: true },
        { name: "Auto-renew", note: `Renews each year at ${formatPrice(mybakery(".com").price)}`, on: true },
      ].map((row, i) => {
        const y = 68 + i * 40;
        return (
          <g key={row.name}>
            <Box x={16} y={y} w={330} h={34} />
            <T x={26} y={y + 15} size={8.5} weight={600}>
              {row.name}
            </T>
            <T x={26} y={y + 26} size={7} fill={UI.muted}>
              {row.note}
            </T>
            <Switch x={312} y={y + 10} on={row.on} />
          </g>
        );
      })}
    </Browser>
    <Float x={214} y={196} w={256} h={150}>
      <T x={12} y={20} size={9.5} weight={700}>
        Public record for mybakery.com
      </T>
      <T x={12} y={31} size={7} fill={UI.muted}>
        What anyone can look up
      </T>
      {["Registrant", "Address", "Phone", "Email"].map((label, i) => (
        <g key={label}>
          <Rule x={12} y={38 + i * 20} w={232} />
          <T x={12} y={52 + i * 20} size={7.5} fill={UI.muted}>
            {label}
          </T>
          <rect x={74} y={44 + i * 20} width={[92, 120, 70, 104][i]} height={10} rx={2} fill={UI.dark} />
        </g>
      ))}
      <Box x={12} y={122} w={232} h={20} fill={UI.goodSoft} stroke="none" r={4} />
      <path d="M21 131.5v-2.2a3 3 0 0 1 6 0v2.2M19.5 131.5h9v6h-9z" fill="none" stroke={UI.good} strokeWidth={1.1} />
      <T x={34} y={135.5} size={7.5} weight={600} fill={UI.good}>
        Your home address and phone stay private
      </T>
    </Float>
  </g>
);

/**
 * Pointing a domain: mybakery.com's DNS records (sample values, a documentation address), and a
 * spare domain, mybakery.co, forwarded to the bakery's social profile.
 */
const forwarding: ReactNode = (
  <g>
    <Browser x={10} y={14} w={400} h={250} url="www.braveweb.com/domains/mybakery.com">
      <T x={16} y={26} size={12} weight={700}>
        mybakery.com
      </T>
      <Tabs x={16} y={48} open="DNS records" />
      {["TYPE", "HOST", "POINTS TO", "TTL"].map((head, i) => (
        <T key={head} x={[16, 70, 120, 330][i]!} y={76} size={7} weight={600} fill={UI.muted}>
          {head}
        </T>
      ))}
      {[
        { type: "A", host: "@", to: "203.0.113.24", tone: "brand" as const },
        { type: "CNAME", host: "www", to: "mybakery.com", tone: "teal" as const },
        { type: "MX", host: "@", to: "mail.mybakery.com (priority 10)", tone: "violet" as const },
        { type: "TXT", host: "@", to: "v=spf1 mx ~all", tone: "warn" as const },
      ].map((record, i) => {
        const y = 82 + i * 26;
        return (
          <g key={record.type}>
            <Rule x={16} y={y} w={368} />
            <Pill x={16} y={y + 7} label={record.type} tone={record.tone} size={7} />
            <T x={70} y={y + 16} size={8}>
              {record.host}
            </T>
            <T x={120} y={y + 16} size={8}>
              {record.to}
            </T>
            <T x={330} y={y + 16} size={8} fill={UI.muted}>
              1 hour
            </T>
          </g>
        );
      })}
      <Rule x={16} y={186} w={368} />
      <Button x={16} y={196} w={86} h={20} label="+ Add record" tone="light" size={8} />
    </Browser>
    <Float x={200} y={188} w={270} h={158}>
      <T x={12} y={20} size={9.5} weight={700}>
        Forwarding
      </T>
      <Switch x={234} y={10} />
      <Field x={12} y={28} w={110} label="Domain" value="mybakery.co" />
      <path d="M128 53h10m-3 -3l3 3-3 3" fill="none" stroke={UI.muted} strokeWidth={1.2} />
      <Field x={144} y={28} w={114} label="Sends visitors to" value="instagram.com/mybakery" size={7.5} />
      <Field x={12} y={64} w={246} label="Type" value="Permanent (301)" />
      <Box x={12} y={104} w={246} h={20} fill={UI.goodSoft} stroke="none" r={4} />
      <T x={20} y={117.5} size={7.5} weight={600} fill={UI.good}>
        mybakery.co → instagram.com/mybakery
      </T>
      <Button x={12} y={130} w={70} h={18} label="Save" size={8} />
    </Float>
  </g>
);

/**
 * A transfer in progress: mybakery.org coming from another registrar, the unlock code entered,
 * the approval email approved on the owner's phone, and the site online while the move completes.
 */
const transfer: ReactNode = (
  <g>
    <Browser x={10} y={14} w={340} h={300} url="www.braveweb.com/domains/transfer">
      <T x={16} y={26} size={12} weight={700}>
        Transfer mybakery.org
      </T>
      <T x={16} y={40} size={7.5} fill={UI.muted}>
        From your current registrar to Braveweb
      </T>
      <path d="M28 66v150" stroke={UI.line} strokeWidth={2} />
      {[
        { step: "Unlock the domain", note: "Done at your current registrar" },
        { step: "Enter the unlock code", note: "Code accepted" },
        { step: "Approve the email", note: "Approved from anna@mybakery.com" },
      ].map((row, i) => (
        <g key={row.step}>
          <Tick cx={28} cy={66 + i * 42} r={8} soft={UI.good} tone={UI.surface} />
          <T x={44} y={64 + i * 42} size={8.5} weight={600}>
            {row.step}
          </T>
          <T x={44} y={75 + i * 42} size={7} fill={UI.muted}>
            {row.note}
          </T>
        </g>
      ))}
      <Field x={190} y={100} w={96} value="••••-••••-••••" size={7.5} />
      <circle cx={28} cy={192} r={8} fill={UI.brandSoft} stroke={UI.brand} strokeWidth={1.5} />
      <circle cx={28} cy={192} r={3} fill={UI.brand} />
      <T x={44} y={190} size={8.5} weight={600}>
        Moving to Braveweb
      </T>
      <Pill x={134} y={182} label="In progress" tone="brand" size={7} />
      <Meter x={44} y={198} w={240} share={0.75} />
      <Box x={16} y={226} w={276} h={40} fill={UI.goodSoft} stroke="none" />
      <circle cx={32} cy={246} r={4} fill={UI.good} />
      <T x={44} y={243} size={8} weight={600} fill={UI.good}>
        mybakery.org is online
      </T>
      <T x={44} y={255} size={7} fill={UI.text}>
        Your site and email keep working during the move
      </T>
    </Browser>
    <Phone x={318} y={62} w={152} h={264}>
      <T x={16} y={22} size={7} weight={600}>
        9:41
      </T>
      <T x={12} y={44} size={7.5} weight={600} fill={UI.brand}>
        ‹ Inbox
      </T>
      <T x={12} y={64} size={9.5} weight={700}>
        Approve the transfer
      </T>
      <T x={12} y={76} size={9.5} weight={700}>
        of mybakery.org
      </T>
      <Initials cx={21} cy={96} r={9} text="B" fill={UI.brand} />
      <T x={36} y={94} size={7.5} weight={600}>
        Braveweb
      </T>
      <T x={36} y={104} size={7} fill={UI.muted}>
        to anna@mybakery.com
      </T>
      <Rule x={12} y={114} w={118} />
      {["Hi Anna, you asked to move", "mybakery.org to Braveweb.", "Tap Approve to go ahead."].map((line, i) => (
        <T key={line} x={12} y={130 + i * 11} size={7.5}>
          {line}
        </T>
      ))}
      <Button x={12} y={172} w={118} h={22} label="Approved ✓" tone="brand" size={8.5} />
      <T x={12} y={210} size={7} fill={UI.muted}>
        Not you? Ignore this email and
      </T>
      <T x={12} y={220} size={7} fill={UI.muted}>
        the domain stays where it is.
      </T>
    </Phone>
  </g>
);

export const domainsScreens: Record<string, ReactNode> = {
  "domains-search": search,
  "domains-bundle": bundle,
  "domains-privacy": privacy,
  "domains-forwarding": forwarding,
  "domains-transfer": transfer,
};
