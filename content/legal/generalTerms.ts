/**
 * The general Terms of Service (/terms). Original plain-language text; the rules and
 * numbers come from docs/product.md §4, §6 and §9.
 */
import { external } from "../site.ts";
import { externalLink, link, p, ul, type LegalDocument } from "./legalTypes.ts";
import { PRIVACY_MINIMUM_AGE } from "./privacyPolicy.ts";

const GENERAL_TERMS_UPDATED = "2026-11-20";

/** docs/product.md §5: the youngest age at which someone may use the services. */
const TERMS_MINIMUM_AGE = 13;
/** docs/product.md §9: an account unused for this many days may be terminated. */
const INACTIVE_ACCOUNT_DAYS = 90;
/** docs/product.md §9: hosting and Pro plans can be refunded within this many days. */
const REFUND_WINDOW_DAYS = 30;
/** docs/product.md §9: bandwidth is measured over a recurring period of this many days. */
const BANDWIDTH_PERIOD_DAYS = 30;

export const generalTerms: LegalDocument = {
  id: "terms",
  title: "Terms of Service",
  lastUpdated: GENERAL_TERMS_UPDATED,
  sections: [
    {
      id: "about",
      heading: "About these terms",
      blocks: [
        p(
          "These terms are the agreement between you and Braveweb. They apply whenever you use our website, " +
            "your account, or any of our services: web hosting, the site builder, blogs, domains, SSL certificates, " +
            "email hosting, mailing lists and the web tools. By creating an account or using a service you accept them.",
        ),
        p(
          "Some services have extra terms of their own, which form part of this agreement: the ",
          link("Affiliate Program Terms", "terms-affiliate"),
          ", the ",
          link("Domain Name Terms", "terms-domains"),
          " and the ",
          link("Template Gallery Terms", "terms-template-gallery"),
          ". How we handle personal data is explained in our ",
          link("Privacy Policy", "privacy-policy"),
          ". Where the extra terms for a service say something different from these general terms, the extra terms win for that service.",
        ),
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use Braveweb",
      blocks: [
        p(
          `You must be at least ${TERMS_MINIMUM_AGE} years old to use Braveweb. If you are younger than ${PRIVACY_MINIMUM_AGE}, a parent or guardian ` +
            "must read and accept these terms for you, open the account, and give us the personal data it needs; " +
            "they are responsible for how the account is used.",
        ),
        p(
          "You may not use Braveweb if the law where you live forbids it, or if we have terminated an account of yours before " +
            "and told you not to come back.",
        ),
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      blocks: [],
      subsections: [
        {
          id: "account-types",
          heading: "Personal and business accounts",
          blocks: [
            p("There are two kinds of account, and you choose the one that fits how you will use it:"),
            ul(
              "A personal account is for non-commercial use only: a hobby site, a family blog, a club’s pages. It may not sell goods or services or promote a business.",
              "A business account is for commercial use: a shop, a company site, a site that earns money for you or for someone else.",
            ),
            p(
              "Each person may hold one account for personal use, and each single business may hold one account. " +
                "Opening more accounts to get around a limit, a suspension or a free-plan restriction is not allowed.",
            ),
          ],
        },
        {
          id: "accuracy",
          heading: "Accurate information",
          blocks: [
            p(
              "The information you give us (your name, email address, billing details and any domain contact details) must be true, " +
                "complete and up to date. We use your email address to reach you about your account, so keep it working. " +
                "You can change your information at any time in the members area after you ",
              link("log in", "login"),
              ".",
            ),
          ],
        },
        {
          id: "security",
          heading: "Keeping your account safe",
          blocks: [
            p(
              "You are responsible for everything done through your account. Choose a strong password, keep it to yourself, " +
                "and tell us straight away if you think someone else has used your account.",
            ),
          ],
        },
        {
          id: "account-states",
          heading: "Account states",
          blocks: [
            p("An account is always in one of three states:"),
            ul(
              "Active: the account and its services work normally.",
              "Suspended: we have paused the account or some of its services. Your sites may be offline and you may not be able to log in, but nothing is deleted while we sort out the reason with you.",
              "Terminated: the account is closed for good. Its sites, files, email and other data are deleted and cannot be brought back.",
            ),
          ],
        },
        {
          id: "suspension",
          heading: "When we may suspend or terminate an account",
          blocks: [
            p("Braveweb may suspend or terminate an account, or any service in it, if:"),
            ul(
              "you break these terms or the extra terms of a service;",
              "a payment is missed, disputed or reversed;",
              "the account puts our systems, our other members or the public at risk, for example by spreading malware or sending spam;",
              "the law, a court or a registry requires us to; or",
              `the account has been inactive for ${INACTIVE_ACCOUNT_DAYS} days (nobody has logged in and none of its services has been used). Accounts inactive for ${INACTIVE_ACCOUNT_DAYS} days may be terminated.`,
            ),
            p(
              "Where we can, we warn you by email first and give you a chance to fix the problem. " +
                "We may act without warning when waiting would cause harm.",
            ),
          ],
        },
        {
          id: "closing",
          heading: "Closing your account",
          blocks: [
            p(
              "You can delete your account whenever you like from the members area. Deleting an account terminates it: " +
                "download anything you want to keep first. Paid services you cancel stay paid for; see the refund rules below.",
            ),
          ],
        },
      ],
    },
    {
      id: "roles",
      heading: "Who is who",
      blocks: [
        p("These terms and the extra terms use the following names for the roles people play:"),
        ul(
          "Visitor: anyone browsing our website without logging in.",
          "Member: anyone with a Braveweb account, free or paid.",
          "Paid member: a member with at least one paid plan or service. Paid members accept the payment and refund rules below.",
          ["Affiliate: a member who refers new members to us under the ", link("Affiliate Program Terms", "terms-affiliate"), "."],
          [
            "Domain registrant and agent: the registrant is the person or organization that holds a domain name; an agent is someone who registers or manages a domain on a registrant’s behalf. Both are bound by the ",
            link("Domain Name Terms", "terms-domains"),
            ".",
          ],
          "Data controller customer: a member who collects personal data from their own visitors with our tools (contact forms, mailing lists, guestbooks, an online store and the like). For that data the member is the data controller and Braveweb processes it on the member’s behalf.",
        ),
      ],
    },
    {
      id: "free-and-paid",
      heading: "Free and paid services",
      blocks: [
        p(
          "Many of our services have a free plan. Free accounts can build and edit site-builder websites, but must upgrade to a paid plan " +
            "to publish them live on the internet. Until then a free site can be previewed by you, but not by the public.",
        ),
        p(
          "Paid plans give you the limits listed on each service page (sites, pages, storage, email accounts, bandwidth and so on). " +
            "A plan renews at the end of each billing period until you cancel it in the members area.",
        ),
      ],
    },
    {
      id: "bandwidth",
      heading: "Bandwidth",
      blocks: [
        p(
          `Each hosting plan comes with a bandwidth allotment. Bandwidth is measured over a recurring period of ${BANDWIDTH_PERIOD_DAYS} days, ` +
            "and it is metered daily, from 12:01am to 11:59pm Pacific time.",
        ),
        p(
          "If a site goes over its allotment, we suspend the site until 12:01am Pacific time the next day, when it comes back online by itself. " +
            "If this happens often, upgrade to a plan with more bandwidth.",
        ),
      ],
    },
    {
      id: "payment",
      heading: "Prices and payment",
      blocks: [
        p("All prices are in US dollars (USD). Taxes are added where the law requires them."),
        p("We accept these ways to pay:"),
        ul("Visa and Mastercard credit and debit cards;", "PayPal;", "international money orders or checks, for web tools only."),
        p(
          "We do not keep your full card number. Our payment processor handles it, and we keep only the first 4 and last 4 digits " +
            "of the card so that you and we can tell which card was used.",
        ),
      ],
    },
    {
      id: "refunds",
      heading: "Refunds",
      blocks: [
        ul(
          `Hosting plans and Pro plans are refundable within ${REFUND_WINDOW_DAYS} days of purchase: ask within ${REFUND_WINDOW_DAYS} days and you get your money back.`,
          "Domain registrations, renewals, transfers and redemptions are non-refundable, because we pay the registry for them as soon as you order.",
          "Templates are not refundable once they have been opened or downloaded.",
        ),
        p("To ask for a refund, contact our ", externalLink("support team", external.contact.href), ". Refunds go back to the way you paid."),
      ],
    },
    {
      id: "content",
      heading: "What you may publish",
      blocks: [
        p(
          "You are responsible for everything you publish or send with Braveweb: pages, posts, images, files, emails and messages. " +
            "You may not use our services to publish, store or send:",
        ),
        ul(
          "anything illegal where you or your visitors are, or anything that encourages illegal acts;",
          "material that infringes someone else’s copyright, trademark, privacy or other rights;",
          "malware, phishing pages, or anything designed to trick people or break into systems;",
          "spam or bulk email to people who did not ask for it;",
          "content that threatens, harasses or promotes hatred or violence against people;",
          "sexual content involving minors, in any form.",
        ),
        p(
          "We may remove content that breaks these rules and suspend or terminate the account that published it. " +
            "If you find content on a Braveweb site that breaks them, please ",
          externalLink("report abuse", external.abuse.href),
          ".",
        ),
      ],
    },
    {
      id: "your-content",
      heading: "Your content stays yours",
      blocks: [
        p(
          "You keep every right you have in your content. You give Braveweb only the permission it needs to run the services: " +
            "to store, copy, back up, display and send your content as you have set it up. That permission ends when the content is deleted.",
        ),
        p("Keep your own copies of anything important: backups we make are for our recovery, not a promise to restore your files."),
      ],
    },
    {
      id: "liability",
      heading: "Our responsibility",
      blocks: [
        p(
          "We work hard to keep the services fast, safe and online, but we cannot promise they will never fail. " +
            "The services are provided as they are, and as far as the law allows we are not liable for indirect losses, " +
            "lost profits or lost data. Nothing in these terms limits rights that the law says cannot be limited.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        p(
          "We may update these terms. When a change matters, we tell members by email or in the members area before it takes effect. " +
            "If you keep using Braveweb after that, the new terms apply; if you do not agree, you can delete your account.",
        ),
        p("Questions about these terms? ", externalLink("Contact us", external.contact.href), "."),
      ],
    },
  ],
};
