/**
 * The Domain Name Terms (/terms/domains). Original plain-language text; the figures
 * come from docs/product.md §6 and §9.
 */
import { external } from "../site.ts";
import { externalLink, link, p, ul, type LegalDocument } from "./legalTypes.ts";

const DOMAIN_TERMS_UPDATED = "2026-11-20";

/** docs/product.md §9: the time allowed to answer a request about a domain, in calendar days. */
const DOMAIN_RESPONSE_DAYS = 5;
/** docs/product.md §9: an unanswered .us contact request becomes a breach after this many days. */
const US_CONTACT_DAYS = 5;
/** docs/product.md §9: notice given before the dispute policy changes. */
const DISPUTE_POLICY_NOTICE_DAYS = 30;

export const domainTerms: LegalDocument = {
  id: "domains",
  title: "Domain Name Terms",
  lastUpdated: DOMAIN_TERMS_UPDATED,
  sections: [
    {
      id: "scope",
      heading: "What these terms cover",
      blocks: [
        p(
          "These terms apply when you register, renew, transfer, redeem or manage a domain name through Braveweb. " + "They add to our general ",
          link("Terms of Service", "terms"),
          ". Each domain extension is run by a registry, which has rules of its own; by registering a domain you also accept the rules of its registry.",
        ),
      ],
    },
    {
      id: "roles",
      heading: "Registrants and agents",
      blocks: [
        p(
          "The domain registrant is the person or organization that holds the domain and is named as its owner in the registration records. " +
            "If you register or manage a domain for somebody else, for example a client, you act as their agent: you confirm that they " +
            "have agreed to these terms, and you are responsible to us for what is done with the domain as if you were the registrant.",
        ),
      ],
    },
    {
      id: "contact-data",
      heading: "Accurate contact details",
      blocks: [
        p(
          "Registries require a correct name, postal address, email address and phone number for every domain. " +
            "Give us accurate details when you register, and update them in the members area whenever they change. " +
            "Depending on the extension and on privacy options, some details may be published in the public registration (WHOIS) records.",
        ),
        p("False or out-of-date contact details are a breach of these terms, and the domain may be suspended or canceled because of them."),
      ],
    },
    {
      id: "responding",
      heading: "Answering our requests",
      blocks: [
        p(
          "From time to time we, a registry or a dispute provider will ask you to confirm your contact details, to answer a complaint about " +
            `a domain, or to approve a change. You must respond within ${DOMAIN_RESPONSE_DAYS} calendar days of the request. ` +
            "If you do not, we may suspend the domain until you do, or cancel it if the registry requires.",
        ),
      ],
    },
    {
      id: "us-domains",
      heading: ".us domains",
      blocks: [
        p("The .us registry has extra requirements. To hold a .us domain you must be:"),
        ul(
          "a citizen or permanent resident of the United States;",
          "an organization incorporated or organized in the United States; or",
          "a person or organization with a real, regular presence in the United States.",
        ),
        p(
          "Privacy options cannot hide .us contact details. The registry checks those details, and if a request to confirm your .us " +
            `contact information is left unanswered for more than ${US_CONTACT_DAYS} days, that is a breach of these terms: ` +
            "the domain may be suspended or deleted.",
        ),
      ],
    },
    {
      id: "renewal",
      heading: "Renewal, expiry and redemption",
      blocks: [
        p(
          "A registration lasts for the period you paid for. We remind you by email before it ends; renewing in time is your responsibility. " +
            "After a domain expires it may stop working, and after a grace period it enters redemption, when only a redemption, at a higher fee, " +
            "can bring it back. After redemption the domain is released and anyone may register it.",
        ),
      ],
    },
    {
      id: "transfers",
      heading: "Transfers",
      blocks: [
        p(
          "You may transfer a domain to another provider, or to another Braveweb member, once the registry allows it. " +
            "Registries block transfers for a while after a registration, a transfer or a change of registrant. " +
            "Domain theft protection keeps a domain locked until you unlock it in the members area.",
        ),
      ],
    },
    {
      id: "fees",
      heading: "Fees and refunds",
      blocks: [
        p(
          "Domain prices are in USD and are shown before you order. Domain registrations, renewals, transfers and redemptions are non-refundable, " +
            "even if you cancel the domain soon after, because we pay the registry as soon as we process the order.",
        ),
      ],
    },
    {
      id: "disputes",
      heading: "Domain disputes",
      blocks: [
        p(
          "If someone claims rights in your domain name, the dispute is settled under the dispute resolution policy that applies to its extension. " +
            "You agree to take part in such a proceeding and to follow its outcome; we will carry out any decision a dispute provider or court sends us.",
        ),
        p(
          `We give at least ${DISPUTE_POLICY_NOTICE_DAYS} days’ notice of any change to the dispute policy, by email and on this page, ` +
            `before it takes effect. Giving ${DISPUTE_POLICY_NOTICE_DAYS} days’ notice lets you move your domain elsewhere if you do not accept the change.`,
        ),
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      blocks: [p("Questions about a domain? ", externalLink("Contact our support team", external.contact.href), ".")],
    },
  ],
};
