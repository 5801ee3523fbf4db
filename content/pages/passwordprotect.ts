/**
 * Marketing copy of /passwordprotect (docs/product.md §2 service pages; sections: hero, install, management,
 * stats, authentication, feature garden, final call to action).
 */
import type { ServicePageContent } from "../marketing.ts";

export const passwordprotectPage: ServicePageContent = {
  lead: "Keep a members-only area, a client page or a private family corner behind a login, " + "without touching server settings or writing a line of code.",
  heroAsset: "passwordprotect-prompt",
  heroAlt:
    "A Members only login box with username, password, a Log in button and Request access over a faded members page, and a phone showing the members area after login",
  heroCta: "Protect a page free",
  panels: [
    {
      name: "install",
      heading: "Install in minutes",
      body: [
        "Name your protected area, copy the short snippet we give you and paste it at the top of every page you want to keep private. Visitors see a login box; members see your content.",
        "It works on pages made with our builder, on our hosting or on a site hosted somewhere else.",
      ],
      bullets: ["No server settings to change", "One snippet for every protected page", "Works with any website"],
      layout: "CONTENT_RIGHT",
      classes: ["half-bottom"],
      assetName: "passwordprotect-snippet",
      assetType: "svg",
      assetAlt: "The steps to protect an area with its snippet copied, and a code editor with the snippet pasted at the top of a page",
      hasCTA: true,
      ctaLabel: "Get my snippet",
    },
    {
      name: "management",
      heading: "Member management made simple",
      body: [
        "Add members yourself or let people request access and approve them with one click. Change a password, pause an account or remove someone who has moved on, all from one list.",
        "Sort members into groups, like staff, parents or clients, and decide which pages each group can open.",
      ],
      layout: 2,
      assetName: "passwordprotect-members",
      assetType: "svg",
      assetAlt:
        "A member list with Staff, Parents and Clients groups, active and paused accounts, edit and remove buttons, and an access request to approve or decline",
    },
    {
      name: "stats",
      heading: "Login stats for every member",
      body: [
        "See who logged in, when they visited and how often they come back. Quiet accounts and busy ones are easy to spot.",
        "Repeated failed attempts are listed too, so you know when someone is guessing at a password.",
      ],
      layout: 0,
      assetName: "passwordprotect-stats",
      assetType: "svg",
      assetAlt: "Login stats for June with a chart of daily logins and recent sign-ins, beside a card of 3 failed attempts and quiet accounts",
    },
    {
      name: "authentication",
      heading: "Authentication you can trust",
      body: [
        "Member passwords are stored in hashed form, never as plain text, and login pages are served over a secure connection.",
        "After too many wrong guesses an account is locked for a while, which stops automated password guessing in its tracks.",
      ],
      bullets: ["Hashed password storage", "Secure login over HTTPS", "Automatic lockout after repeated failures", "Self-service password reset by email"],
      layout: "CONTENT_CENTER",
      assetName: "passwordprotect-auth",
      assetType: "svg",
      assetAlt:
        "A phone login over https saying the account is locked with a reset link button, over security settings showing HTTPS, hashed password storage and lockout turned on",
    },
    {
      name: "who-uses-it",
      heading: "Private pages for all kinds of people",
      body: ["A login is a simple way to share something with the right people and nobody else."],
      layout: "CONTENT_CENTER",
      classes: ["flush-bottom"],
      embed: {
        type: "card-container",
        boxes: [
          { title: "Clubs and teams", body: "Rosters, phone lists and meeting minutes for members only." },
          { title: "Teachers and coaches", body: "Handouts and practice plans for your students or players." },
          { title: "Small businesses", body: "Price lists, proofs and files for clients who log in." },
        ],
      },
    },
  ],
  features: {
    heading: "Included with every protected area",
    intro: "Sign-ups, approvals, resets and stats come ready in each area you create, whatever site it guards.",
    items: [
      { name: "Member sign-up", icon: "users", description: "Let visitors request access with a simple sign-up form." },
      { name: "Approval queue", icon: "check-circle", description: "Review every request before a new member gets in." },
      { name: "Password reset", icon: "key", description: "Members can reset a forgotten password by email without asking you." },
      { name: "Member groups", icon: "layout", description: "Give each group of members access to its own set of pages." },
      { name: "Login stats", icon: "bar-chart", description: "See who logged in, when and how often." },
      { name: "Brute-force lockout", icon: "lock", description: "Accounts pause after repeated wrong passwords to stop guessing." },
      { name: "Custom login page", icon: "brush", description: "Style the login box with your own colors, logo and welcome text." },
      { name: "Welcome emails", icon: "mail", description: "New members get a friendly email with everything they need to log in." },
      { name: "Works with any site", icon: "globe", description: "Protect pages wherever your website is hosted." },
      { name: "Redirect after login", icon: "repeat", description: "Send members straight to the page they came for once they sign in." },
    ],
  },
  finalCta: {
    heading: "Ready to keep your private pages private?",
    body: "Sign up free, set up your first protected area and invite your members today.",
    label: "Protect my pages",
  },
};
