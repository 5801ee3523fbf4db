/**
 * The Privacy Policy, one document shown in two places: the Privacy Policy tab of the
 * terms (/terms/privacy-policy) and the standalone page (/privacy-policy).
 * Original plain-language text; the rules come from docs/product.md §3, §5, §6 and §9.
 */
import { CONSENT_STORAGE_KEY, cookieBannerCopy, external } from "../site.ts";
import { externalLink, link, p, ul, type LegalDocument } from "./legalTypes.ts";

const PRIVACY_POLICY_UPDATED = "2026-11-20";

/** docs/product.md §5: the minimum age stated in the privacy policy. */
export const PRIVACY_MINIMUM_AGE = 18;

const PRIVACY_EMAIL = "privacy@braveweb.example";

export const privacyPolicy: LegalDocument = {
  id: "privacy",
  title: "Privacy Policy",
  lastUpdated: PRIVACY_POLICY_UPDATED,
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this policy covers",
      blocks: [
        p(
          "This policy explains what personal data Braveweb collects about visitors to our website and about our members, why, " +
            "how long we keep it, and the choices and rights you have. For the data of members and visitors of our own website, " +
            "Braveweb is the data controller. It is part of our ",
          link("Terms of Service", "terms"),
          ".",
        ),
        p(
          "Data that members collect from their own visitors with our tools is covered differently; see the section on members who are data controllers below.",
        ),
      ],
    },
    {
      id: "age",
      heading: "Minimum age",
      blocks: [
        p(
          `You must be at least ${PRIVACY_MINIMUM_AGE} years old to give us personal data yourself. ` +
            `If you are younger than ${PRIVACY_MINIMUM_AGE}, a parent or guardian must open the account and provide its personal data for you. ` +
            "We do not knowingly collect personal data from children; if you think we have, contact us and we will delete it.",
        ),
      ],
    },
    {
      id: "collected",
      heading: "What we collect",
      blocks: [
        p("We collect only what we need to run the services:"),
        ul(
          "Account details: your full name, email address and username, and your password, which we store only as a one-way hash.",
          "Billing details: the name and address on your bill and the way you paid. For a card we keep only the first 4 and last 4 digits; the full number goes straight to our payment processor (PayPal payments are handled by PayPal).",
          "Domain contact details: the names, addresses, email addresses and phone numbers that registries require for each domain you register.",
          "Usage and device data: your IP address, browser type, the pages you visit, the address that sent you to us, and the time of each visit and each login attempt.",
          "Messages: what you write to our support team, and our replies.",
          "Cookies and local storage, described below.",
        ),
        p(
          "We also store the websites, files, emails and other content you put into your account, but we do not look at it except to run the services, keep them safe, or when the law requires.",
        ),
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it",
      blocks: [
        ul(
          "To provide the services you signed up for: your account, your sites, domains, email and web tools.",
          "To bill you and to keep the accounting records that tax law requires.",
          "To keep the services and your account secure: detecting fraud, spam and abuse, and locking an account after repeated failed logins.",
          "To register and manage domains with the registries.",
          "To answer you when you contact us.",
          "To understand how our website is used and improve it (analytics), only with your consent.",
          "To tell you about offers (marketing), only with your consent. Our sign-up forms never opt you in, and every marketing email has an unsubscribe link.",
        ),
        p("We never sell your personal data."),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        p("We use three kinds of cookies and similar technologies:"),
        ul(
          "Service cookies keep you logged in, remember your choices and protect forms against forgery. The services need them, so they are always on.",
          "Analytics cookies tell us, in aggregate, which pages are visited and how people move around the site.",
          "Marketing cookies help us show you relevant offers and measure whether our advertising works.",
        ),
        p(
          `When you first visit, a cookie banner titled “${cookieBannerCopy.title}” explains this and asks for your consent. ` +
            "Your choice is stored in your own browser (in its local storage, under the name " +
            `${CONSENT_STORAGE_KEY}), not on our servers, so the banner does not come back once you have accepted or rejected. ` +
            "To withdraw your consent, clear this site’s data in your browser settings; the banner will ask again on your next visit.",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      blocks: [
        ul(
          "Payment processors, to take your payments.",
          "Domain registries and registrars, which need registrant contact details for every domain.",
          "Companies that host our servers, send our email and provide our analytics, under contracts that let them use the data only for us.",
          "Courts, police and regulators, when the law requires us to.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        ul(
          "Account details: for as long as your account exists.",
          "After an account is deleted or terminated: we remove its data from our live systems, and it disappears from our backups within 60 days.",
          "Billing records: for as long as tax and accounting law requires, usually seven years.",
          "Server and security logs: up to 12 months.",
          "Support messages: up to two years after the conversation ends.",
          "Your cookie choice: in your browser, until you clear it.",
        ),
      ],
    },
    {
      id: "data-controller-customers",
      heading: "Members who are data controllers",
      blocks: [
        p(
          "When you use our tools to collect personal data from your own visitors (contact forms, mailing lists, guestbooks, message forums, " +
            "web polls, password-protected areas, an online store), you are the data controller for that data, and Braveweb processes it on your " +
            "behalf, only to run the tool for you. As a data controller customer you must:",
        ),
        ul(
          "tell your visitors, in a privacy notice of your own, what you collect and why;",
          "have a lawful reason to collect it, such as your visitors’ consent;",
          "answer your visitors’ requests to see, correct or delete their data. Our tools let you export and delete it.",
        ),
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        p("Depending on where you live, you have the right to:"),
        ul(
          "see the personal data we hold about you and get a copy of it;",
          "have it corrected if it is wrong;",
          "have it deleted;",
          "restrict or object to how we use it;",
          "take it to another provider in a common format;",
          "withdraw your consent at any time, without affecting what we did before;",
          "complain to your data protection authority.",
        ),
        p(
          "Members can change their information and delete their account themselves in the members area after they ",
          link("log in", "login"),
          ". For anything else, write to us at the address below; we may ask you to prove who you are first.",
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        p(
          "Our pages and logins travel over encrypted connections, passwords are stored only as hashes, access to personal data is limited " +
            "to the staff who need it, and accounts are locked for a while after too many failed logins.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        p(
          "When we change this policy we update the date at the top. If a change affects how we use data we already hold, we tell members by email before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        p(
          "Questions, requests or complaints about your personal data: email ",
          externalLink(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
          " or use our ",
          externalLink("contact page", external.contact.href),
          ".",
        ),
      ],
    },
  ],
};
