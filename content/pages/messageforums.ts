/** Marketing copy of /messageforums (docs/product.md §2 service pages). */
import type { ServicePageContent } from "../marketing.ts";

export const messageforumsPage: ServicePageContent = {
  lead:
    "Give your regulars a place to ask questions, swap stories and help each other, " + "on a forum that carries your name, your look and your house rules.",
  heroAsset: "messageforums-thread",
  heroAlt: "A forum thread: a question, two replies with initials avatars, one quoting the question, and a reply box with a Post reply button",
  heroCta: "Start your free forum",
  panels: [
    {
      name: "organized-conversations",
      heading: "Conversations that stay organized",
      body: [
        "Split your forum into categories and boards, so gardening tips never get buried under event announcements. Members start threads, reply, and quote earlier posts to keep the conversation easy to follow.",
        "Pin the threads everyone should read, like welcome notes and house rules, to the top of any board.",
      ],
      layout: "CONTENT_RIGHT",
      assetName: "messageforums-boards",
      assetType: "svg",
      assetAlt: "Forum boards grouped under two categories, Growing and Community, with thread and post counts, and a pinned house rules thread",
    },
    {
      name: "moderation",
      heading: "Moderation tools that keep the peace",
      body: [
        "Approve a new member’s first posts, edit or remove anything off-topic and lock a thread when a discussion has run its course.",
        "Appoint trusted members as moderators for individual boards, and let the word filter and spam protection handle the rest while you sleep.",
      ],
      bullets: ["Approval queue for new members", "Edit, move, lock and delete threads", "Word filter and spam protection", "Moderators for each board"],
      layout: 2,
      assetName: "messageforums-moderation",
      assetType: "svg",
      assetAlt:
        "A moderation approval queue of new members’ first posts with Approve and Reject buttons, beside a reported thread’s tools to edit, move, lock or delete",
    },
    {
      name: "email-notifications",
      heading: "Email notifications keep threads moving",
      body: [
        "Members can follow a thread or a whole board and get an email when someone replies, so questions get answered and conversations do not fizzle out.",
        "You get a heads-up too, whenever a post is waiting for approval or a member reports a problem.",
      ],
      layout: 0,
      assetName: "messageforums-notify",
      assetType: "svg",
      assetAlt: "An inbox with an unread email about a new reply in a followed thread, and a notice that a post is waiting for approval",
    },
    {
      name: "forum-ideas",
      heading: "A forum for every kind of community",
      body: ["Whatever brings your people together, a forum gives them a home base that is easy to find and easy to search."],
      layout: "CONTENT_CENTER",
      classes: ["half-bottom"],
      embed: {
        type: "card-container",
        boxes: [
          { title: "Customer support", body: "Answer a question once and let every future customer find the answer." },
          { title: "Clubs and teams", body: "Share schedules, carpools and photos from last weekend in one place." },
          { title: "Fans and hobbyists", body: "Swap tips, trade stories and welcome newcomers to the hobby you love." },
        ],
      },
    },
    {
      name: "look-and-feel",
      heading: "Make it look like home",
      body: [
        "Choose colors, fonts and a header image so your forum feels like part of your website rather than a separate place. Add your logo and a welcome message to greet every visitor.",
        "Member profiles with avatars and signatures help regulars get to know each other.",
      ],
      layout: "CONTENT_LEFT",
      assetName: "messageforums-style",
      assetType: "svg",
      assetAlt:
        "A forum in its own green colors with a logo, header image, welcome message and posts with signatures, beside an appearance panel of colors and fonts",
    },
    {
      name: "mobile-ready",
      heading: "Ready for reading on the go",
      body: ["Your forum adapts to phones and tablets, so members can catch up on the bus and reply from the sidelines as easily as from a desk."],
      layout: "CONTENT_CENTER",
      assetName: "messageforums-mobile",
      assetType: "svg",
      assetAlt: "A smartphone showing a forum thread with replies and a reply box, a notification of 3 new posts, and a board list",
    },
    {
      name: "open-your-forum",
      heading: "Open your doors in an afternoon",
      body: ["Create your boards, set your rules and link to the forum from your website. Your first members can be posting before dinner."],
      layout: "CONTENT_ONLY",
      classes: ["force-dark", "flush-bottom"],
      hasCTA: true,
      ctaLabel: "Open my forum",
    },
  ],
  features: {
    heading: "What your forum comes with",
    intro: "Every forum includes the tools communities rely on, ready from the first post.",
    items: [
      { name: "Categories and boards", icon: "layout", description: "Group discussions by topic so members find the right place to post." },
      { name: "Threaded replies", icon: "message-square", description: "Members reply and quote earlier posts to keep conversations clear." },
      { name: "Moderator team", icon: "users", description: "Share the work with trusted members who moderate their own boards." },
      { name: "Spam protection", icon: "shield", description: "Automated checks keep junk posts and fake accounts out." },
      { name: "Word filter", icon: "filter", description: "Replace or block words you do not want on your forum." },
      { name: "Email notifications", icon: "bell", description: "Members hear about new replies to the threads they follow." },
      { name: "Custom styling", icon: "brush", description: "Match the forum’s colors, fonts and header to your website." },
      { name: "Private boards", icon: "lock", description: "Keep some boards visible only to the members you choose." },
      { name: "Forum search", icon: "search", description: "Anyone can find past discussions with a quick keyword search." },
      { name: "Mobile-friendly", icon: "smartphone", description: "Reading and posting work smoothly on phones and tablets." },
    ],
  },
  finalCta: {
    heading: "Bring your community together",
    body: "Sign up free, set up your first boards and invite your members to join the conversation.",
    label: "Create my forum",
  },
};
