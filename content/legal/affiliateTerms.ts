/**
 * The Affiliate Program Terms (/terms/affiliate). Original plain-language text; the
 * figures come from docs/product.md §4 and §9.
 */
import { external } from "../site.ts";
import { externalLink, link, p, ul, type LegalDocument } from "./legalTypes.ts";

const AFFILIATE_TERMS_UPDATED = "2026-11-20";

/** docs/product.md §9: the fee, in cents, for each qualified registrant. */
const AFFILIATE_FEE_CENTS = 100;
/** docs/product.md §4: a registrant qualifies after this many active days. */
const QUALIFYING_ACTIVE_DAYS = 15;
/** docs/product.md §9: monthly payouts wait until the balance reaches this many cents. */
const PAYOUT_THRESHOLD_CENTS = 5000;
/** docs/product.md §9: written notice needed to end the agreement. */
const TERMINATION_NOTICE_DAYS = 5;
/** docs/product.md §9: links must be gone this many days after the agreement ends. */
const LINK_REMOVAL_DAYS = 7;
/** docs/product.md §9: the final payment is made this many days after the end of the quarter. */
const FINAL_PAYMENT_DAYS = 45;

export const affiliateTerms: LegalDocument = {
  id: "affiliate",
  title: "Affiliate Program Terms",
  lastUpdated: AFFILIATE_TERMS_UPDATED,
  sections: [
    {
      id: "overview",
      heading: "How the program works",
      blocks: [
        p(
          "As a Braveweb affiliate you place links to Braveweb on your website, in your newsletter or on social media. " +
            "When someone follows your link and becomes a qualified registrant, we pay you a fee. " +
            "These affiliate terms add to our general ",
          link("Terms of Service", "terms"),
          ", which still apply to your account.",
        ),
      ],
    },
    {
      id: "eligibility",
      heading: "Who can be an affiliate",
      blocks: [
        p("To join and stay in the program you must:"),
        ul(
          "hold a Braveweb account that is active (not suspended or terminated) and in good standing;",
          "be old enough to enter into a binding contract where you live;",
          "give us accurate, current payout details and any tax information we ask for;",
          "live, and run your business, outside the blocked countries listed in the members area;",
          "promote Braveweb only on sites and channels that follow our content rules;",
          "not be a Braveweb employee or a member of an employee’s household.",
        ),
        p("Each person or business may run one affiliate account. We may decline an application without giving a reason."),
      ],
    },
    {
      id: "qualified-registrants",
      heading: "Qualified registrants",
      blocks: [
        p("A registrant is someone who signs up for a new Braveweb account through your affiliate link. The registrant becomes a qualified registrant when:"),
        ul(
          `their account has been active for ${QUALIFYING_ACTIVE_DAYS} days (${QUALIFYING_ACTIVE_DAYS} active days, without being suspended or terminated);`,
          "they have never had a Braveweb account before;",
          "they are not you, someone in your household, or an account you control; and",
          "they do not sign up from a blocked country.",
        ),
        p(
          "Referrals from blocked countries are not paid, even when the account stays active. " +
            "The list of blocked countries is kept in the members area and may change; a change applies to sign-ups made after it.",
        ),
      ],
    },
    {
      id: "fees",
      heading: "Fees and payment",
      blocks: [
        p(
          `We pay $${(AFFILIATE_FEE_CENTS / 100).toFixed(2)} (USD) for each qualified registrant. ` +
            "Your balance grows as registrants qualify, and you can follow it in the members area.",
        ),
        p(
          `We pay out monthly. If your balance is below $${PAYOUT_THRESHOLD_CENTS / 100} at the end of a month, we hold it and add the next month’s fees, ` +
            `until the balance reaches $${PAYOUT_THRESHOLD_CENTS / 100}. Payments are made by PayPal to the address in your payout details.`,
        ),
        p(
          "If we find that a fee was paid for a registrant who did not qualify, for example because of fraud or a self-referral, " +
            "we may take it back from later payments.",
        ),
      ],
    },
    {
      id: "promotion",
      heading: "How you may promote Braveweb",
      blocks: [
        p("Promote Braveweb honestly. You may not:"),
        ul(
          "send spam or unsolicited messages containing your link;",
          "make claims about Braveweb, its prices or its features that are not true;",
          "pay or reward people for signing up, or sign up on their behalf;",
          "bid on the Braveweb name in search ads, or use domain names that look like ours;",
          "hide your link or set referral cookies without a real click.",
        ),
      ],
    },
    {
      id: "termination",
      heading: "Ending the agreement",
      blocks: [
        p(
          `You or we may end this agreement at any time by giving the other ${TERMINATION_NOTICE_DAYS} days’ written notice. ` +
            "Email is written notice. The agreement ends when the notice period is over.",
        ),
        p(
          `Within ${LINK_REMOVAL_DAYS} days of the end, you must remove every affiliate link and every Braveweb name, logo or banner we gave you for the program.`,
        ),
        p(
          `We make the final payment ${FINAL_PAYMENT_DAYS} days after the end of the quarter in which the agreement ended. ` +
            "It covers every registrant who qualified before the end, whatever the size of the balance.",
        ),
      ],
    },
    {
      id: "general",
      heading: "Other points",
      blocks: [
        p(
          "You are an independent affiliate, not our employee, agent or partner, and you may not make promises in our name. " +
            "You are responsible for any tax due on your fees.",
        ),
        p(
          "We may change these affiliate terms; if you do not accept a change, you can end the agreement as described above. " + "Questions? ",
          externalLink("Contact us", external.contact.href),
          ".",
        ),
      ],
    },
  ],
};
